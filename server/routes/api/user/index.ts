import {
  PasswordChangeBodySchema,
  TwoFactorConfirmBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnrolmentSchema,
  TwoFactorRecoveryCodesSchema,
  UserSchema,
  UserUpdateBodySchema,
} from '#contract/auth';
import { MessageResponseSchema } from '#contract/message';
import { email, normalizarEmailDoCorpo, requiredText } from '#server/accounts/fields';
import { encerrarLinks } from '#server/accounts/links';
import { loadUser } from '#server/accounts/users';
import { enviarVerificacaoEmail } from '#server/accounts/verificacaoEmail';
import { rotas } from '#server/http/rotas';
import { trocaDeEmailAvisoMail } from '#server/mail/verificacaoEmail';
import { doisFatores } from '#server/db/repositories/doisFatores';
import { sessoes } from '#server/db/repositories/sessoes';
import { usuarios } from '#server/db/repositories/usuarios';
import { comoDono } from '#server/db/tenant';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { errorResponses } from '#server/http/responses';
import { exigirSenhaForte } from '#server/security/senhaFraca';
import { acceptedStep, newEnrolment, newRecoveryCodes } from '#server/security/totp';

const tags = ['usuário'];
const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';

/** /api/user: the signed-in person's profile, password and two-step verification. */
const userRoutes = rotas('user', async (app) => {
  app.addHook('preValidation', normalizarEmailDoCorpo);
  // Counted only when a request tries the password to change the address: saving a name is not an attempt.
  const emailChangeAttempts = app.attempts('trocar-email', (request) => request.session.usuarioId);

  const checkPassword = async (usuarioId: string, password: string, field: string) => {
    const row = await comoDono('perfil', () => usuarios.senhaHash(app.db, usuarioId));
    if (!row || !(await app.passwords.verify(row.senha_hash, password))) {
      throw httpErrors.invalidField(field, motivo('senha_incorreta'));
    }
  };

  app.put(
    '/atualizar',
    {
      schema: {
        tags,
        body: UserUpdateBodySchema,
        response: { 200: UserSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const { usuarioId, perfil } = request.session;
      const body = request.body;
      const changes = {
        ...(body.nome !== undefined ? { nome: requiredText('nome', body.nome) } : {}),
        ...(body.telefone !== undefined ? { telefone: body.telefone?.trim() || null } : {}),
        ...(body.idioma !== undefined ? { idioma: body.idioma } : {}),
      };
      const novoEmail = body.email === undefined ? undefined : email('email', body.email);
      const trocaEmail = novoEmail !== undefined && novoEmail !== perfil.email.toLowerCase();
      if (trocaEmail) {
        await emailChangeAttempts.call(app, request, reply);
        if (!body.password_atual) throw httpErrors.invalidField('password_atual', motivo('obrigatorio'));
        await checkPassword(usuarioId, body.password_atual, 'password_atual');
        if (await comoDono('perfil', () => usuarios.emailTaken(app.db, novoEmail, usuarioId))) {
          throw httpErrors.taken('email', EMAIL_TAKEN);
        }
      }
      await comoDono('perfil', () => usuarios.update(app.db, usuarioId, changes, app.clock()));
      if (trocaEmail) {
        // The address changes only when the link mailed to it is opened: whoever holds this
        // session cannot move the account to a mailbox they do not read.
        await enviarVerificacaoEmail(app, request.log, { usuarioId, to: novoEmail, troca: true });
        app.mailer
          .send(trocaDeEmailAvisoMail({ to: perfil.email, novo: novoEmail }))
          .catch((error: unknown) => request.log.error({ err: error }, 'falha ao avisar o e-mail antigo da troca'));
      }
      return loadUser(app, usuarioId, request.tenant.empresas);
    },
  );

  app.post(
    '/email/confirmacao',
    {
      schema: { tags, response: { 200: MessageResponseSchema, ...errorResponses(409, 429) } },
      preHandler: app.attempts('confirmacao-email', (request) => request.session.usuarioId),
    },
    async (request) => {
      const { usuarioId, perfil } = request.session;
      const to = perfil.email_pendente ?? (perfil.email_verificado ? null : perfil.email);
      if (!to) throw httpErrors.conflict('O seu e-mail já está confirmado.');
      await enviarVerificacaoEmail(app, request.log, { usuarioId, to, troca: perfil.email_pendente !== null });
      return { message: `Enviamos um link de confirmação para ${to}.` };
    },
  );

  app.put(
    '/senha',
    {
      schema: {
        tags,
        body: PasswordChangeBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(429) },
      },
      preHandler: app.attempts('senha', (request) => request.session.usuarioId),
    },
    async (request) => {
      const { usuarioId, tokenId } = request.session;
      await checkPassword(usuarioId, request.body.password_atual, 'password_atual');
      exigirSenhaForte('password', request.body.password, request.session.perfil);
      const senha_hash = await app.passwords.hash(request.body.password);
      const agora = app.clock();
      await comoDono('perfil', () =>
        app.db.transaction().execute(async (trx) => {
          await usuarios.setSenha(trx, usuarioId, senha_hash, agora);
          await encerrarLinks(trx, usuarioId, agora);
          await sessoes.revokeAll(trx, usuarioId, agora, tokenId);
        }),
      );
      return { message: 'Senha alterada. As outras sessões foram encerradas.' };
    },
  );

  app.post(
    '/2fa',
    {
      schema: { tags, response: { 200: TwoFactorEnrolmentSchema, ...errorResponses(409) } },
    },
    async (request) => {
      const { usuarioId } = request.session;
      const current = await comoDono('perfil', () => doisFatores.find(app.db, app.cofre, usuarioId));
      if (current?.ativado_em) throw httpErrors.conflict('A verificação em duas etapas já está ativa.');
      const enrolment = await newEnrolment(request.session.perfil.email);
      await comoDono('perfil', () => doisFatores.start(app.db, app.cofre, usuarioId, enrolment.secret));
      return enrolment;
    },
  );

  app.post(
    '/2fa/confirmar',
    {
      schema: {
        tags,
        body: TwoFactorConfirmBodySchema,
        response: { 200: TwoFactorRecoveryCodesSchema, ...errorResponses(409, 429) },
      },
      preHandler: app.attempts('2fa-confirmar', (request) => request.session.usuarioId),
    },
    async (request) => {
      const { usuarioId } = request.session;
      const current = await comoDono('perfil', () => doisFatores.find(app.db, app.cofre, usuarioId));
      if (!current) throw httpErrors.conflict('Comece a ativação da verificação em duas etapas antes de confirmar.');
      if (current.ativado_em) throw httpErrors.conflict('A verificação em duas etapas já está ativa.');
      const agora = app.clock();
      const step = acceptedStep(current.segredo, request.body.code, agora);
      if (step === null) throw httpErrors.invalidField('code', motivo('codigo_invalido'));
      const { codes, hashes } = newRecoveryCodes();
      await comoDono('perfil', () =>
        app.db.transaction().execute(async (trx) => {
          await doisFatores.acceptStep(trx, usuarioId, step);
          await doisFatores.activate(trx, usuarioId, agora, hashes);
        }),
      );
      return { recovery_codes: codes };
    },
  );

  app.delete(
    '/2fa',
    {
      schema: {
        tags,
        body: TwoFactorDisableBodySchema,
        response: { 200: UserSchema, ...errorResponses(429) },
      },
      preHandler: app.attempts('2fa-desativar', (request) => request.session.usuarioId),
    },
    async (request) => {
      const { usuarioId } = request.session;
      await checkPassword(usuarioId, request.body.password, 'password');
      await comoDono('perfil', () => app.db.transaction().execute((trx) => doisFatores.disable(trx, usuarioId)));
      return loadUser(app, usuarioId, request.tenant.empresas);
    },
  );
});

export default userRoutes;

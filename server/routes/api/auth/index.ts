import {
  CheckResponseSchema,
  ConfirmEmailBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  type RegisterBody,
  ResetPasswordBodySchema,
  SessionResponseSchema,
  TwoStepsBodySchema,
} from '#contract/auth';
import { MessageResponseSchema } from '#contract/message';
import { ConvitePublicoSchema, ConviteTokenParamsSchema } from '#contract/usuarios';
import { CONVITE_ENCERRADO, joinEmpresa } from '#server/accounts/joinEmpresa';
import { email, normalizarEmailDoCorpo, optionalCnpj, requiredText } from '#server/accounts/fields';
import { encerrarLinks } from '#server/accounts/links';
import { enviarVerificacaoEmail } from '#server/accounts/verificacaoEmail';
import { sessionUser, startSession } from '#server/accounts/users';
import { convites } from '#server/db/repositories/convites';
import { doisFatores } from '#server/db/repositories/doisFatores';
import { empresas } from '#server/db/repositories/empresas';
import { sessoes } from '#server/db/repositories/sessoes';
import { desafios, redefinicoes } from '#server/db/repositories/umUso';
import { usuarios } from '#server/db/repositories/usuarios';
import { verificacoesEmail } from '#server/db/repositories/verificacoesEmail';
import { comoDono } from '#server/db/tenant';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { hashSecret, newSecret } from '#server/security/secrets';
import { exigirSenhaForte } from '#server/security/senhaFraca';
import { acceptedStep, hashRecoveryCode } from '#server/security/totp';

const WRONG_CREDENTIALS = 'E-mail ou senha inválidos.';
const CHALLENGE_ENDED = 'A verificação expirou. Entre novamente.';
const RESET_LINK_ENDED = 'Este link de redefinição é inválido ou já expirou. Peça um novo.';
const FORGOT_SENT = 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha.';
const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';
const CONFIRMACAO_ENCERRADA = 'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo em Meu perfil.';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_FAILURES = 5;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const tags = ['autenticação'];

/**
 * /api/auth: sign-in, two steps, registration (also through an invitation), recovery (public),
 * and check/logout (signed in).
 */
const authRoutes = rotas('auth', async (app) => {
  app.addHook('preValidation', normalizarEmailDoCorpo);

  /** The live invitation a sign-up answers, checked against what the form sent. */
  const inviteToRegister = async (token: string, address: string, body: RegisterBody, agora: Date) => {
    for (const field of ['empresa_nome', 'cnpj'] as const) {
      if (body[field] !== undefined) throw httpErrors.invalidField(field, motivo('convite_sem_empresa'));
    }
    const convite = await comoDono('cadastro', () => convites.porHash(app.db, hashSecret(token), agora));
    if (!convite) throw httpErrors.badRequest(CONVITE_ENCERRADO, 'link_encerrado');
    if (convite.email.toLowerCase() !== address) {
      throw httpErrors.invalidField('email', motivo('email_do_convite', { email: convite.email }));
    }
    return convite;
  };

  app.post(
    '/register',
    {
      config: { publica: true },
      schema: { tags, body: RegisterBodySchema, response: { 201: SessionResponseSchema, ...errorResponses(409, 429) } },
      preHandler: app.attempts('register', (request) => (request.body as { email?: string }).email),
    },
    async (request, reply) => {
      const body = request.body;
      const nome = requiredText('nome', body.nome);
      const address = email('email', body.email);
      const agora = app.clock();
      const convite = body.convite === undefined ? null : await inviteToRegister(body.convite, address, body, agora);
      const empresa = convite ? null : { nome: requiredText('empresa_nome', body.empresa_nome ?? ''), cnpj: optionalCnpj('cnpj', body.cnpj) };
      if (await comoDono('cadastro', () => usuarios.emailTaken(app.db, address))) throw httpErrors.taken('email', EMAIL_TAKEN);

      exigirSenhaForte('password', body.password, { nome, email: address });
      const senha_hash = await app.passwords.hash(body.password);
      const usuarioId = await comoDono('cadastro', () =>
        app.db.transaction().execute(async (trx) => {
          // The invitation's link was mailed to the address: following it proved the mailbox.
          const email_verificado_em = convite ? agora : null;
          const id = await usuarios.create(trx, { nome, email: address, senha_hash, agora, email_verificado_em, idioma: convite?.idioma_padrao });
          if (convite) await joinEmpresa(trx, convite, id, agora);
          if (empresa) await empresas.createWithAdmin(trx, empresa, id, agora);
          return id;
        }),
      ).catch((error: unknown) => {
        // Two registrations of one e-mail at the same moment: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw httpErrors.taken('email', EMAIL_TAKEN);
        throw error;
      });
      if (!convite) await enviarVerificacaoEmail(app, request.log, { usuarioId, to: address, troca: false });
      return reply.code(201).send(await startSession(app, usuarioId));
    },
  );

  app.post(
    '/confirmar-email',
    {
      config: { publica: true },
      schema: { tags, body: ConfirmEmailBodySchema, response: { 200: MessageResponseSchema, ...errorResponses(409, 429) } },
      preHandler: app.attempts('confirmar-email', (request) => hashSecret((request.body as { token: string }).token)),
    },
    async (request) => {
      const agora = app.clock();
      await comoDono('login', () =>
        app.db.transaction().execute(async (trx) => {
          const link = await verificacoesEmail.use(trx, hashSecret(request.body.token), agora);
          if (!link) throw httpErrors.badRequest(CONFIRMACAO_ENCERRADA, 'link_encerrado');
          await usuarios.setEmailVerificado(trx, link.usuario_id, link.email, agora);
          await encerrarLinks(trx, link.usuario_id, agora);
        }),
      ).catch((error: unknown) => {
        // Someone else registered the new address after the change was asked for.
        if ((error as { code?: string }).code === '23505') throw httpErrors.taken('email', EMAIL_TAKEN);
        throw error;
      });
      return { message: 'E-mail confirmado.' };
    },
  );

  app.get(
    '/convite/:token',
    {
      config: { publica: true },
      schema: {
        tags,
        params: ConviteTokenParamsSchema,
        response: { 200: ConvitePublicoSchema, ...errorResponses(429) },
      },
      preHandler: app.attempts('convite', (request) => hashSecret((request.params as { token: string }).token)),
    },
    async (request) => {
      const convite = await comoDono('convites', () => convites.porHash(app.db, hashSecret(request.params.token), app.clock()));
      if (!convite) throw httpErrors.notFound(CONVITE_ENCERRADO);
      const conta = await comoDono('convites', () => usuarios.findByEmail(app.db, convite.email));
      return { email: convite.email, empresa_nome: convite.empresa_nome, papel: convite.papel, conta_existente: conta !== undefined };
    },
  );

  app.post(
    '/login',
    {
      config: { publica: true },
      schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses(401, 429) } },
      preHandler: app.attempts('login', (request) => (request.body as { email?: string }).email),
    },
    async (request) => {
      const { password } = request.body;
      const found = await comoDono('login', () => usuarios.findByEmail(app.db, request.body.email));
      // Without an account the same argon2 work is done, so the answer takes the same time.
      const ok = found ? await app.passwords.verify(found.senha_hash, password) : await app.passwords.verifyNobody(password);
      if (!found || !ok) throw httpErrors.unauthorized(WRONG_CREDENTIALS, 'credenciais_invalidas');

      const segundoFator = await comoDono('login', () => doisFatores.find(app.db, app.cofre, found.id));
      if (segundoFator?.ativado_em) {
        const { secret, hash } = newSecret();
        const expira_em = new Date(app.clock().getTime() + CHALLENGE_TTL_MS);
        await comoDono('login', () => desafios.create(app.db, { hash, usuario_id: found.id, expira_em }));
        return { two_factor: true as const, challenge: secret };
      }
      return startSession(app, found.id);
    },
  );

  app.post(
    '/two-steps',
    {
      config: { publica: true },
      schema: { tags, body: TwoStepsBodySchema, response: { 200: SessionResponseSchema, ...errorResponses(401, 429) } },
      preHandler: app.attempts('two-steps', (request) => hashSecret((request.body as { challenge: string }).challenge)),
    },
    async (request) => {
      const hash = hashSecret(request.body.challenge);
      const code = request.body.code.trim();
      const agora = app.clock();
      // The right code spends the challenge, so its tries run out only on wrong ones.
      const usuarioId = await comoDono('login', () => desafios.tentar(app.db, hash, agora, CHALLENGE_MAX_FAILURES));
      const segundoFator = usuarioId ? await comoDono('login', () => doisFatores.find(app.db, app.cofre, usuarioId)) : undefined;
      if (!usuarioId || !segundoFator?.ativado_em) throw httpErrors.unauthorized(CHALLENGE_ENDED, 'desafio_encerrado');

      const step = acceptedStep(segundoFator.segredo, code, agora);
      const accepted = await comoDono('login', () =>
        step !== null ? doisFatores.acceptStep(app.db, usuarioId, step) : doisFatores.spendRecoveryCode(app.db, usuarioId, hashRecoveryCode(code), agora),
      );
      if (!accepted) {
        // A right code already used (the one that switched the verification on, or the last sign-in)
        // is told apart: the person only has to wait for the next one.
        throw httpErrors.invalidField('code', motivo(step !== null ? 'codigo_ja_usado' : 'codigo_invalido'));
      }
      if (!(await comoDono('login', () => desafios.spend(app.db, hash, agora)))) throw httpErrors.unauthorized(CHALLENGE_ENDED, 'desafio_encerrado');
      return startSession(app, usuarioId);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { publica: true },
      schema: { tags, body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema, ...errorResponses(429) } },
      preHandler: app.attempts('forgot-password', (request) => (request.body as { email?: string }).email),
    },
    async (request) => {
      const found = await comoDono('login', () => usuarios.findByEmail(app.db, request.body.email));
      if (found) {
        const { secret, hash } = newSecret();
        const agora = app.clock();
        const expira_em = new Date(agora.getTime() + RESET_LINK_TTL_MS);
        // Only the newest link works: one left in an old mail cannot be used after it.
        await comoDono('login', () =>
          app.db.transaction().execute(async (trx) => {
            await redefinicoes.spendAllOf(trx, found.id, agora);
            await redefinicoes.create(trx, { hash, usuario_id: found.id, expira_em });
          }),
        );
        const link = `${app.config.appUrl}/auth/forgot-password?token=${secret}`;
        // Not awaited: the answer must not take longer when the account exists.
        app.mailer
          .send({
            to: found.email,
            subject: 'Prumo: redefinição de senha',
            text:
              `Recebemos um pedido para redefinir a sua senha no Prumo.\n\n` +
              `Para escolher uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):\n${link}\n\n` +
              `Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.`,
            link,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'falha ao enviar o e-mail de redefinição de senha'));
      }
      return { message: FORGOT_SENT };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { publica: true },
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema, ...errorResponses(429) } },
      preHandler: app.attempts('reset-password', (request) => hashSecret((request.body as { token: string }).token)),
    },
    async (request) => {
      const hash = hashSecret(request.body.token);
      const agora = app.clock();
      const usuarioId = await comoDono('login', () => redefinicoes.live(app.db, hash, agora));
      if (!usuarioId) throw httpErrors.badRequest(RESET_LINK_ENDED, 'link_encerrado');
      exigirSenhaForte('password', request.body.password, await comoDono('login', () => usuarios.perfil(app.db, usuarioId)));
      const senha_hash = await app.passwords.hash(request.body.password);
      await comoDono('login', () =>
        app.db.transaction().execute(async (trx) => {
          if (!(await redefinicoes.spend(trx, hash, agora))) throw httpErrors.badRequest(RESET_LINK_ENDED, 'link_encerrado');
          await usuarios.setSenha(trx, usuarioId, senha_hash, agora);
          await encerrarLinks(trx, usuarioId, agora);
          await sessoes.revokeAll(trx, usuarioId, agora);
        }),
      );
      return { message: 'Senha redefinida. Entre com a nova senha.' };
    },
  );

  app.post(
    '/check',
    { schema: { tags, response: { 200: CheckResponseSchema } } },
    async (request) => ({ user: sessionUser(request) }),
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await comoDono('sessao', () => sessoes.revoke(app.db, request.session.tokenId, app.clock()));
      return { message: 'Sessão encerrada.' };
    },
  );
});

export default authRoutes;

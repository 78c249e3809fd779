import type { FastifyRequest } from 'fastify';
import {
  ConfiguracoesSchema,
  ConfiguracoesUpdateBodySchema,
  LOGO_MAX_BYTES,
  LogoQuerySchema,
  isPrefixoAtividade,
  type Configuracoes,
  type ConfiguracoesUpdateBody,
} from '#contract/configuracoes';
import type { ImagemTipo } from '#contract/imagem';
import { cnpjDigits, isValidCnpj } from '#contract/cnpj';
import { isFusoHorario } from '#contract/fusoHorario';
import { configuracoes, type ConfiguracoesChanges, type ConfiguracoesRow } from '#server/db/repositories/configuracoes';
import type { Trx } from '#server/db/tenant';
import { companyFiles } from '#server/files/companyFiles';
import { EXTENSIONS, imageType } from '#server/files/imageType';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';
import type { Problema } from '#server/http/textoDoCampo';
import { motivo } from '#contract/mensagensDoCampo';
import { naVersao, semProblemas } from '#server/http/registros';
import { errorResponses } from '#server/http/responses';
import { multipartUploads } from '#server/plugins/external/multipart';

const tags = ['configurações'];
const SEM_LOGO = 'A empresa não tem logotipo.';

function toConfiguracoes(row: ConfiguracoesRow): Configuracoes {
  const { id: _id, logo_arquivo, logo_tipo: _tipo, atualizado_em, ...rest } = row;
  // The file's random name changes with each logo, so it serves as the logo's version.
  const logo_versao = logo_arquivo ? (logo_arquivo.split('/').pop()?.split('.')[0] ?? null) : null;
  return { ...rest, logo_versao, atualizado_em: atualizado_em.toISOString() };
}

/** The form as stored, or 422 with every field's problem at once. */
function changesFrom(body: ConfiguracoesUpdateBody): ConfiguracoesChanges {
  const nome = body.nome.trim();
  const cnpj = body.cnpj?.trim() ? body.cnpj.trim() : null;
  const fuso_horario = body.fuso_horario.trim();
  const prefixo_atividade = body.prefixo_atividade.trim().toUpperCase();
  const problemas: Record<string, Problema[]> = {};
  if (!nome) problemas.nome = [motivo('obrigatorio')];
  if (cnpj !== null && !isValidCnpj(cnpj)) problemas.cnpj = [motivo('cnpj_invalido')];
  if (!isFusoHorario(fuso_horario)) problemas.fuso_horario = [motivo('fuso_horario_invalido')];
  if (!isPrefixoAtividade(prefixo_atividade)) problemas.prefixo_atividade = [motivo('prefixo_invalido')];
  semProblemas(problemas);
  return {
    nome,
    cnpj: cnpj === null ? null : cnpjDigits(cnpj),
    fuso_horario,
    prefixo_atividade,
    mostrar_demo: body.mostrar_demo,
    idioma_padrao: body.idioma_padrao,
    ...(body.prazos_acao ? { prazos_acao: body.prazos_acao } : {}),
  };
}

async function current(trx: Trx, empresaId: string, options: { lock?: boolean } = {}): Promise<ConfiguracoesRow> {
  const row = await configuracoes.get(trx, empresaId, options);
  // The session hook found the membership, so the company's row is there unless it was just deleted.
  if (!row) throw httpErrors.notFound('Empresa não encontrada.');
  return row;
}

/** /api/configuracoes: the current company's data and settings; every member reads, admin changes. */
const configuracoesRoutes = rotas('configuracoes', async (app) => {
  await app.register(multipartUploads);
  const files = companyFiles(app.config.dataDir);

  app.get(
    '/',
    {
      config: { permissao: 'configuracoes.ler' },
      schema: { tags, response: { 200: ConfiguracoesSchema } },
    },
    async (request) => toConfiguracoes(await request.tenant.leitura((trx, empresaId) => current(trx, empresaId))),
  );

  app.put(
    '/',
    {
      config: { permissao: 'configuracoes.editar' },
      schema: {
        tags,
        body: ConfiguracoesUpdateBodySchema,
        response: { 200: ConfiguracoesSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const changes = changesFrom(request.body);
      const autoria = request.autoria();
      return request.tenant.transaction(async (trx, empresaId) => {
        if (!(await configuracoes.update(trx, empresaId, request.body.versao, changes, autoria))) {
          throw httpErrors.stale();
        }
        return toConfiguracoes(await current(trx, empresaId));
      });
    },
  );

  app.get(
    '/logo',
    {
      config: { permissao: 'configuracoes.ler' },
      schema: {
        tags,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await request.tenant.leitura((trx, empresaId) => current(trx, empresaId));
      if (!row.logo_arquivo || !row.logo_tipo) throw httpErrors.notFound(SEM_LOGO);
      const bytes = await files.read(row.logo_arquivo);
      // Only members may see it: no shared cache keeps a copy.
      return reply.type(row.logo_tipo).header('cache-control', 'private, max-age=3600').send(bytes);
    },
  );

  /**
   * Sets (or, with null, removes) the logo over `versao`. The new file is written once the row is
   * locked at that versao, and removed again if the write does not commit; the old one goes after.
   */
  const replaceLogo = async (request: FastifyRequest, logo: { bytes: Buffer; tipo: ImagemTipo } | null, versao: number) => {
    const autoria = request.autoria();
    let novo: string | null = null;
    try {
      const { anterior, row } = await request.tenant.transaction(async (trx, empresaId) => {
        const before = naVersao(await current(trx, empresaId, { lock: true }), versao, 'Empresa não encontrada.');
        novo = logo ? await files.save(empresaId, logo.bytes, EXTENSIONS[logo.tipo]) : null;
        await configuracoes.update(trx, empresaId, versao, { logo_arquivo: novo, logo_tipo: logo?.tipo ?? null }, autoria);
        return { anterior: before.logo_arquivo, row: await current(trx, empresaId) };
      });
      if (anterior) await files.remove(anterior);
      return toConfiguracoes(row);
    } catch (error) {
      if (novo) await files.remove(novo);
      throw error;
    }
  };

  app.put(
    '/logo',
    {
      config: { permissao: 'configuracoes.editar' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: LogoQuerySchema,
        response: { 200: ConfiguracoesSchema, ...errorResponses(409, 413, 415) },
      },
    },
    async (request) => {
      const bytes = await request.uploadedFile('logo', LOGO_MAX_BYTES);
      const tipo = imageType(bytes);
      if (!tipo) throw httpErrors.invalidField('logo', motivo('tipo_de_imagem'));
      return replaceLogo(request, { bytes, tipo }, request.query.versao);
    },
  );

  app.delete(
    '/logo',
    {
      config: { permissao: 'configuracoes.editar' },
      schema: {
        tags,
        querystring: LogoQuerySchema,
        response: { 200: ConfiguracoesSchema, ...errorResponses(409) },
      },
    },
    async (request) => replaceLogo(request, null, request.query.versao),
  );
});

export default configuracoesRoutes;

import { Type, type Static } from '@sinclair/typebox';
import { EscolhaOuNulo, NumeroOuNulo, TextoOuNulo } from './anulavel';
import { cepDigits, problemaCep } from './cep';
import { problemaEmail } from './email';
import { EMAIL_MAX } from './limits';
import { ListaQueryBase, Lista, Ordem } from './lista';
import { motivo, type MotivoDoCampo, type MotivosPorCampo } from './mensagensDoCampo';
import { problemaTelefone, telefoneDigits } from './telefone';
import { isUf, SIGLAS_UF, type Uf } from './uf';

/** Longest text each field takes (characters). */
export const SITE_MAX = {
  nome: 160,
  codigo: 40,
  cep: 12,
  logradouro: 200,
  numero: 20,
  complemento: 120,
  bairro: 120,
  cidade: 120,
  uf: 2,
  contato_nome: 120,
  contato_telefone: 20,
  contato_email: EMAIL_MAX,
  observacoes: 2000,
} as const;

type CampoTexto = keyof typeof SITE_MAX;
export const SITE_CAMPOS_TEXTO = Object.keys(SITE_MAX) as CampoTexto[];


/** A site as the API answers it. `cep` and `contato_telefone` are digits only; format them to show. */
export const SiteSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  codigo: TextoOuNulo(),
  cep: TextoOuNulo(),
  logradouro: TextoOuNulo(),
  numero: TextoOuNulo(),
  complemento: TextoOuNulo(),
  bairro: TextoOuNulo(),
  cidade: TextoOuNulo(),
  uf: EscolhaOuNulo(SIGLAS_UF),
  latitude: NumeroOuNulo(),
  longitude: NumeroOuNulo(),
  contato_nome: TextoOuNulo(),
  contato_telefone: TextoOuNulo(),
  contato_email: TextoOuNulo(),
  observacoes: TextoOuNulo(),
  /** Each activity concluded here mails its report's link to `contato_email` (docs/notificacoes.md). */
  enviar_relatorio_ao_cliente: Type.Boolean(),
  ativo: Type.Boolean(),
  versao: Type.Integer(),
  criado_em: Type.String({ format: 'date-time' }),
  atualizado_em: Type.String({ format: 'date-time' }),
});
export type Site = Static<typeof SiteSchema>;

/** GET /api/sites/:id: the site and whether the signed-in person follows it (the lists leave this out). */
export const SiteDetalheSchema = Type.Composite([SiteSchema, Type.Object({ seguindo: Type.Boolean() })]);
export type SiteDetalhe = Static<typeof SiteDetalheSchema>;

// Lengths are bounded loosely here and exactly by problemasDoSite, so that a person reads
// "Deve ter no máximo 160 caracteres." from one place, for the editor and the import alike.
const texto = (max: number) => Type.Optional(TextoOuNulo({ maxLength: max * 2 }));

const siteCampos = {
  nome: Type.String({ maxLength: SITE_MAX.nome * 2 }),
  codigo: texto(SITE_MAX.codigo),
  cep: texto(SITE_MAX.cep),
  logradouro: texto(SITE_MAX.logradouro),
  numero: texto(SITE_MAX.numero),
  complemento: texto(SITE_MAX.complemento),
  bairro: texto(SITE_MAX.bairro),
  cidade: texto(SITE_MAX.cidade),
  // Room for a state's name typed in full: the check below answers it with the UF's own message.
  uf: Type.Optional(TextoOuNulo({ maxLength: 40 })),
  latitude: Type.Optional(NumeroOuNulo({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(NumeroOuNulo({ minimum: -180, maximum: 180 })),
  contato_nome: texto(SITE_MAX.contato_nome),
  contato_telefone: texto(SITE_MAX.contato_telefone),
  contato_email: texto(SITE_MAX.contato_email),
  observacoes: texto(SITE_MAX.observacoes),
  enviar_relatorio_ao_cliente: Type.Optional(Type.Boolean()),
  ativo: Type.Optional(Type.Boolean()),
};

/** POST /api/sites. Absent, empty and null fields are all "not given". */
export const SiteCreateBodySchema = Type.Object(siteCampos, { additionalProperties: false });
export type SiteCreateBody = Static<typeof SiteCreateBodySchema>;

/** PATCH /api/sites/:id: the fields to change, and the `versao` the editor read. */
export const SiteUpdateBodySchema = Type.Object(
  { ...Type.Partial(Type.Object(siteCampos)).properties, versao: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type SiteUpdateBody = Static<typeof SiteUpdateBodySchema>;

export const SITE_ORDENS = ['nome', 'codigo', 'cidade', 'uf', 'criado_em', 'atualizado_em'] as const;
export type SiteOrdem = (typeof SITE_ORDENS)[number];

const siteFiltros = {
  q: ListaQueryBase.q,
  ativo: Type.Optional(Type.Boolean()),
  uf: Type.Optional(Type.Union(SIGLAS_UF.map((uf) => Type.Literal(uf)))),
  cidade: Type.Optional(Type.String({ maxLength: SITE_MAX.cidade })),
  ordem: Type.Optional(Ordem(SITE_ORDENS)),
};

/**
 * GET /api/sites: `q` searches nome, código and cidade ignoring accents and case; `cidade`
 * matches the whole name the same way; default order `nome`.
 */
export const SiteListaQuerySchema = Type.Object(
  { ...siteFiltros, pagina: ListaQueryBase.pagina, limite: ListaQueryBase.limite },
  { additionalProperties: false },
);
export type SiteListaQuery = Static<typeof SiteListaQuerySchema>;

/** GET /api/sites/total: the list's filters, whose sites it counts. */
export const SiteTotalQuerySchema = Type.Omit(Type.Object(siteFiltros), ['ordem'], { additionalProperties: false });

/** GET /api/sites/exportar: the same filters as the list, every page. */
export const SiteExportQuerySchema = Type.Object(siteFiltros, { additionalProperties: false });
export type SiteExportQuery = Static<typeof SiteExportQuerySchema>;

export const SiteListaSchema = Lista(SiteSchema);
export type SiteLista = Static<typeof SiteListaSchema>;

/** The text fields of a site after trimming; empty text is null. */
export type SiteTextos = { [K in CampoTexto]: K extends 'nome' ? string : K extends 'uf' ? Uf | null : string | null };
export type SiteValores = SiteTextos & { latitude: number | null; longitude: number | null; enviar_relatorio_ao_cliente: boolean; ativo: boolean };

function add(problems: MotivosPorCampo, field: string, reason: MotivoDoCampo): void {
  (problems[field] ??= []).push(reason);
}

/** What the editor (or an imported line) gives: absent, null and blank text all mean "not given". */
export type SiteEntrada = Partial<Record<CampoTexto, string | null>> & {
  latitude?: number | null;
  longitude?: number | null;
  enviar_relatorio_ao_cliente?: boolean;
  ativo?: boolean;
};

/**
 * Checks and normalises a whole site: trims text, turns blank text into null, keeps the digits
 * of CEP and telefone, upper-cases the UF. Returns the clean values and the reasons per field
 * (empty when all is well). The editor runs
 * it before sending; the server runs it on every write (an update over the stored record merged
 * with the change) and every imported line.
 */
export function problemasDoSite(
  input: SiteEntrada,
): { valores: SiteValores; problemas: MotivosPorCampo } {
  const problemas: MotivosPorCampo = {};
  const valores: Record<string, unknown> = {};

  for (const campo of SITE_CAMPOS_TEXTO) {
    const text = input[campo]?.trim() || null;
    valores[campo] = null;
    if (text === null) {
      if (campo === 'nome') add(problemas, campo, motivo('obrigatorio'));
      continue;
    }
    // A UF longer than two letters gets the UF's own message, which says what to type.
    if (campo !== 'uf' && text.length > SITE_MAX[campo]) {
      add(problemas, campo, motivo('max_caracteres', { maximo: SITE_MAX[campo] }));
      continue;
    }
    const problem = problemaDoTexto(campo, text);
    if (problem) add(problemas, campo, problem);
    else valores[campo] = normalizar(campo, text);
  }

  for (const [campo, limite] of [['latitude', 90], ['longitude', 180]] as const) {
    const value = input[campo] ?? null;
    valores[campo] = value;
    if (value !== null && !(Number.isFinite(value) && Math.abs(value) <= limite)) {
      add(problemas, campo, motivo('entre', { minimo: -limite, maximo: limite }));
    }
  }
  // A point needs both coordinates: one alone would put the site on a line, not a place.
  if ((valores.latitude === null) !== (valores.longitude === null) && !problemas.latitude && !problemas.longitude) {
    add(problemas, valores.latitude === null ? 'latitude' : 'longitude', motivo('coordenadas_juntas'));
  }
  valores.enviar_relatorio_ao_cliente = input.enviar_relatorio_ao_cliente ?? false;
  valores.ativo = input.ativo ?? true;

  return { valores: valores as SiteValores, problemas };
}

function problemaDoTexto(campo: CampoTexto, text: string): MotivoDoCampo | null {
  switch (campo) {
    case 'cep':
      return problemaCep(text);
    case 'contato_telefone':
      return problemaTelefone(text);
    case 'contato_email':
      return problemaEmail(text);
    case 'uf':
      return isUf(text.toUpperCase()) ? null : motivo('uf_invalida');
    default:
      return null;
  }
}

function normalizar(campo: CampoTexto, text: string): string {
  switch (campo) {
    case 'cep':
      return cepDigits(text);
    case 'contato_telefone':
      return telefoneDigits(text);
    case 'uf':
      return text.toUpperCase();
    default:
      return text;
  }
}

import type { I18n } from '@lingui/core';
import { formatCep } from '#contract/cep';
import type { Site, SiteCreateBody } from '#contract/sites';
import { siteDaLinha, type SiteLinha } from '#contract/sitesImportacao';
import { formatTelefone } from '#contract/telefone';
import { textosDosCampos } from '../../ui/form/validation';
import type { Problems } from '../../ui/editor/useEditor';

export const SITE_FORM_CAMPOS = [
  'nome',
  'codigo',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'latitude',
  'longitude',
  'contato_nome',
  'contato_telefone',
  'contato_email',
  'observacoes',
] as const;

export type SiteFormCampo = (typeof SITE_FORM_CAMPOS)[number];
export type SiteFormValues = Record<SiteFormCampo, string> & { enviar_relatorio_ao_cliente: boolean };

export function siteFormValues(site: Site | null): SiteFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...(Object.fromEntries(SITE_FORM_CAMPOS.map((campo) => [campo, text(site?.[campo])])) as Record<SiteFormCampo, string>),
    cep: site?.cep ? formatCep(site.cep) : '',
    contato_telefone: site?.contato_telefone ? formatTelefone(site.contato_telefone) : '',
    enviar_relatorio_ao_cliente: site?.enviar_relatorio_ao_cliente ?? false,
  };
}

/**
 * The contract's checks over the form. The fields are text, as the cells of an imported line are,
 * so both go through one reading (coordinates with a comma or a point), with the messages in the
 * person's language. `ativo` is left alone: archiving is its own action.
 */
export function checkSite(values: SiteFormValues, i18n: I18n): { body: SiteCreateBody; problems: Problems } {
  const { enviar_relatorio_ao_cliente, ...textos } = values;
  const linha: SiteLinha = textos;
  const { valores, problemas } = siteDaLinha(linha);
  const { ativo: _archivingIsItsOwnAction, ...campos } = valores;
  return { body: { ...campos, enviar_relatorio_ao_cliente }, problems: textosDosCampos(problemas) };
}

/** "01310100" → "01310-100" while typing: digits only, eight at most. */
export function maskCep(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

import type { I18n } from '@lingui/core';
import type { Responsavel } from '#contract/atividade';
import { LIMITE_MAX } from '#contract/listaLimites';
import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import { PAPEL_NAMES } from '@/i18n/papeis';
import type { RecordOption } from '@/ui/form/RecordAutocomplete';
import { questionariosApi } from '../../questionarios/questionariosApi';
import { sitesApi } from '../../sites/sitesApi';
import { tiposServicoApi } from '../../tipos-servicos/tiposServicoApi';
import { atividadesApi } from '../atividadesApi';

/** A few at a time: the field narrows as one types. */
const LIMITE = 10;

export type TipoOption = RecordOption & { cor: string; questionario_id: string | null };

const siteOption = (site: Site): RecordOption => ({
  id: site.id,
  label: site.nome,
  detail: [site.codigo, [site.cidade, site.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ') || undefined,
});

const tipoOption = (tipo: TipoServico): TipoOption => ({ id: tipo.id, label: tipo.nome, cor: tipo.cor, questionario_id: tipo.questionario_id });

/**
 * Where the list's filters and the new-activity form find sites, tipos, responsáveis and questionários. `ativos`:
 * only those a new activity may use (the filters find the archived too, for older activities).
 */
export function opcoes(i18n: I18n, ativos: boolean) {
  const situacao: Record<string, string> = ativos ? { ativo: 'true' } : {};
  const responsavelOption = (pessoa: Responsavel): RecordOption => ({ id: pessoa.id, label: pessoa.nome, detail: i18n._(PAPEL_NAMES[pessoa.papel]) });
  return {
    sites: {
      search: async (q: string) => (await sitesApi.list({ q, limite: String(LIMITE), ...situacao })).items.map(siteOption),
      load: async (id: string) => siteOption(await sitesApi.get(id)),
    },
    tipos: {
      search: async (q: string) => (await tiposServicoApi.list({ q, limite: String(LIMITE), ordem: 'nome', ...situacao })).items.map(tipoOption),
      load: async (id: string) => tipoOption(await tiposServicoApi.get(id)),
    },
    questionarios: {
      search: async (q: string) =>
        (await questionariosApi.list({ q, limite: String(LIMITE) })).items.map((questionario) => ({ id: questionario.id, label: questionario.titulo })),
      load: async (id: string) => {
        const questionario = await questionariosApi.get(id);
        return { id: questionario.id, label: questionario.titulo };
      },
    },
    responsaveis: {
      search: async (q: string) => (await atividadesApi.responsaveis({ q, limite: LIMITE })).map(responsavelOption),
      // No call reads one person: a company's assignable people fit in the largest page.
      load: async (id: string) => {
        const pessoa = (await atividadesApi.responsaveis({ limite: LIMITE_MAX })).find((item) => item.id === id);
        if (!pessoa) throw new Error('Responsável não encontrado');
        return responsavelOption(pessoa);
      },
    },
  };
}

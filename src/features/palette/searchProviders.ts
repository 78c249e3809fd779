import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Acao } from '../../../contract/permissoes';
import { abrirPath } from '../../ui/list/listAddress';
import { sitesApi } from '../sites/sitesApi';
import { tiposServicoApi } from '../tipos-servicos/tiposServicoApi';

export interface SearchResult {
  /** Unique across providers. */
  key: string;
  provider: string;
  label: string;
  detail: string | null;
  /** Where choosing it goes: the list with the record's editor open. */
  path: string;
}

export interface SearchProvider {
  id: string;
  group: MessageDescriptor;
  /** Only those who may read these records search them. */
  acao: Acao;
  search: (text: string) => Promise<SearchResult[]>;
}

/** A few of each kind: the palette points at a record, the list is where one browses. */
const LIMITE = '5';

/** What the palette finds on the server as one types, beside the commands (DESIGN.md §5). */
export const SEARCH_PROVIDERS: SearchProvider[] = [
  {
    id: 'sites',
    group: msg`Sites`,
    acao: 'sites.ler',
    search: async (q) =>
      (await sitesApi.list({ q, limite: LIMITE })).items.map((site) => ({
        key: `site:${site.id}`,
        provider: 'sites',
        label: site.nome,
        detail: [site.codigo, [site.cidade, site.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ') || null,
        path: abrirPath('/sites', site.id),
      })),
  },
  {
    id: 'tipos-servicos',
    group: msg`Tipos de serviço`,
    acao: 'tiposServico.ler',
    search: async (q) =>
      (await tiposServicoApi.list({ q, limite: LIMITE })).items.map((tipo) => ({
        key: `tipo-servico:${tipo.id}`,
        provider: 'tipos-servicos',
        label: tipo.nome,
        detail: null,
        path: abrirPath('/tipos-servicos', tipo.id),
      })),
  },
];

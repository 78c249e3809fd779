import type { MessageDescriptor } from '@lingui/core';
import type { Acao } from '#contract/permissoes';
import { RECURSOS } from '../../app/routes';

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

/** What the palette finds on the server as one types, beside the commands: each resource's search (src/app/recurso.ts). */
export const SEARCH_PROVIDERS: SearchProvider[] = RECURSOS.flatMap(({ nome, titulo, busca }) =>
  busca
    ? [
        {
          id: nome,
          group: titulo,
          acao: busca.acao,
          search: async (q: string) =>
            (await busca.buscar(q)).map(({ id, ...achado }) => ({ ...achado, key: `${nome}:${id}`, provider: nome })),
        },
      ]
    : [],
);

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Acao } from '../../../contract/permissoes';
import { abrirPath } from '../../ui/list/listAddress';
import { atividadesApi } from '../atividades/atividadesApi';
import { detalhesPath } from '../atividades/lista/atividadesAddress';
import { questionariosApi } from '../questionarios/questionariosApi';
import { editarPath } from '../questionarios/questionariosAddress';
import { sitesApi } from '../sites/sitesApi';
import { tiposServicoApi } from '../tipos-servicos/tiposServicoApi';
import { usuariosApi } from '../usuarios/usuariosApi';

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

/** What the palette finds on the server as one types, beside the commands. */
export const SEARCH_PROVIDERS: SearchProvider[] = [
  {
    id: 'atividades',
    group: msg`Atividades`,
    acao: 'atividades.ler',
    // The API reads "123" or "AT-123" as a número and anything else as words of the título.
    search: async (q) =>
      (await atividadesApi.list({ q, limite: Number(LIMITE) })).items.map((atividade) => ({
        key: `atividade:${atividade.id}`,
        provider: 'atividades',
        label: `${atividade.codigo} · ${atividade.titulo}`,
        detail: atividade.site.nome,
        path: detalhesPath(atividade.id),
      })),
  },
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
  {
    id: 'usuarios',
    group: msg`Usuários`,
    acao: 'usuarios.ler',
    // By name or e-mail; the member opens with their papel.
    search: async (q) =>
      (await usuariosApi.membros({ q, limite: LIMITE })).items.map((membro) => ({
        key: `usuario:${membro.id}`,
        provider: 'usuarios',
        label: membro.nome,
        detail: membro.email,
        path: abrirPath('/usuarios', membro.id),
      })),
  },
  {
    id: 'questionarios',
    group: msg`Questionários`,
    acao: 'questionarios.ler',
    // The builder; a papel that may only read gets the versions there instead.
    search: async (q) =>
      (await questionariosApi.list({ q, limite: LIMITE })).items.map((questionario) => ({
        key: `questionario:${questionario.id}`,
        provider: 'questionarios',
        label: questionario.titulo,
        detail: null,
        path: editarPath(questionario.id),
      })),
  },
];

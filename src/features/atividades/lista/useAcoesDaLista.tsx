import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { useLingui } from '@lingui/react/macro';
import { lazy, useMemo, type ReactNode } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import type { AcaoLote } from '#contract/atividadeLote';
import { pode } from '#contract/permissoes';
import { transicao } from '#machines/atividadeMachine';
import { failureMessage } from '#machines/callFailure';
import { useAtor } from '@/app/session/useAtor';
import type { ListSelection, RowAction, RowKey } from '@/ui/list/types';
import type { ListState } from '@/ui/list/useList';
import { useMarcacao } from '@/ui/lote/useMarcacao';
import { notify } from '@/ui/toast/notify';
import { atividadesApi } from '../atividadesApi';
import { FEITAS } from '../transicoes/transicaoTextos';
import { useConfirmarTransicao } from '../transicoes/useConfirmarTransicao';

// Asked for with the first bulk action: the list draws without it.
const LoteDialog = lazy(() => import('./LoteDialog').then((module) => ({ default: module.LoteDialog })));

const ABERTAS: ReadonlySet<AtividadeResumo['status']> = new Set(['agendada', 'em_andamento', 'pausada']);

export interface AcoesDaLista {
  selection?: ListSelection;
  rowKeys: RowKey<AtividadeResumo>[];
  actions: (atividade: AtividadeResumo) => RowAction<AtividadeResumo>[];
  onEdit?: (atividade: AtividadeResumo) => void;
  /** The "N selecionadas" bar, while some are marked. */
  barra: ReactNode;
  /** The bulk dialog, while one is open. */
  dialogo: ReactNode;
}

/**
 * What the activity list does to its rows besides opening them: mark several (`x`) and reassign,
 * reschedule or cancel them together; `a` assigns the marked rows or the selected one; `s` starts
 * the selected one, after asking, when the lifecycle machine lets this person; `e` edits. Marks and bulk
 * actions are for those who edit activities.
 */
export function useAcoesDaLista(list: ListState<AtividadeResumo>): AcoesDaLista {
  const { t, i18n } = useLingui();
  const confirmar = useConfirmarTransicao();
  const ator = useAtor();
  const { papel } = ator;
  const gere = pode(papel, 'atividades.editar');
  const marcacao = useMarcacao<AtividadeResumo, AcaoLote>(list, {
    permitido: gere,
    rotulo: t`Atividades marcadas`,
    botoes: [
      { acao: 'reatribuir', label: t`Reatribuir`, icon: <PersonOutline />, atalho: 'A' },
      { acao: 'reagendar', label: t`Reagendar`, icon: <EventOutlined /> },
      { acao: 'cancelar', label: t`Cancelar`, icon: <Block />, perigo: true },
    ],
    dialogo: (pedido, fechar, feito) => <LoteDialog acao={pedido.acao} atividades={pedido.itens} onClose={fechar} onDone={feito} />,
  });

  // Each row's menu asks the machine, on every render: rows alike in status and responsável get one answer.
  const inicios = useMemo(() => new Map<string, ReturnType<typeof transicao>>(), [ator]);
  const inicio = (atividade: AtividadeResumo) => {
    const responsavelId = atividade.responsavel?.id ?? null;
    const chave = `${atividade.status} ${responsavelId}`;
    let resposta = inicios.get(chave);
    if (!resposta) {
      resposta = transicao(atividade.status, { ator, responsavelId, definicao: null, respostas: {}, comentarios: {} }, 'iniciar');
      inicios.set(chave, resposta);
    }
    return resposta;
  };
  const dito = (error: unknown) => {
    const message = failureMessage(error);
    return message;
  };

  const iniciar = async (atividade: AtividadeResumo) => {
    const permitido = inicio(atividade);
    if (!permitido.ok) {
      notify(permitido.motivo, 'warning');
      return;
    }
    if (!(await confirmar('iniciar', atividade.codigo))) return;
    try {
      await atividadesApi.transicao(atividade.id, { evento: 'iniciar', versao: atividade.versao });
      notify(i18n._(FEITAS.iniciar(atividade.codigo)), 'success');
    } catch (error) {
      notify(dito(error), 'error');
    }
    list.reload();
  };
  const editar = (atividade: AtividadeResumo) => {
    if (ABERTAS.has(atividade.status)) list.openRecord(atividade.id);
    else notify(t`Uma atividade concluída ou cancelada não pode ser editada.`, 'warning');
  };
  const atribuir = (atividade: AtividadeResumo | null) => marcacao.pedir('reatribuir', atividade);

  const rowKeys: RowKey<AtividadeResumo>[] = [
    ...(gere ? [{ id: 'atribuir', label: t`Atribuir a linha selecionada ou as marcadas`, key: 'a', run: atribuir }] : []),
    ...(pode(papel, 'atividades.ler') && papel !== 'leitor'
      ? [
          {
            id: 'iniciar',
            label: t`Iniciar a atividade selecionada`,
            key: 's',
            run: (atividade: AtividadeResumo | null) => (atividade ? void iniciar(atividade) : notify(t`Selecione uma linha primeiro.`, 'info')),
          },
        ]
      : []),
  ];

  const actions = (atividade: AtividadeResumo): RowAction<AtividadeResumo>[] => [
    ...(gere && ABERTAS.has(atividade.status)
      ? [
          { id: 'editar', label: t`Editar`, icon: <Edit fontSize="small" />, run: editar },
          { id: 'atribuir', label: t`Atribuir`, icon: <PersonOutline fontSize="small" />, run: atribuir },
        ]
      : []),
    ...(inicio(atividade).ok ? [{ id: 'iniciar', label: t`Iniciar`, icon: <PlayArrow fontSize="small" />, run: (item: AtividadeResumo) => void iniciar(item) }] : []),
  ];

  return {
    selection: marcacao.selection,
    rowKeys,
    actions,
    onEdit: gere ? editar : undefined,
    barra: marcacao.barra,
    dialogo: marcacao.dialogo,
  };
}

import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AtividadeResumo } from '#contract/atividade';
import { pode } from '#contract/permissoes';
import type { CallFailure } from '#machines/callFailure';
import { failureMessage } from '#machines/callFailure';
import { serverFieldErrors } from '@/ui/form/validation';
import { remarcacaoMachine, type Remarcacao, type Remarcavel } from './remarcacaoMachine';
import { inspector } from '@/app/inspector';
import { useSession } from '@/app/session/useSession';
import { useAddressParams } from '@/ui/list/useAddressParams';
import { useListAddress } from '@/ui/list/useListAddress';
import { useLoadList } from '@/ui/load/useLoadList';
import type { ListState } from '@/ui/list/useList';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { atividadesApi } from '../atividadesApi';
import { ATIVIDADE_FILTROS } from '../lista/atividadesAddress';
import { consultaDoCalendario, DATA, intervalo, lerData, lerModo, MODO, type Modo } from './calendarioAddress';
import { carregarCalendario } from './carregarCalendario';
import { diaNoFuso } from './datas';

/** Why a move was refused: the field's own message (a prazo before the new date) before the general one. */
export function motivoDaRecusa(recusa: CallFailure): string {
  const campos = serverFieldErrors(recusa);
  return campos.agendada_para ?? campos.prazo ?? failureMessage(recusa);
}

export interface Calendario {
  /** The list's address and the calendar's data, as the list's filters read and write them. */
  list: ListState<AtividadeResumo>;
  modo: Modo;
  data: string;
  hoje: string;
  de: string;
  ate: string;
  fuso: string;
  irPara: (mudancas: { modo?: Modo; data?: string }) => void;
  /** The activities on screen, one being moved shown where it goes. */
  atividades: AtividadeResumo[];
  podeRemarcar: boolean;
  arrastando: string | null;
  salvando: string | null;
  recusa: string | null;
  fecharRecusa: () => void;
  iniciarArrasto: (atividade: Remarcavel) => void;
  cancelarArrasto: () => void;
  remarcar: (atividade: Remarcavel, para: string) => void;
}

/**
 * The calendar's state: which days the address shows, the activities of those days (read again
 * when the days or the filters change), and rescheduling through the reschedule machine, whose
 * `remarcar` sends the PATCH at the versao read and puts the answer in place.
 */
export function useCalendario(): Calendario {
  const papel = useSession().empresa?.papel;
  const podeRemarcar = pode(papel, 'atividades.editar');
  const fuso = useFusoHorario();
  const endereco = useListAddress(ATIVIDADE_FILTROS);
  const [params, write] = useAddressParams();
  const hoje = diaNoFuso(Date.now(), fuso);
  const modo = lerModo(params.get(MODO));
  const data = lerData(params.get(DATA), hoje);
  const { de, ate } = intervalo(modo, data);
  const consulta = useMemo(() => consultaDoCalendario(endereco.query, { de, ate }), [endereco.query, de, ate]);
  // Drawn at once (docs/listas.md): the arrows move the focus across the days as the periods are read.
  const dados = useLoadList<AtividadeResumo>((query) => carregarCalendario(query, papel), consulta, 'imediato');

  const colocar = useRef(dados.replace);
  colocar.current = dados.replace;
  const [logic] = useState(() =>
    remarcacaoMachine.provide({
      actors: {
        remarcar: fromPromise<unknown, Remarcacao>(async ({ input }) => {
          const { id, versao } = input.atividade;
          try {
            colocar.current(await atividadesApi.update(id, { agendada_para: input.para, versao }));
          } catch (error) {
            // Read it again, so that the next move goes at the versao it now has.
            atividadesApi.get(id).then(colocar.current, () => undefined);
            throw error;
          }
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { pode: podeRemarcar }, inspect: inspector() });
  const contexto = useSelector(actor, (snapshot) => snapshot.context);

  const pedido = contexto.pedido;
  const itens = dados.page?.items ?? [];
  const atividades = pedido ? itens.map((item) => (item.id === pedido.atividade.id ? { ...item, agendada_para: pedido.para } : item)) : itens;

  return {
    list: { ...endereco, ...dados },
    modo,
    data,
    hoje,
    de,
    ate,
    fuso,
    irPara: (mudancas) =>
      write((next) => {
        if (mudancas.modo) next.set(MODO, mudancas.modo);
        if (mudancas.data) next.set(DATA, mudancas.data);
      }),
    atividades,
    podeRemarcar,
    arrastando: contexto.arrastando,
    salvando: pedido?.atividade.id ?? null,
    recusa: contexto.recusa ? motivoDaRecusa(contexto.recusa) : null,
    fecharRecusa: () => actor.send({ type: 'recusa.fechar' }),
    iniciarArrasto: (atividade) => actor.send({ type: 'arrasto.iniciar', atividade }),
    cancelarArrasto: () => actor.send({ type: 'arrasto.cancelar' }),
    remarcar: (atividade, para) => actor.send({ type: 'remarcacao.pedir', atividade, para }),
  };
}

import { useMemo } from 'react';
import type { AcaoCorretiva } from '#contract/acoes';
import { useAddressParams } from '@/ui/list/useAddressParams';
import { useListAddress } from '@/ui/list/useListAddress';
import type { ListState } from '@/ui/list/useList';
import { useLoadList } from '@/ui/load/useLoadList';
import { DATA, intervalo, lerData } from '../../atividades/calendario/calendarioAddress';
import { diaNoFuso } from '../../atividades/calendario/datas';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { ACAO_FILTROS } from '../acoesAddress';
import { carregarPrazos, PRAZO_ATE, PRAZO_DE } from './carregarPrazos';

export interface Prazos {
  /** The list's address and the calendar's data, as the list's filters read and write them. */
  list: ListState<AcaoCorretiva>;
  /** The day the address shows (its month is on screen), and today, on the company's clock. */
  data: string;
  hoje: string;
  /** The whole weeks that hold the month. */
  de: string;
  ate: string;
  /** The actions on screen by the day of their prazo, the earliest prazo first. */
  porDia: Map<string, AcaoCorretiva[]>;
  irPara: (dia: string) => void;
}

/** The month the address shows (`?visao=calendario&data=…`) and the actions due in its weeks, read again when the month or the filters change. */
export function usePrazos(): Prazos {
  const fuso = useFusoHorario();
  const endereco = useListAddress(ACAO_FILTROS);
  const [params, write] = useAddressParams();
  const hoje = diaNoFuso(Date.now(), fuso);
  const data = lerData(params.get(DATA), hoje);
  const { de, ate } = intervalo('mes', data);
  const consulta = useMemo(() => ({ ...endereco.query, [PRAZO_DE]: de, [PRAZO_ATE]: ate }), [endereco.query, de, ate]);
  // Drawn at once (docs/listas.md): the arrows move the focus across the days as the months are read.
  const dados = useLoadList(carregarPrazos, consulta, 'imediato');

  const porDia = useMemo(() => {
    const mapa = new Map<string, AcaoCorretiva[]>();
    const comPrazo = (dados.page?.items ?? []).filter((acao): acao is AcaoCorretiva & { prazo: string } => acao.prazo !== null);
    for (const acao of comPrazo.sort((a, b) => Date.parse(a.prazo) - Date.parse(b.prazo))) {
      const dia = diaNoFuso(acao.prazo, fuso);
      mapa.set(dia, [...(mapa.get(dia) ?? []), acao]);
    }
    return mapa;
  }, [dados.page, fuso]);

  return {
    list: { ...endereco, ...dados },
    data,
    hoje,
    de,
    ate,
    porDia,
    irPara: (dia) => write((next) => next.set(DATA, dia)),
  };
}

import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import { pode } from '#contract/permissoes';
import { useSession } from '@/app/session/useSession';
import { PageHeader } from '@/ui/PageHeader';
import { FilterText } from '@/ui/list/FilterText';
import { ListError } from '@/ui/list/ListError';
import { ListSkeleton } from '@/ui/list/ListSkeleton';
import { BUSCA } from '@/ui/list/listAddress';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { AtividadeFiltros } from '../lista/AtividadeFiltros';
import { useMudancasAoVivo } from '../lista/useMudancasAoVivo';
import { NovaAtividadeDialog } from '../nova/NovaAtividadeDialog';
import { AtividadeCartao, type Alvo, type Seta } from './AtividadeCartao';
import { CalendarioBarra } from './CalendarioBarra';
import { CalendarioDias } from './CalendarioDias';
import { CalendarioMes } from './CalendarioMes';
import { CalendarioSemana } from './CalendarioSemana';
import { deslocar } from './calendarioAddress';
import { diaNoFuso, diasEntre, horaNoFuso, movidaPara, somarDias } from './datas';
import { HaMaisAviso } from './HaMaisAviso';
import { useCalendario } from './useCalendario';
import { VisaoAlternador } from './VisaoAlternador';

const DIAS_DA_SETA: Record<Seta, number> = { anterior: -1, seguinte: 1, acima: -7, abaixo: 7 };

/**
 * `/atividades/lista?visao=calendario`: the activities of a month or a week on the company's
 * clock, with the list's search and filters. Each opens its page; admin and gestor reschedule an
 * open one by dragging it to another day (or, in the week, another hour) or with Alt and the arrows.
 */
export function AtividadesCalendario() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'));
  const cal = useCalendario();
  const { list, modo, data, hoje, fuso } = cal;
  const canCreate = pode(useSession().empresa?.papel, 'atividades.criar');
  const mudancas = useMudancasAoVivo(list);
  const dicaId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const raiz = useRef<HTMLDivElement>(null);
  const [alvo, setAlvo] = useState<Alvo | null>(null);
  // The activity moved by keyboard: focus follows it to the day it went to.
  const [focar, setFocar] = useState<string | null>(null);

  useEffect(() => {
    if (!focar) return;
    const cartao = [...(raiz.current?.querySelectorAll<HTMLElement>('[data-atividade-id]') ?? [])].find((el) => el.dataset.atividadeId === focar);
    if (cartao && document.activeElement !== cartao) cartao.focus();
  });

  const irPara = (dia: string) => cal.irPara({ data: dia });
  usePageCommands([
    { id: 'calendario:buscar', group: 'pagina', label: t`Buscar por número ou título`, keys: ['/'], run: () => searchRef.current?.focus() },
    { id: 'calendario:anterior', group: 'pagina', label: modo === 'mes' ? t`Mês anterior` : t`Semana anterior`, keys: ['k'], run: () => irPara(deslocar(modo, data, -1)) },
    { id: 'calendario:seguinte', group: 'pagina', label: modo === 'mes' ? t`Próximo mês` : t`Próxima semana`, keys: ['j'], run: () => irPara(deslocar(modo, data, 1)) },
    { id: 'calendario:hoje', group: 'pagina', label: t`Ir para hoje`, keys: ['t'], run: () => irPara(hoje) },
    { id: 'calendario:mes', group: 'pagina', label: t`Ver o mês`, keys: ['m'], run: () => cal.irPara({ modo: 'mes' }) },
    { id: 'calendario:semana', group: 'pagina', label: t`Ver a semana`, keys: ['w'], run: () => cal.irPara({ modo: 'semana' }) },
    ...(canCreate ? [{ id: 'calendario:novo', group: 'pagina' as const, label: t`Nova atividade`, keys: ['n'], paletteHidden: true, run: list.openNew }] : []),
  ]);

  const porDia = new Map<string, AtividadeResumo[]>();
  for (const atividade of [...cal.atividades].sort((a, b) => Date.parse(a.agendada_para) - Date.parse(b.agendada_para))) {
    const dia = diaNoFuso(atividade.agendada_para, fuso);
    porDia.set(dia, [...(porDia.get(dia) ?? []), atividade]);
  }

  const mover = (atividade: AtividadeResumo, seta: Seta) => {
    const dia = diaNoFuso(atividade.agendada_para, fuso);
    let para: string;
    if (modo === 'semana' && (seta === 'acima' || seta === 'abaixo')) {
      const hora = horaNoFuso(atividade.agendada_para, fuso) + (seta === 'acima' ? -1 : 1);
      if (hora < 0 || hora > 23) return;
      para = movidaPara(atividade.agendada_para, fuso, dia, hora);
    } else {
      para = movidaPara(atividade.agendada_para, fuso, somarDias(dia, modo === 'semana' ? Math.sign(DIAS_DA_SETA[seta]) : DIAS_DA_SETA[seta]));
    }
    const novoDia = diaNoFuso(para, fuso);
    // Past the days on screen, the calendar follows it there.
    if (novoDia < cal.de || novoDia > cal.ate) irPara(novoDia);
    setFocar(atividade.id);
    cal.remarcar(atividade, para);
  };

  const cartao = (atividade: AtividadeResumo) => (
    <AtividadeCartao
      atividade={atividade}
      hora={i18n.date(atividade.agendada_para, { timeStyle: 'short', timeZone: fuso })}
      movivel={cal.podeRemarcar && ['agendada', 'em_andamento', 'pausada'].includes(atividade.status)}
      salvando={cal.salvando === atividade.id}
      arrastando={cal.arrastando === atividade.id}
      dicaId={dicaId}
      onSeta={(seta) => mover(atividade, seta)}
      onArrasto={{
        iniciar: () => cal.iniciarArrasto(atividade),
        sobre: (novo) => setAlvo((antes) => (antes?.dia === novo?.dia && antes?.hora === novo?.hora ? antes : novo)),
        soltar: (solto) => {
          setAlvo(null);
          if (solto) cal.remarcar(atividade, movidaPara(atividade.agendada_para, fuso, solto.dia, modo === 'semana' ? solto.hora : undefined));
          else cal.cancelarArrasto();
        },
        cancelar: () => {
          setAlvo(null);
          cal.cancelarArrasto();
        },
      }}
    />
  );
  const dias = diasEntre(cal.de, cal.ate);

  return (
    <>
      <PageHeader title={t`Atividades`}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <VisaoAlternador />
          {canCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={list.openNew} aria-keyshortcuts="N">
              <Trans>Nova atividade</Trans>
            </Button>
          )}
        </Box>
      </PageHeader>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { flex: '1 1 180px', maxWidth: { sm: 320 } } }}>
        <FilterText search label={t`Buscar por número ou título`} value={list.query[BUSCA] ?? ''} onChange={(text) => list.set({ [BUSCA]: text || null })} inputRef={searchRef} />
        <AtividadeFiltros list={list} />
      </Box>
      {mudancas}
      {cal.recusa && (
        <Alert severity="error" role="alert" onClose={cal.fecharRecusa} sx={{ mb: 2 }}>
          {cal.recusa}
        </Alert>
      )}
      {list.page && <HaMaisAviso pagina={list.page} />}

      <CalendarioBarra
        modo={modo}
        data={data}
        de={cal.de}
        ate={cal.ate}
        onAnterior={() => irPara(deslocar(modo, data, -1))}
        onSeguinte={() => irPara(deslocar(modo, data, 1))}
        onHoje={() => irPara(hoje)}
        onModo={(escolhido) => cal.irPara({ modo: escolhido })}
      />
      {cal.podeRemarcar && (
        <Typography id={dicaId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Trans>Arraste uma atividade aberta para outro dia, ou use Alt e as setas sobre ela, para remarcá-la.</Trans>
        </Typography>
      )}

      {list.status === 'failed' ? (
        <ListError message={list.failureMessage} onRetry={list.retry} />
      ) : !list.page ? (
        <ListSkeleton />
      ) : (
        <Box ref={raiz} onFocus={(event) => focar && (event.target as HTMLElement).dataset.atividadeId !== focar && setFocar(null)} sx={{ overflowX: 'auto' }}>
          <Box sx={{ height: 4 }}>{list.status === 'loading' && <LinearProgress aria-label={t`Carregando`} />}</Box>
          {celular ? (
            <CalendarioDias
              dias={modo === 'mes' ? dias.filter((dia) => dia.startsWith(data.slice(0, 7))) : dias}
              hoje={hoje}
              porDia={porDia}
              alvo={alvo}
              cartao={cartao}
              vazio={t`Nenhuma atividade neste período.`}
            />
          ) : modo === 'mes' ? (
            <CalendarioMes dias={dias} mes={data.slice(0, 7)} hoje={hoje} porDia={porDia} alvo={alvo} cartao={cartao} onMais={(dia) => cal.irPara({ modo: 'semana', data: dia })} />
          ) : (
            <CalendarioSemana dias={dias} hoje={hoje} fuso={fuso} porDia={porDia} alvo={alvo} cartao={cartao} />
          )}
        </Box>
      )}

      {canCreate && list.editor?.id === null && (
        <NovaAtividadeDialog
          onClose={list.closeEditor}
          onCreated={() => {
            list.closeEditor();
            list.reload();
          }}
          onSeries={() => {
            list.closeEditor();
            list.reload();
          }}
        />
      )}
    </>
  );
}

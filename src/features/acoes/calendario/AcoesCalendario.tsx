import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { AcaoCorretiva } from '#contract/acoes';
import { PageHeader } from '@/ui/PageHeader';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { FilterText } from '@/ui/list/FilterText';
import { ListError } from '@/ui/list/ListError';
import { ListSkeleton } from '@/ui/list/ListSkeleton';
import { BUSCA } from '@/ui/list/listAddress';
import { CalendarioBarra } from '../../atividades/calendario/CalendarioBarra';
import { CalendarioDias, diasComItens } from '../../atividades/calendario/CalendarioDias';
import { CalendarioMes } from '../../atividades/calendario/CalendarioMes';
import { CALENDARIO_MAX } from '../../atividades/calendario/carregarCalendario';
import { deslocar } from '../../atividades/calendario/calendarioAddress';
import { diasEntre } from '../../atividades/calendario/datas';
import { VisaoAlternador } from '../../atividades/calendario/VisaoAlternador';
import { AcaoFiltros } from '../lista/AcaoFiltros';
import { AcaoNoDia } from './AcaoNoDia';
import { useDiaFocado } from './useDiaFocado';
import { usePrazos } from './usePrazos';

/**
 * `/acoes?visao=calendario`: the actions of a month by the day of their prazo on the company's
 * clock, with the list's search and filters. Arrows move between days, Enter goes into a day and
 * opens the action; on a phone, the days that hold actions as a list.
 */
export function AcoesCalendario() {
  const { t } = useLingui();
  const celular = useMediaQuery(useTheme().breakpoints.down('sm'));
  const prazos = usePrazos();
  const { list, data, hoje } = prazos;
  const searchRef = useRef<HTMLInputElement>(null);
  const mes = data.slice(0, 7);
  const dias = diasEntre(prazos.de, prazos.ate);
  // A phone lists only the days of the month that hold actions (and today).
  const focaveis = celular ? diasComItens(dias.filter((dia) => dia.startsWith(mes)), hoje, prazos.porDia) : dias;
  const foco = useDiaFocado({ focaveis, grade: !celular, hoje, mes, irPara: prazos.irPara });

  usePageCommands([
    { id: 'prazos:buscar', group: 'pagina', label: t`Buscar por código ou título`, keys: ['/'], run: () => searchRef.current?.focus() },
    { id: 'prazos:anterior', group: 'pagina', label: t`Mês anterior`, keys: ['k'], run: () => prazos.irPara(deslocar('mes', data, -1)) },
    { id: 'prazos:seguinte', group: 'pagina', label: t`Próximo mês`, keys: ['j'], run: () => prazos.irPara(deslocar('mes', data, 1)) },
    { id: 'prazos:hoje', group: 'pagina', label: t`Ir para hoje`, keys: ['t'], run: () => prazos.irPara(hoje) },
  ]);

  const cartao = (acao: AcaoCorretiva) => <AcaoNoDia acao={acao} />;

  return (
    <>
      <PageHeader title={t`Ações corretivas`}>
        <VisaoAlternador />
      </PageHeader>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { flex: '1 1 180px', maxWidth: { sm: 320 } } }}>
        <FilterText search label={t`Buscar por código ou título`} value={list.query[BUSCA] ?? ''} onChange={(text) => list.set({ [BUSCA]: text || null })} inputRef={searchRef} />
        <AcaoFiltros list={list} />
      </Box>
      {list.page?.next_cursor && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {t`O calendário mostra as primeiras ${CALENDARIO_MAX} ações deste mês. Use os filtros para ver as demais.`}
        </Alert>
      )}

      <CalendarioBarra
        modo="mes"
        data={data}
        de={prazos.de}
        ate={prazos.ate}
        onAnterior={() => prazos.irPara(deslocar('mes', data, -1))}
        onSeguinte={() => prazos.irPara(deslocar('mes', data, 1))}
        onHoje={() => prazos.irPara(hoje)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Cada ação aparece no dia do seu prazo. Use as setas para passar de um dia a outro e Tab para chegar às ações do dia.</Trans>
      </Typography>

      {list.status === 'failed' ? (
        <ListError message={list.failureMessage} onRetry={list.retry} />
      ) : !list.page ? (
        <ListSkeleton />
      ) : (
        <Box ref={foco.raiz}>
          <Box sx={{ height: 4 }}>{list.status === 'loading' && <LinearProgress aria-label={t`Carregando`} />}</Box>
          {celular ? (
            <CalendarioDias dias={focaveis} hoje={hoje} porDia={prazos.porDia} cartao={cartao} vazio={t`Nenhuma ação com prazo neste mês.`} foco={foco} />
          ) : (
            <CalendarioMes dias={dias} mes={mes} hoje={hoje} porDia={prazos.porDia} cartao={cartao} foco={foco} />
          )}
        </Box>
      )}
    </>
  );
}

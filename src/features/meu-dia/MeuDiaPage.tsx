import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { StatusAtividade } from '#contract/atividadeStatus';
import type { AtividadeDoDia } from '#contract/meuDia';
import { useAtor } from '../../app/session/useAtor';
import { usePageCommands } from '../../ui/commands/usePageCommands';
import { localizacaoDoAparelho } from '../atividades/detalhes/localizacaoDoAparelho';
import { detalhesPath } from '../atividades/lista/atividadesAddress';
import { statusComPendentes } from '../atividades/offline/statusComPendentes';
import { useOutbox } from '../atividades/offline/useOutbox';
import { pendenciasAConferir } from '../acoes/pendencias/acaoComPendentes';
import { useFusoHorario } from '../configuracoes/useConfiguracoesDaEmpresa';
import { EmptyState } from '../../ui/EmptyState';
import { ListError } from '../../ui/list/ListError';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { usePrimeirosAntes } from '../../ui/usePrimeirosAntes';
import { AgendaSituacao } from './AgendaSituacao';
import { AtividadeDoDiaCard } from './AtividadeDoDiaCard';
import { MinhasAcoes } from './MinhasAcoes';
import type { Ponto } from './distancia';
import { diaEm, diaMais, porDia } from './porDia';
import { useMeuDia } from './useMeuDia';

/** The cards of the agenda's first draw (usePrimeirosAntes): more than a phone or a 1440 px screen shows. */
const PRIMEIROS_CARTOES = 4;

/** "Meu dia": the person's own activities of the next seven days, by day, kept on the phone for when it is offline. */
export function MeuDiaPage() {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const [, navigate] = useLocation();
  const estado = useMeuDia();
  const ator = useAtor();
  const { itens: naoEnviados } = useOutbox();
  // Started or concluded on this device and not yet sent: the status its own page shows (docs/offline.md).
  const statusNaTela = (atividade: AtividadeDoDia): StatusAtividade => {
    const contexto = { ator, responsavelId: atividade.responsavel?.id ?? null, definicao: null, respostas: {}, comentarios: {} };
    return statusComPendentes(atividade.status, contexto, atividade.id, naoEnviados);
  };
  const [aqui, setAqui] = useState<Ponto | null>(null);
  const [localizando, setLocalizando] = useState(false);
  const [semLocalizacao, setSemLocalizacao] = useState(false);
  const [selecionada, setSelecionada] = useState<string | null>(null);
  const [movimentos, setMovimentos] = useState(0);
  const cardRef = useRef<HTMLAnchorElement>(null);

  const atividades = estado.data?.guardada.agenda.items ?? [];
  // A copy kept before the agenda carried the site's findings shows no count until it is brought up to date;
  // one checked on this device and not yet sent no longer counts (docs/acoes.md).
  const pendencias = new Map(
    (estado.data?.guardada.agenda.pacotes ?? []).map((pacote) => [pacote.atividade.id, pendenciasAConferir(pacote.pendencias ?? [], naoEnviados, ator)]),
  );
  const indice = atividades.findIndex((atividade) => atividade.id === selecionada);
  const desenhadas = usePrimeirosAntes(atividades, PRIMEIROS_CARTOES, indice);

  // Focus follows a move made with the keys, as in the other lists.
  useEffect(() => {
    if (movimentos > 0) cardRef.current?.focus();
  }, [movimentos]);

  const mover = (passo: 1 | -1) => {
    if (atividades.length === 0) return;
    const proxima = indice < 0 ? (passo > 0 ? 0 : atividades.length - 1) : Math.min(atividades.length - 1, Math.max(0, indice + passo));
    setSelecionada(atividades[proxima]!.id);
    setMovimentos((quantos) => quantos + 1);
  };

  usePageCommands([
    { id: 'lista:proxima', group: 'pagina', label: t`Próxima linha`, keys: ['j'], also: ['arrowdown'], paletteHidden: true, run: () => mover(1) },
    { id: 'lista:anterior', group: 'pagina', label: t`Linha anterior`, keys: ['k'], also: ['arrowup'], paletteHidden: true, run: () => mover(-1) },
    {
      id: 'lista:abrir',
      group: 'pagina',
      label: t`Abrir a linha selecionada`,
      keys: ['enter'],
      paletteHidden: true,
      run: () => {
        if (indice >= 0) navigate(detalhesPath(atividades[indice]!.id));
      },
    },
  ]);

  // Asked only when the person presses the button: a prompt on opening the page would be refused out of hand.
  const mostrarDistancias = async () => {
    setLocalizando(true);
    const localizacao = await localizacaoDoAparelho();
    setLocalizando(false);
    setAqui(localizacao);
    setSemLocalizacao(localizacao === null);
  };

  const hoje = diaEm(new Date(), fuso);
  const nomeDoDia = (dia: string) =>
    dia === hoje
      ? t`Hoje`
      : dia === diaMais(hoje, 1)
        ? t`Amanhã`
        : i18n.date(`${dia}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

  return (
    <>
      <PageHeader title={t`Meu dia`}>
        {!aqui && atividades.length > 0 && (
          <Button variant="outlined" startIcon={<NearMeOutlined />} onClick={() => void mostrarDistancias()} disabled={localizando}>
            <Trans>Mostrar distâncias</Trans>
          </Button>
        )}
      </PageHeader>
      {semLocalizacao && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>Não foi possível saber onde o aparelho está. Verifique se a localização está permitida.</Trans>
        </Typography>
      )}
      {estado.data && <AgendaSituacao {...estado.data} />}
      {!estado.data && estado.status === 'failed' ? (
        <ListError message={estado.failureMessage} onRetry={estado.retry} />
      ) : !estado.data ? (
        <ListSkeleton />
      ) : atividades.length === 0 ? (
        <EmptyState icon={<EventAvailableOutlined />} title={t`Nada agendado para os próximos 7 dias`}>
          <Trans>As atividades atribuídas a você aparecem aqui, dia a dia.</Trans>
        </EmptyState>
      ) : (
        porDia(desenhadas, fuso).map(({ dia, atividades: doDia }) => (
          <Box component="section" key={dia} aria-label={nomeDoDia(dia)} sx={{ mb: 3, maxWidth: 720 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
              {nomeDoDia(dia)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {doDia.map((atividade) => (
                <AtividadeDoDiaCard
                  key={atividade.id}
                  atividade={atividade}
                  status={statusNaTela(atividade)}
                  fuso={fuso}
                  aqui={aqui}
                  selecionada={atividade.id === selecionada}
                  cardRef={atividade.id === selecionada ? cardRef : undefined}
                  pendencias={pendencias.get(atividade.id) ?? 0}
                />
              ))}
            </Box>
          </Box>
        ))
      )}
      {/* After the agenda: what the day holds comes first. A copy kept before the agenda carried them has none until it is brought up to date. */}
      {estado.data && <MinhasAcoes acoes={estado.data.guardada.agenda.minhas_acoes ?? []} naoEnviados={naoEnviados} fuso={fuso} />}
    </>
  );
}

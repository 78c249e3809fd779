import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { EventoAcao } from '#contract/acaoStatus';
import type { AcaoCorretiva } from '#contract/acoes';
import type { Atividade } from '#contract/atividade';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import { LIMITE_MAX } from '#contract/listaLimites';
import { pode } from '#contract/permissoes';
import { acoesDisponiveis } from '#machines/acaoMachine';
import { useAtor } from '@/app/session/useAtor';
import { TextLink } from '@/ui/form/TextLink';
import { useLoad } from '@/ui/load/useLoad';
import { StaleAlert } from '@/ui/StaleAlert';
import { detalhesPath } from '../../atividades/lista/atividadesAddress';
import { MotivoDialog } from '../../atividades/detalhes/MotivoDialog';
import { doServidorOuDaCopia } from '../../meu-dia/doServidorOuDaCopia';
import { useChaveDaAgenda } from '../../meu-dia/useChaveDaAgenda';
import { EVENTO_NOMES, FEITAS, STATUS_CORES, STATUS_NOMES } from '../acaoNomes';
import { acaoPath } from '../acoesAddress';
import { acoesApi } from '../acoesApi';
import { PERGUNTAS } from '../detalhes/perguntas';
import { useTransicaoDaAcao } from '../detalhes/useTransicaoDaAcao';
import { VerificarDialog } from './VerificarDialog';

/** What the visit does to an earlier visit's finding: check the fix, or send it back. */
const DA_VISITA: readonly EventoAcao[] = ['verificar', 'reabrir'];

/** The activity's status in which the site's findings are shown: before and during the visit. */
const ANTES_DE_ENCERRAR = new Set<Atividade['status']>(['agendada', 'em_andamento', 'pausada']);

interface Pendencias {
  acoes: AcaoCorretiva[];
  /** Read from the device's copy (no connection): shown, not worked on. */
  daCopia: boolean;
}

interface PendenciasDoSiteProps {
  atividade: Atividade;
  /** Whether this person may send photos through the activity now (it is under way, and theirs). */
  enviaFotos: boolean;
  fuso: string;
}

/**
 * The site's findings of earlier visits still to be checked (its corrective actions not yet
 * verified nor cancelled, other than those this activity raised), shown before the questionnaire.
 * The técnico of the visit verifies a resolved one, with what they saw and photos, or reopens it
 * with the reason; the others are shown with their status. Without the connection, the copy of
 * the agenda on the device lists them (docs/offline.md) and the buttons wait for the connection.
 */
export function PendenciasDoSite({ atividade, enviaFotos, fuso }: PendenciasDoSiteProps) {
  const tituloId = useId();
  const chave = useChaveDaAgenda();
  const carga = useLoad(() =>
    doServidorOuDaCopia<Pendencias>(
      async () => {
        const { items } = await acoesApi.list({ site_id: atividade.site.id, abertas: true, limite: LIMITE_MAX });
        const daqui = items.filter((acao) => acao.atividade_id !== atividade.id).sort((a, b) => a.numero - b.numero);
        return { acoes: daqui, daCopia: false };
      },
      chave,
      atividade.id,
      (copia) => (copia.pacote.pendencias ? { acoes: copia.pacote.pendencias, daCopia: true } : null),
    ),
  );
  if (!ANTES_DE_ENCERRAR.has(atividade.status) || !carga.data || carga.data.acoes.length === 0) return null;
  const { acoes, daCopia } = carga.data;
  return (
    <Box
      component="section"
      aria-labelledby={tituloId}
      sx={{ display: 'grid', gap: 1.5, p: 2, mb: 2, border: 1, borderColor: 'warning.main', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography id={tituloId} variant="h6" component="h2">
          <Trans>Pendências deste site</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>Ações corretivas de visitas anteriores, ainda não verificadas. Confira as resolvidas no local: verifique ou reabra com o que viu.</Trans>
        </Typography>
        {daCopia && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Cópia do aparelho: verificar e reabrir precisam de conexão.</Trans>
          </Typography>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {acoes.map((acao) => (
          <Pendencia key={acao.id} inicial={acao} atividade={atividade} enviaFotos={enviaFotos} somenteLeitura={daCopia} fuso={fuso} />
        ))}
      </Box>
    </Box>
  );
}

interface PendenciaProps {
  inicial: AcaoCorretiva;
  atividade: Atividade;
  enviaFotos: boolean;
  somenteLeitura: boolean;
  fuso: string;
}

function Pendencia({ inicial, atividade, enviaFotos, somenteLeitura, fuso }: PendenciaProps) {
  const { t, i18n } = useLingui();
  const ator = useAtor();
  // What the last transition answered: the item stays in the list with its new status.
  const [acao, setAcao] = useState(inicial);
  const transicoes = useTransicaoDaAcao(acao, setAcao);
  const [pedindo, setPedindo] = useState<EventoAcao | null>(null);
  // The next visit is this activity, under way and carried out by this person, at the action's site.
  const naVisitaSeguinte = atividade.status === 'em_andamento' && atividade.responsavel?.id === ator.usuarioId && acao.atividade_id !== atividade.id;
  const eventos =
    somenteLeitura || !pode(ator.papel, 'acoes.trabalhar')
      ? []
      : acoesDisponiveis(acao.status, { ator, responsavelId: acao.responsavel?.id ?? null, naVisitaSeguinte }).filter((evento) => DA_VISITA.includes(evento));
  const reabrir = PERGUNTAS.reabrir!;
  const { problema } = transicoes;
  const prazo = acao.prazo ? i18n.date(acao.prazo, { dateStyle: 'short', timeZone: fuso }) : null;

  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.75, pt: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <TextLink href={acaoPath(acao.id)} sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
        {acao.codigo} · {acao.titulo}
      </TextLink>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Chip size="small" color={STATUS_CORES[acao.status]} label={i18n._(STATUS_NOMES[acao.status])} />
        {acao.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} />}
        {acao.reincidente && <Chip size="small" color="warning" variant="outlined" label={t`Reincidente`} />}
        <Typography variant="body2" color="text.secondary">
          {prazo ? t`Prazo: ${prazo}` : t`Sem prazo`}
        </Typography>
        {acao.atividade_id && (
          <Typography variant="body2">
            <TextLink href={detalhesPath(acao.atividade_id)}>{t`Visita de origem`}</TextLink>
          </Typography>
        )}
      </Box>
      {acao.descricao && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {acao.descricao}
        </Typography>
      )}
      {eventos.length > 0 && (
        <Box role="group" aria-label={t`Conferir ${acao.codigo}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {eventos.map((evento) => (
            <Button
              key={evento}
              size="small"
              variant={evento === 'verificar' ? 'contained' : 'outlined'}
              disabled={transicoes.enviando !== null}
              onClick={() => setPedindo(evento)}
            >
              {i18n._(EVENTO_NOMES[evento])}
            </Button>
          ))}
        </Box>
      )}
      {acao.status === 'resolvida' && eventos.length === 0 && !somenteLeitura && (
        <Typography variant="body2" color="text.secondary">
          {atividade.status === 'em_andamento' ? (
            <Trans>Quem executa esta visita confere a correção.</Trans>
          ) : (
            <Trans>Inicie a atividade para conferir a correção.</Trans>
          )}
        </Typography>
      )}
      {transicoes.feita && (
        <Alert severity="success" role="status" onClose={transicoes.esquecerFeita}>
          {i18n._(FEITAS[transicoes.feita](acao.codigo))}
        </Alert>
      )}
      {problema?.desatualizada && (
        <StaleAlert
          onReload={() => {
            transicoes.limparProblema();
            void acoesApi.get(acao.id).then(setAcao, () => undefined);
          }}
        >
          {problema.message}
        </StaleAlert>
      )}
      {problema && !problema.desatualizada && (
        <Alert severity="error" role="alert" onClose={transicoes.limparProblema}>
          {problema.message}
        </Alert>
      )}
      {pedindo === 'verificar' && (
        <VerificarDialog
          codigo={acao.codigo}
          atividadeId={enviaFotos ? atividade.id : null}
          onClose={() => setPedindo(null)}
          onConfirm={(evidencia) => {
            setPedindo(null);
            void transicoes.executar('verificar', evidencia);
          }}
        />
      )}
      {pedindo === 'reabrir' && (
        <MotivoDialog
          title={i18n._(reabrir.titulo(acao.codigo))}
          message={i18n._(reabrir.mensagem)}
          acao={i18n._(EVENTO_NOMES.reabrir)}
          destrutiva={false}
          campo={{ rotulo: t`O que você viu`, vazio: t`Informe o motivo.`, maximo: MOTIVO_MAX, longo: t`O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.` }}
          onClose={() => setPedindo(null)}
          onConfirm={(motivo) => {
            setPedindo(null);
            void transicoes.executar('reabrir', { motivo });
          }}
        />
      )}
    </Box>
  );
}

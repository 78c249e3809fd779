import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EventoAcao, StatusAcao } from '#contract/acaoStatus';
import type { AcaoCorretiva } from '#contract/acoes';
import type { Atividade } from '#contract/atividade';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import { pode } from '#contract/permissoes';
import { acoesDisponiveis } from '#machines/acaoMachine';
import { useAtor } from '@/app/session/useAtor';
import { TextLink } from '@/ui/form/TextLink';
import { MotivoDialog } from '../../atividades/detalhes/MotivoDialog';
import { detalhesPath } from '../../atividades/lista/atividadesAddress';
import { EnvioLinha } from '../../atividades/offline/EnvioLinha';
import { enviosNaLista } from '../../atividades/offline/envioNaLista';
import type { ItemOutbox } from '../../atividades/offline/outbox';
import type { AcaoNoAparelho } from '../../atividades/offline/outboxDaSessao';
import type { useOutbox } from '../../atividades/offline/useOutbox';
import { EVENTO_NOMES, FEITAS, STATUS_CORES, STATUS_NOMES } from '../acaoNomes';
import { acaoPath } from '../acoesAddress';
import { PERGUNTAS } from '../detalhes/perguntas';
import { acaoComPendentes } from './acaoComPendentes';
import { EvidenciaDialog } from './EvidenciaDialog';

/** What a visit does to the site's finding: its responsável fixes it, or the next visit checks the fix or sends it back. */
const DA_VISITA: readonly EventoAcao[] = ['resolver', 'verificar', 'reabrir'];

/** The action as the server answered a check the sender took, and which check it was. */
export interface Recebida {
  acao: AcaoCorretiva;
  evento: AcaoNoAparelho['evento'];
}

interface PendenciaProps {
  /** The action as last read (the server, the device's copy, or the answer to a check sent). */
  acao: AcaoCorretiva;
  recebida: Recebida | undefined;
  /** This action's checks in the outbox, in their order. */
  itens: ItemOutbox[];
  envios: ReturnType<typeof useOutbox>;
  atividade: Atividade;
  enviaFotos: boolean;
  fuso: string;
}

/**
 * One finding of an earlier visit: its status as the person sees it on this device (what they
 * checked and the outbox still holds applied through the action's machine), the check on its way
 * with its state and what they typed, or the buttons of the visit.
 */
export function Pendencia({ acao: guardada, recebida, itens, envios, atividade, enviaFotos, fuso }: PendenciaProps) {
  const { t, i18n } = useLingui();
  const ator = useAtor();
  const [pedindo, setPedindo] = useState<EventoAcao | null>(null);
  const [avisada, setAvisada] = useState<Recebida | undefined>(undefined);
  const acao = acaoComPendentes(guardada, itens, ator);
  const aCaminho = itens.filter((item) => item.estado !== 'enviado');
  // The visit is this activity, under way and carried out by this person, at the action's site.
  const naVisita = atividade.status === 'em_andamento' && atividade.responsavel?.id === ator.usuarioId;
  // A later visit than the one that raised the action and the one that fixed it: it checks the fix.
  const resolvidaAqui = acao.resolvida_na_atividade_id === atividade.id;
  const naVisitaSeguinte = naVisita && acao.atividade_id !== atividade.id && !resolvidaAqui;
  const contexto = { ator, responsavelId: acao.responsavel?.id ?? null, naVisitaSeguinte };
  // An open action is started and resolved in one go: the work is done by the time it is said.
  const disponiveis = (status: StatusAcao) =>
    status === 'aberta' && acoesDisponiveis(status, contexto).includes('iniciar') ? acoesDisponiveis('em_andamento', contexto) : acoesDisponiveis(status, contexto);
  // A transition on its way (or refused, until the person chose) is the one there is: no second one over it.
  // Fixing is what the visit's own técnico does there, with its photos; elsewhere the action's page resolves.
  const eventos =
    aCaminho.length > 0 || !pode(ator.papel, 'acoes.trabalhar')
      ? []
      : disponiveis(acao.status).filter((evento) => DA_VISITA.includes(evento) && (evento !== 'resolver' || naVisita));
  const fotosDo = (item: ItemOutbox) => envios.partes.filter((parte) => parte.id.startsWith(`${envios.usuarioId}:${item.atividade_id}:evidencia-${item.id}:`));
  const fotosACaminho = aCaminho.flatMap(fotosDo);
  const linhas = enviosNaLista(aCaminho, fotosACaminho, envios, i18n);
  const reabrir = PERGUNTAS.reabrir!;
  const prazo = acao.prazo ? i18n.date(acao.prazo, { dateStyle: 'short', timeZone: fuso }) : null;
  const guardar = async (evento: AcaoNoAparelho['evento'], texto: Pick<AcaoNoAparelho, 'motivo' | 'comentario'>, fotos: { nome: string; arquivo: Blob }[] = []) => {
    setPedindo(null);
    const onde = { atividade_id: atividade.id, codigo: atividade.codigo };
    const naAcao = { acao_id: acao.id, acao_codigo: acao.codigo };
    let versao = guardada.versao;
    if (evento === 'resolver' && acao.status === 'aberta') {
      await envios.remetente.guardarAcao(onde, { ...naAcao, evento: 'iniciar', versao }, []);
      // Started by that item, one version up: a change by someone else meanwhile is still a conflict.
      versao += 1;
    }
    await envios.remetente.guardarAcao(onde, { ...naAcao, evento, ...texto, versao }, fotos);
  };

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
      {aCaminho.map((item) => (
        <Evidencia key={item.id} corpo={item.corpo as unknown as AcaoNoAparelho} noAparelho={fotosDo(item).length} />
      ))}
      {linhas.length > 0 && (
        <Box component="ul" aria-label={t`Envio de ${acao.codigo}`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {linhas.map((envio) => (
            <EnvioLinha key={envio.id} envio={envio} />
          ))}
        </Box>
      )}
      {eventos.length > 0 && (
        <Box role="group" aria-label={t`${acao.codigo} nesta visita`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {eventos.map((evento) => (
            <Button key={evento} size="small" variant={evento === 'reabrir' ? 'outlined' : 'contained'} onClick={() => setPedindo(evento)}>
              {i18n._(EVENTO_NOMES[evento])}
            </Button>
          ))}
        </Box>
      )}
      {acao.status === 'resolvida' && eventos.length === 0 && aCaminho.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {resolvidaAqui ? (
            <Trans>Corrigida nesta visita: a próxima visita ao site confere a correção.</Trans>
          ) : atividade.status === 'em_andamento' ? (
            <Trans>Quem executa esta visita confere a correção.</Trans>
          ) : (
            <Trans>Inicie a atividade para conferir a correção.</Trans>
          )}
        </Typography>
      )}
      {recebida && recebida !== avisada && (
        <Alert severity="success" role="status" onClose={() => setAvisada(recebida)}>
          {i18n._(FEITAS[recebida.evento](acao.codigo))}
        </Alert>
      )}
      {(pedindo === 'resolver' || pedindo === 'verificar') && (
        <EvidenciaDialog
          evento={pedindo}
          codigo={acao.codigo}
          comFotos={enviaFotos}
          onClose={() => setPedindo(null)}
          onConfirm={({ comentario, fotos }) => void guardar(pedindo, comentario === undefined ? {} : { comentario }, fotos)}
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
          onConfirm={(motivo) => void guardar('reabrir', { motivo })}
        />
      )}
    </Box>
  );
}

/** What the person wrote and photographed for a transition still on the device: kept until sent, or until they drop it. */
function Evidencia({ corpo, noAparelho }: { corpo: AcaoNoAparelho; noAparelho: number }) {
  const { t } = useLingui();
  const texto = corpo.comentario ?? corpo.motivo;
  const quantas = corpo.fotos.length + noAparelho;
  const resolvendo = corpo.evento === 'resolver';
  return (
    <>
      {texto && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {resolvendo ? t`O que foi feito: ${texto}` : t`O que você viu: ${texto}`}
        </Typography>
      )}
      {quantas > 0 && (
        <Typography variant="body2" color="text.secondary">
          {resolvendo
            ? plural(quantas, { one: '# foto da correção', other: '# fotos da correção' })
            : plural(quantas, { one: '# foto da verificação', other: '# fotos da verificação' })}
        </Typography>
      )}
    </>
  );
}

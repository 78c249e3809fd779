import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { AcaoCorretiva } from '#contract/acoes';
import type { Atividade } from '#contract/atividade';
import { LIMITE_MAX } from '#contract/listaLimites';
import { useLoad } from '@/ui/load/useLoad';
import { useOutbox } from '../../atividades/offline/useOutbox';
import { doServidorOuDaCopia } from '../../meu-dia/doServidorOuDaCopia';
import { useChaveDaAgenda } from '../../meu-dia/useChaveDaAgenda';
import { acoesApi } from '../acoesApi';
import { itensDaAcao } from './acaoComPendentes';
import { Pendencia, type Recebida } from './Pendencia';

/** The activity's status in which the site's findings are shown: before and during the visit. */
const ANTES_DE_ENCERRAR = new Set<Atividade['status']>(['agendada', 'em_andamento', 'pausada']);

interface Pendencias {
  acoes: AcaoCorretiva[];
  /** Read from the device's copy (no connection). */
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
 * the agenda on the device lists them (docs/offline.md); either way, what the técnico checks goes
 * through the device's outbox, and each action shows at once what they did.
 */
export function PendenciasDoSite({ atividade, enviaFotos, fuso }: PendenciasDoSiteProps) {
  const tituloId = useId();
  const chave = useChaveDaAgenda();
  const envios = useOutbox();
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
  // What the server answered once the sender took a check of this page's actions: the item stays listed with its new status.
  const [recebidas, setRecebidas] = useState<ReadonlyMap<string, Recebida>>(new Map());
  const { remetente } = envios;
  useEffect(
    () =>
      remetente.aoReceber((aviso) => {
        if (aviso.tipo === 'acao') setRecebidas((atuais) => new Map(atuais).set(aviso.acao.id, { acao: aviso.acao, evento: aviso.evento }));
      }),
    [remetente],
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
          <Trans>
            Ações corretivas de visitas anteriores, ainda não verificadas. Resolva as suas com o que foi feito; confira as resolvidas
            no local: verifique ou reabra com o que viu.
          </Trans>
        </Typography>
        {daCopia && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Cópia do aparelho: o que você conferir fica guardado aqui e é enviado quando a conexão voltar.</Trans>
          </Typography>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {acoes.map((acao) => {
          const recebida = recebidas.get(acao.id);
          return (
            <Pendencia
              key={acao.id}
              acao={recebida?.acao ?? acao}
              recebida={recebida}
              itens={itensDaAcao(envios.itens, acao.id)}
              envios={envios}
              atividade={atividade}
              enviaFotos={enviaFotos}
              fuso={fuso}
            />
          );
        })}
      </Box>
    </Box>
  );
}

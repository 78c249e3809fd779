import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import type { AcaoLote, AtividadeLoteBody } from '#contract/atividadeLote';
import { transicao } from '#machines/atividadeMachine';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import { useAtor } from '@/app/session/useAtor';
import { CampoData } from '@/ui/datas/CampoData';
import { LoteDialogo, type LoteSaida } from '@/ui/lote/LoteDialogo';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { atividadesApi } from '../atividadesApi';
import { instanteNoFuso } from '../nova/dataHora';
import { CampoNovoResponsavel } from './CampoNovoResponsavel';

interface LoteDialogProps extends LoteSaida {
  acao: AcaoLote;
  atividades: AtividadeResumo[];
}

/**
 * Reassign, reschedule or cancel the activities chosen: what to do is asked here (cancelling asks
 * for the reason, as one by one), sent once, and the answer shows which were changed and which
 * were refused, and why.
 */
export function LoteDialog({ acao, atividades, ...saida }: LoteDialogProps) {
  const { t } = useLingui();
  const fuso = useFusoHorario();
  const ator = useAtor();
  const [responsavel, setResponsavel] = useState<string | null>(null);
  const [quando, setQuando] = useState('');
  const [motivo, setMotivo] = useState('');
  const quantas = atividades.length;

  // The lifecycle machine says which of them this person may cancel, as it will on the server.
  const cancelaveis = atividades.filter(
    (atividade) =>
      transicao(atividade.status, { ator, responsavelId: atividade.responsavel?.id ?? null, definicao: null, respostas: {}, comentarios: {} }, 'cancelar', 'motivo').ok,
  ).length;

  const titulos: Record<AcaoLote, string> = {
    reatribuir: plural(quantas, { one: 'Reatribuir # atividade', other: 'Reatribuir # atividades' }),
    reagendar: plural(quantas, { one: 'Reagendar # atividade', other: 'Reagendar # atividades' }),
    cancelar: plural(quantas, { one: 'Cancelar # atividade?', other: 'Cancelar # atividades?' }),
  };
  const botoes: Record<AcaoLote, string> = { reatribuir: t`Reatribuir`, reagendar: t`Reagendar`, cancelar: t`Cancelar atividades` };

  const pedido = (): { pedido: AtividadeLoteBody } | { erros: Record<string, string> } => {
    const ids = atividades.map((atividade) => atividade.id);
    const obrigatorio = t`Campo obrigatório.`;
    if (acao === 'reatribuir') return responsavel ? { pedido: { acao, ids, responsavel_id: responsavel } } : { erros: { responsavel_id: obrigatorio } };
    if (acao === 'reagendar') {
      const agendada = instanteNoFuso(quando, fuso);
      return agendada ? { pedido: { acao, ids, agendada_para: agendada } } : { erros: { agendada_para: quando ? t`Informe a data e a hora.` : obrigatorio } };
    }
    const texto = motivo.trim();
    if (!texto) return { erros: { motivo: t`Informe o motivo.` } };
    if (texto.length > MOTIVO_MAX) return { erros: { motivo: t`O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.` } };
    return { pedido: { acao, ids, motivo: texto } };
  };

  return (
    <LoteDialogo
      titulo={titulos[acao]}
      botao={botoes[acao]}
      perigo={acao === 'cancelar'}
      chamar={atividadesApi.lote}
      pedido={pedido}
      alteradas={(resposta) => plural(resposta.alteradas, { 0: 'Nenhuma atividade alterada.', one: '# atividade alterada.', other: '# atividades alteradas.' })}
      itens={atividades}
      {...saida}
    >
      {({ erros, limpar, enviar }) => (
        <>
          {acao === 'reatribuir' && (
            <CampoNovoResponsavel
              texto={<Trans>Cada atividade aberta passa para a pessoa escolhida; as concluídas ou canceladas ficam como estão.</Trans>}
              value={responsavel}
              onChange={(id) => {
                setResponsavel(id);
                limpar('responsavel_id');
              }}
              erro={erros.responsavel_id}
            />
          )}
          {acao === 'reagendar' && (
            <>
              <DialogContentText>
                <Trans>Todas passam para a mesma data e hora. O prazo de cada uma acompanha a mudança, à mesma distância do agendamento; as que não têm prazo continuam sem.</Trans>
              </DialogContentText>
              <CampoData
                tipo="dataHora"
                autoFocus
                required
                name="agendada_para"
                label={t`Agendada para`}
                value={quando}
                onChange={(event) => {
                  setQuando(event.target.value);
                  limpar('agendada_para');
                }}
                error={'agendada_para' in erros}
                helperText={erros.agendada_para ?? t`Fuso horário: ${fuso}`}
                sx={{ mt: 1 }}
              />
            </>
          )}
          {acao === 'cancelar' && (
            <>
              <DialogContentText>
                <Trans>Uma atividade cancelada não pode ser retomada. O motivo fica no histórico de cada uma.</Trans>
              </DialogContentText>
              {cancelaveis < quantas && (
                <Alert severity="warning">
                  {plural(quantas - cancelaveis, {
                    one: '# das atividades escolhidas não pode ser cancelada (já concluída ou cancelada) e será recusada.',
                    other: '# das atividades escolhidas não podem ser canceladas (já concluídas ou canceladas) e serão recusadas.',
                  })}
                </Alert>
              )}
              <TextField
                autoFocus
                required
                multiline
                minRows={2}
                name="motivo"
                label={t`Motivo`}
                value={motivo}
                onChange={(event) => {
                  setMotivo(event.target.value);
                  limpar('motivo');
                }}
                onKeyDown={(event) => {
                  // Enter sends, as in every dialog; Shift+Enter starts a new line.
                  if (event.key === 'Enter' && !event.shiftKey) enviar(event);
                }}
                error={'motivo' in erros}
                helperText={erros.motivo ?? ' '}
              />
            </>
          )}
        </>
      )}
    </LoteDialogo>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { AtividadeResumo } from '#contract/atividade';
import type { AcaoLote, AtividadeLoteBody } from '#contract/atividadeLote';
import { transicao } from '#machines/atividadeMachine';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import { loteMachine } from './loteMachine';
import { failureMessage } from '#machines/callFailure';
import { inspector } from '@/app/inspector';
import { useAtor } from '@/app/session/useAtor';
import { CampoData } from '@/ui/datas/CampoData';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { serverFieldErrors } from '@/ui/form/validation';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { atividadesApi } from '../atividadesApi';
import { instanteNoFuso } from '../nova/dataHora';
import { LoteResultado } from './LoteResultado';
import { opcoes } from './opcoes';

interface LoteDialogProps {
  acao: AcaoLote;
  atividades: AtividadeResumo[];
  onClose: () => void;
  /** After the API answered: the list reads again and the marks are cleared. */
  onDone: () => void;
}

/**
 * Reassign, reschedule or cancel the activities chosen: what to do is asked here (cancelling asks
 * for the reason, as one by one), sent once, and the answer shows which were changed and which
 * were refused, and why.
 */
export function LoteDialog({ acao, atividades, onClose, onDone }: LoteDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const fuso = useFusoHorario();
  const ator = useAtor();
  const [logic] = useState(() => loteMachine.provide({ actors: { enviar: fromPromise(({ input }) => atividadesApi.lote(input)) } }));
  const actor = useActorRef(logic, { inspect: inspector() });
  const estado = useSelector(actor, (snapshot) => snapshot.value);
  const resposta = useSelector(actor, (snapshot) => snapshot.context.resposta);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const [responsavel, setResponsavel] = useState<string | null>(null);
  const [quando, setQuando] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const quantas = atividades.length;
  const doServidor = { ...serverFieldErrors(failure), ...erros };
  const geral = failure && Object.keys(serverFieldErrors(failure)).length === 0 ? failureMessage(failure) : null;

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

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (estado !== 'escolhendo') return;
    const ids = atividades.map((atividade) => atividade.id);
    const obrigatorio = t`Campo obrigatório.`;
    let pedido: AtividadeLoteBody | null = null;
    const achados: Record<string, string> = {};
    if (acao === 'reatribuir') {
      if (responsavel) pedido = { acao, ids, responsavel_id: responsavel };
      else achados.responsavel_id = obrigatorio;
    } else if (acao === 'reagendar') {
      const agendada = instanteNoFuso(quando, fuso);
      if (agendada) pedido = { acao, ids, agendada_para: agendada };
      else achados.agendada_para = quando ? t`Informe a data e a hora.` : obrigatorio;
    } else {
      const texto = motivo.trim();
      if (!texto) achados.motivo = t`Informe o motivo.`;
      else if (texto.length > MOTIVO_MAX) achados.motivo = t`O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`;
      else pedido = { acao, ids, motivo: texto };
    }
    setErros(achados);
    if (pedido) actor.send({ type: 'lote.enviar', pedido });
  };

  if (estado === 'concluido' && resposta) {
    return (
      <Dialog open onClose={onDone} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{titulos[acao]}</DialogTitle>
        <DialogContent>
          <LoteResultado resposta={resposta} atividades={atividades} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onDone} autoFocus>
            <Trans>Fechar</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const limpar = (campo: string) => setErros(({ [campo]: _, ...resto }) => resto);
  return (
    <Dialog open onClose={estado === 'enviando' ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id={titleId}>{titulos[acao]}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {geral && (
            <Alert severity="error" role="alert">
              {geral}
            </Alert>
          )}
          {acao === 'reatribuir' && (
            <>
              <DialogContentText>
                <Trans>Cada atividade aberta passa para a pessoa escolhida; as concluídas ou canceladas ficam como estão.</Trans>
              </DialogContentText>
              <Box sx={{ pt: 1 }}>
                <RecordAutocomplete
                  name="responsavel_id"
                  label={t`Novo responsável`}
                  required
                  value={responsavel}
                  onChange={(pessoa) => {
                    setResponsavel(pessoa?.id ?? null);
                    limpar('responsavel_id');
                  }}
                  error={doServidor.responsavel_id}
                  {...opcoes(i18n, true).responsaveis}
                />
              </Box>
            </>
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
                error={'agendada_para' in doServidor}
                helperText={doServidor.agendada_para ?? t`Fuso horário: ${fuso}`}
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
                error={'motivo' in doServidor}
                helperText={doServidor.motivo ?? ' '}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={estado === 'enviando'}>
            <Trans>Voltar</Trans>
          </Button>
          <Button type="submit" variant="contained" color={acao === 'cancelar' ? 'error' : 'primary'} loading={estado === 'enviando'}>
            {botoes[acao]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { LoteResposta } from '#contract/lote';
import { failureMessage } from '#machines/callFailure';
import { inspector } from '@/app/inspector';
import { serverFieldErrors } from '@/ui/form/validation';
import { loteMachine } from './loteMachine';
import { LoteResultado } from './LoteResultado';

/** What the fields of a bulk dialog get: each field's problem (the form's or the server's), a way to clear one, and the send. */
export interface LoteCampos {
  erros: Record<string, string>;
  limpar: (campo: string) => void;
  enviar: (event: FormEvent) => void;
}

/** How a bulk dialog ends: given up, or done once the API answered. */
export interface LoteSaida {
  onClose: () => void;
  /** After the API answered: the list reads again and the marks are cleared. */
  onDone: () => void;
}

interface LoteDialogoProps<P extends object> extends LoteSaida {
  titulo: string;
  botao: string;
  perigo?: boolean;
  /** The bulk route's call. */
  chamar: (pedido: P) => Promise<LoteResposta>;
  /** The body the form makes, or the problems of its fields. */
  pedido: () => { pedido: P } | { erros: Record<string, string> };
  /** "N atividades alteradas.": the count in the feature's own noun. */
  alteradas: (resposta: LoteResposta) => string;
  /** The records chosen, named in the refusals as their list shows them. */
  itens: readonly { id: string; codigo: string; titulo: string }[];
  children: (campos: LoteCampos) => ReactNode;
}

/**
 * A bulk change to the rows chosen (loteMachine.ts): what to do is asked by the feature's fields,
 * sent once, and the answer shows which were changed and which were refused, and why. A refusal
 * of the whole request stays on the form, beside its field or above them.
 */
export function LoteDialogo<P extends object>({ titulo, botao, perigo, chamar, pedido, alteradas, itens, children, onClose, onDone }: LoteDialogoProps<P>) {
  const titleId = useId();
  const [logic] = useState(() => loteMachine.provide({ actors: { enviar: fromPromise(({ input }) => chamar(input as P)) } }));
  const actor = useActorRef(logic, { inspect: inspector() });
  const estado = useSelector(actor, (snapshot) => snapshot.value);
  const resposta = useSelector(actor, (snapshot) => snapshot.context.resposta);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const [erros, setErros] = useState<Record<string, string>>({});
  const doServidor = serverFieldErrors(failure);
  const geral = failure && Object.keys(doServidor).length === 0 ? failureMessage(failure) : null;

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (estado !== 'escolhendo') return;
    const feito = pedido();
    setErros('erros' in feito ? feito.erros : {});
    if ('pedido' in feito) actor.send({ type: 'lote.enviar', pedido: feito.pedido });
  };

  if (estado === 'concluido' && resposta) {
    return (
      <Dialog open onClose={onDone} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{titulo}</DialogTitle>
        <DialogContent>
          <LoteResultado resposta={resposta} alteradas={alteradas(resposta)} nomes={new Map(itens.map((item) => [item.id, `${item.codigo} ${item.titulo}`]))} />
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
        <DialogTitle id={titleId}>{titulo}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {geral && (
            <Alert severity="error" role="alert">
              {geral}
            </Alert>
          )}
          {children({ erros: { ...doServidor, ...erros }, limpar, enviar })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={estado === 'enviando'}>
            <Trans>Voltar</Trans>
          </Button>
          <Button type="submit" variant="contained" color={perigo ? 'error' : 'primary'} loading={estado === 'enviando'}>
            {botao}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

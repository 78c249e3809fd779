import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ESCOPOS_DA_SERIE, type EscopoDaSerie } from '#contract/atividade';

interface EscopoDaSerieDialogProps {
  /** What the scope is for: the title and the button say it. */
  acao: 'editar' | 'cancelar';
  onConfirm: (escopo: EscopoDaSerie) => void;
  onClose: () => void;
}

/**
 * Asked before an edit or a cancellation of an activity of a series: this one, this and the
 * following ones, or all (docs/series.md). The choice is a radio group (arrows move, Enter goes on).
 */
export function EscopoDaSerieDialog({ acao, onConfirm, onClose }: EscopoDaSerieDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [escopo, setEscopo] = useState<EscopoDaSerie>('so_esta');
  const rotulos: Record<EscopoDaSerie, string> = {
    so_esta: t`Só esta`,
    esta_e_seguintes: t`Esta e as seguintes`,
    todas: t`Todas`,
  };
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    // The page's own handlers (an editor's form) must not take this Enter as theirs.
    event.stopPropagation();
    onConfirm(escopo);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={enviar}>
        <DialogTitle id={titleId}>{acao === 'editar' ? t`Alterar atividade da série` : t`Cancelar atividade da série`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1 }}>
          <DialogContentText>
            {acao === 'editar'
              ? t`Esta atividade faz parte de uma série. Quais atividades você quer alterar?`
              : t`Esta atividade faz parte de uma série. Quais atividades você quer cancelar?`}
          </DialogContentText>
          <RadioGroup
            aria-labelledby={titleId}
            name="escopo"
            value={escopo}
            onChange={(event) => setEscopo(event.target.value as EscopoDaSerie)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') enviar(event);
            }}
          >
            {ESCOPOS_DA_SERIE.map((opcao) => (
              <FormControlLabel key={opcao} value={opcao} control={<Radio autoFocus={opcao === escopo} />} label={rotulos[opcao]} />
            ))}
          </RadioGroup>
          <DialogContentText variant="body2">
            <Trans>As que já começaram, foram concluídas ou canceladas ficam como estão.</Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Voltar</Trans>
          </Button>
          <Button type="submit" variant="contained" color={acao === 'cancelar' ? 'error' : 'primary'}>
            <Trans>Continuar</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface BotoesDeTransicaoProps<E extends string> {
  /** The transitions the record's machine offers this person now, in order. */
  eventos: readonly E[];
  /** The ones drawn filled: the step that moves the work forward. */
  principais: ReadonlySet<E>;
  rotulo: (evento: E) => string;
  /** What the buttons act on, for a screen reader ("Ações da atividade"). */
  grupo: string;
  /** While one is being sent, none can be pressed again. */
  ocupado: boolean;
  onEscolher: (evento: E) => void;
  /** The dialog a transition asks first (a reason, a comment), drawn beside the buttons. */
  children?: ReactNode;
}

/** The buttons of a record's lifecycle: cancelar reads as destructive, the main steps stand out. */
export function BotoesDeTransicao<E extends string>({ eventos, principais, rotulo, grupo, ocupado, onEscolher, children }: BotoesDeTransicaoProps<E>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={grupo}>
      {eventos.map((evento) => (
        <Button
          key={evento}
          variant={principais.has(evento) ? 'contained' : 'outlined'}
          color={evento === 'cancelar' ? 'error' : 'primary'}
          disabled={ocupado}
          onClick={() => onEscolher(evento)}
        >
          {rotulo(evento)}
        </Button>
      ))}
      {children}
    </Box>
  );
}

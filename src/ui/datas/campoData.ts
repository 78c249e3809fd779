import type { SxProps, Theme } from '@mui/material/styles';

/** A day ("2026-03-10"), a day and time ("2026-03-10T09:00") or a time ("09:00"), as the forms hold them. */
export type TipoDeData = 'data' | 'dataHora' | 'hora';

/**
 * The props a date field takes: a text field's, so `editor.text(name)` spreads into it. The value
 * is the wall-clock text the form holds, never an instant: which time zone it names is the form's call.
 */
export interface CampoDataProps {
  tipo: TipoDeData;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  name?: string;
  label?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Names the field by an element elsewhere (a question's statement) instead of a label. */
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
}

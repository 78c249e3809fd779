import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { CampoDataProps } from './campoData';

/** The field as it will look, read-only, while the picker arrives: the form does not jump. */
export function CampoCarregando({ tipo, value, onChange: _onChange, ...campo }: CampoDataProps) {
  const { i18n } = useLingui();
  const estilo = { data: { dateStyle: 'short' }, dataHora: { dateStyle: 'short', timeStyle: 'short' }, hora: { timeStyle: 'short' } } as const;
  // Read without a zone, as the browser's clock: the text is a wall-clock reading.
  const instante = tipo === 'hora' ? `2000-01-01T${value}` : tipo === 'data' ? `${value}T00:00` : value;
  const texto = value && !Number.isNaN(Date.parse(instante)) ? i18n.date(instante, estilo[tipo]) : '';
  const { 'aria-labelledby': rotuloId, ...resto } = campo;
  return <TextField {...resto} value={texto} slotProps={{ htmlInput: { readOnly: true, 'aria-labelledby': rotuloId }, inputLabel: { shrink: true } }} />;
}

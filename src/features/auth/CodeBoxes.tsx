import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export const CODE_LENGTH = 6;

interface CodeBoxesProps {
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  /** Called when the last empty box is filled, by typing or pasting: the form need not wait for Enter. */
  onComplete?: (code: string) => void;
}

/** Six one-digit boxes: typing moves forward, Backspace moves back, pasting fills them all. */
export function CodeBoxes({ value, onChange, invalid, onComplete }: CodeBoxesProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, index) => value[index] ?? '');

  const change = (code: string) => {
    onChange(code);
    if (code.length === CODE_LENGTH && code !== value) onComplete?.(code);
  };

  const setDigit = (index: number, digit: string) => {
    const next = digits.slice();
    next[index] = digit;
    change(next.join('').slice(0, CODE_LENGTH));
  };

  const onPaste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    change(pasted);
    boxes.current[Math.min(pasted.length, CODE_LENGTH - 1)]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  return (
    <Box role="group" aria-label={t`Código de seis dígitos`} sx={{ display: 'flex', gap: 1, direction: 'ltr' }} onPaste={onPaste}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t`Dígito ${index + 1}`}
          aria-invalid={invalid || undefined}
          autoFocus={index === 0}
          maxLength={1}
          onKeyDown={onKeyDown(index)}
          onChange={(event: { target: { value: string } }) => {
            const typed = event.target.value.replace(/\D/g, '').slice(-1);
            setDigit(index, typed);
            if (typed && index < CODE_LENGTH - 1) boxes.current[index + 1]?.focus();
          }}
          sx={{
            width: 48,
            height: 56,
            textAlign: 'center',
            fontSize: 22,
            font: 'inherit',
            border: 1,
            borderColor: invalid ? 'error.main' : 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        />
      ))}
    </Box>
  );
}

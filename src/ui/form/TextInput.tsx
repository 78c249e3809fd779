import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useId, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useFocusAfterPaint } from './useFocusAfterPaint';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { [aria: `aria-${string}`]: string | undefined };
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * A labelled text field with its message below, drawn like MUI's outlined TextField (floating label
 * in a notched border) from a native input. The sign-in page is the first thing people load, and
 * MUI's input parts would cost it a quarter of its budget.
 */
export function TextInput({
  label,
  error,
  helperText,
  size = 'medium',
  fullWidth = true,
  id,
  inputRef,
  inputProps,
  startAdornment,
  endAdornment,
  placeholder,
  autoFocus,
  ...input
}: TextInputProps) {
  const generated = useId();
  const own = useRef<HTMLInputElement>(null);
  const ref = useForkRef(own, inputRef);
  useFocusAfterPaint(own, autoFocus);
  const inputId = id ?? generated;
  const helperId = `${inputId}-ajuda`;
  return (
    <Field
      data-size={size}
      data-error={error || undefined}
      data-full={fullWidth || undefined}
      data-start={startAdornment ? true : undefined}
      data-end={endAdornment ? true : undefined}
    >
      <Outline>
        {startAdornment && <Adornment data-at="start">{startAdornment}</Adornment>}
        <input
          {...input}
          {...inputProps}
          id={inputId}
          ref={ref}
          // A placeholder is always there so that CSS can tell an empty field (`:placeholder-shown`), autofill included.
          placeholder={placeholder ?? ' '}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
        />
        {endAdornment && <Adornment data-at="end">{endAdornment}</Adornment>}
        <label htmlFor={inputId}>{label}</label>
        <fieldset aria-hidden>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </Outline>
      {helperText && <Helper id={helperId}>{helperText}</Helper>}
    </Field>
  );
}

const FLOATING = 'translateY(-9px) scale(0.75)';
// Raised when focused, filled or autofilled, or when an adornment sits where the label would.
const RAISED = ['& input:focus ~ label', '& input:not(:placeholder-shown) ~ label', '&[data-start] label'];

const Field = styled('div')(({ theme }) => {
  const palette = theme.palette;
  const border = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    verticalAlign: 'top',
    '&[data-full]': { width: '100%' },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&::placeholder': { color: 'currentColor', opacity: 0 },
      '&:focus::placeholder': { opacity: palette.mode === 'light' ? 0.42 : 0.5 },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
      '&[readonly]': { cursor: 'default' },
    },
    '&[data-size="small"] input': { padding: '8.5px 14px' },
    '&[data-start] input': { paddingLeft: 0 },
    '&[data-end] input': { paddingRight: 0 },
    '&[data-start] > div': { paddingLeft: 14 },
    '&[data-end] > div': { paddingRight: 14 },
    '& label': {
      position: 'absolute',
      left: 14,
      top: 0,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      padding: 0,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      pointerEvents: 'none',
      color: palette.text.secondary,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      transformOrigin: 'top left',
      transform: 'translateY(16px) scale(1)',
      transition: theme.transitions.create(['color', 'transform', 'max-width'], { duration: theme.transitions.duration.shorter }),
    },
    '&[data-size="small"] label': { transform: 'translateY(9px) scale(1)' },
    [RAISED.join(', ')]: { transform: FLOATING, maxWidth: 'calc(133% - 32px)' },
    '& input:-webkit-autofill ~ label': { transform: FLOATING, maxWidth: 'calc(133% - 32px)' },
    '& input:focus ~ label': { color: palette.primary.main },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: border,
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      transition: 'max-width 50ms',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    [RAISED.map((raised) => raised.replace(/label$/, 'fieldset > legend')).join(', ')]: {
      maxWidth: '100%',
      transition: 'max-width 100ms 50ms',
    },
    '& input:-webkit-autofill ~ fieldset > legend': { maxWidth: '100%' },
    '& > div:hover > fieldset': { borderColor: palette.text.primary },
    '@media (hover: none)': { '& > div:hover > fieldset': { borderColor: border } },
    '& input:focus ~ fieldset': { borderWidth: 2, borderColor: palette.primary.main },
    '&[data-error] input ~ label': { color: palette.error.main },
    '&[data-error] input ~ fieldset': { borderColor: palette.error.main },
    '& input:disabled': { color: palette.text.disabled, cursor: 'default' },
    '& input:disabled ~ label': { color: palette.text.disabled },
    '& input:disabled ~ fieldset': { borderColor: palette.action.disabled },
  };
});

const Outline = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  cursor: 'text',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  ...theme.typography.body1,
  lineHeight: '1.4375em',
}));

const Adornment = styled('span')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  maxHeight: '2em',
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
  '&[data-at="start"]': { marginRight: 8 },
  '&[data-at="end"]': { marginLeft: 8 },
}));

const Helper = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  margin: '3px 14px 0',
  '[data-error] > &': { color: theme.palette.error.main },
}));

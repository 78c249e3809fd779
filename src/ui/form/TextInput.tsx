import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * A labelled text field with its message below. Built from MUI's parts rather than TextField,
 * which always brings the select menu along: auth pages are the first thing people load.
 */
export function TextInput({ label, error, helperText, fullWidth = true, id, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-ajuda`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
        inputProps={{ ...input.inputProps, 'aria-invalid': error || undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

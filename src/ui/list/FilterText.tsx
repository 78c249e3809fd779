import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useState, type Ref } from 'react';
import { TextInput } from '../form/TextInput';
import { useDebouncedValue } from '../useDebouncedValue';

interface FilterTextProps {
  label: string;
  /** The text the address holds. */
  value: string;
  onChange: (text: string) => void;
  /** The list's search box: a search icon and the `/` that focuses it. */
  search?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** ↓ in the box: hands the keyboard on (to the list's rows), whose keys do not act inside a field. */
  onArrowDown?: () => void;
}

/** A text filter written to the address once typing pauses, and following the address on Back. */
export function FilterText({ label, value, onChange, search, inputRef, onArrowDown }: FilterTextProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() !== value) onChange(settled.trim());
  }, [settled]);

  return (
    <TextInput
      label={label}
      type={search ? 'search' : 'text'}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      inputRef={inputRef}
      onKeyDown={
        onArrowDown &&
        ((event) => {
          if (event.key !== 'ArrowDown' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          onArrowDown();
        })
      }
      inputProps={search ? { 'aria-keyshortcuts': '/' } : undefined}
      startAdornment={
        search && (
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        )
      }
      endAdornment={
        search && (
          <InputAdornment position="end">
            <kbd aria-hidden>/</kbd>
          </InputAdornment>
        )
      }
    />
  );
}

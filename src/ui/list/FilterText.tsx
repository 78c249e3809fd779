import Search from '@mui/icons-material/Search';
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
  /**
   * ↓ or Enter in the box, once the text is in the address: hands the keyboard on (to the list's
   * rows), whose keys do not act inside a field. Type, Enter, Enter opens the first match.
   */
  onDone?: () => void;
}

/**
 * A text filter written to the address once typing pauses, and following the address on Back.
 * Enter and ↓ write it at once: a person who does not wait for the pause means the text as typed.
 */
export function FilterText({ label, value, onChange, search, inputRef, onDone }: FilterTextProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() !== value) onChange(settled.trim());
  }, [settled]);

  const flush = () => {
    if (text.trim() !== value) onChange(text.trim());
  };

  return (
    <TextInput
      label={label}
      type={search ? 'search' : 'text'}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      inputRef={inputRef}
      onKeyDown={(event) => {
        // Enter also ends an input method's composition (Chinese, Vietnamese): that is not the person's Enter.
        if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key !== 'Enter' && event.key !== 'ArrowDown') return;
        flush();
        if (!onDone) return;
        event.preventDefault();
        onDone();
      }}
      inputProps={search ? { 'aria-keyshortcuts': '/' } : undefined}
      startAdornment={search && <Search fontSize="small" />}
      endAdornment={search && <kbd aria-hidden>/</kbd>}
    />
  );
}

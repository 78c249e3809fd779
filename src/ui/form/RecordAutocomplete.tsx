import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ListPage } from '../load/loadMachine';
import { BUSCA } from '../list/listAddress';
import { useLoadList } from '../load/useLoadList';
import { useDebouncedValue } from '../useDebouncedValue';

export interface RecordOption {
  id: string;
  label: string;
  detail?: string;
}

interface RecordAutocompleteProps<O extends RecordOption> {
  label: string;
  /** The chosen record's id, or null. */
  value: string | null;
  onChange: (option: O | null) => void;
  /** The records whose name matches what is typed ('' for the first few), found on the server. */
  search: (text: string) => Promise<O[]>;
  /** The record an id names, when it is not among those found (an address or a form opened with it). */
  load: (id: string) => Promise<O>;
  size?: 'small' | 'medium';
  name?: string;
  required?: boolean;
  /** The dialog's first field: typing goes to it at once. */
  autoFocus?: boolean;
  error?: string;
  helperText?: ReactNode;
  /** Shown before the name in the options (a colour, an icon). */
  adornment?: (option: O) => ReactNode;
}

/**
 * One record among many (a site, a person), found by typing part of its name: the server
 * searches once typing pauses, so a company with thousands of them is as quick as one with few.
 */
export function RecordAutocomplete<O extends RecordOption>(props: RecordAutocompleteProps<O>) {
  const { t } = useLingui();
  const { value, search, load } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<O | null>(null);
  const settled = useDebouncedValue(text.trim());
  const query = useMemo(() => ({ [BUSCA]: settled }), [settled]);
  // The text the options on screen answer: until the search for what is typed now comes back,
  // none is offered, so Enter never takes a match for an older text.
  const answered = useRef<string | null>(null);
  const found = useLoadList(async (asked): Promise<ListPage<O>> => {
    const q = asked[BUSCA] ?? '';
    const items = open ? await search(q) : [];
    answered.current = open ? q : null;
    return { items };
  }, query);
  const current = found.status === 'loaded' && answered.current === text.trim();

  useEffect(() => {
    if (open) found.reload();
  }, [open]);

  // An id from the address or the record being edited: its name is read once.
  useEffect(() => {
    if (!value || chosen?.id === value) return;
    let current = true;
    load(value).then(
      (option) => current && setChosen(option),
      () => current && setChosen({ id: value, label: t`Registro indisponível` } as O),
    );
    return () => {
      current = false;
    };
  }, [value]);

  const selected = value ? (chosen?.id === value ? chosen : ({ id: value, label: t`Carregando…` } as O)) : null;
  const options = current ? (found.page?.items ?? []) : [];

  return (
    <Autocomplete
      options={options}
      value={selected}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, option) => {
        setChosen(option);
        props.onChange(option);
      }}
      onInputChange={(_, typed, reason) => {
        if (reason === 'input') setText(typed);
        else if (reason === 'reset' || reason === 'clear') setText('');
      }}
      filterOptions={(all) => all}
      autoHighlight
      size={props.size}
      loading={!current && found.failureMessage === null}
      loadingText={t`Buscando…`}
      noOptionsText={found.failureMessage ?? t`Nenhum resultado`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.label}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {props.adornment?.(option)}
          <span>{option.label}</span>
          {option.detail && (
            <Typography variant="caption" color="text.secondary">
              {option.detail}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          required={props.required}
          autoFocus={props.autoFocus}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}

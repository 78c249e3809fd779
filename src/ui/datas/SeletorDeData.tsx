import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useState } from 'react';
import { useIdioma } from '../../i18n/LanguageProvider';
import type { CampoDataProps } from './campoData';
import { CampoCarregando } from './CampoCarregando';
import { TEXTOS_DOS_SELETORES, useLocaleDasDatas } from './localesDasDatas';
import { dataDoTexto, textoDaData } from './textoDaData';

const SELETORES = { data: DatePicker, dataHora: DateTimePicker, hora: TimePicker } as const;

// The calendar beside the clock needs about 450 px: a narrow window gets the phone's full-screen dialog.
const DESKTOP = '@media (pointer: fine) and (min-width: 600px)';

// The calendar stays in the field's part of the page: a dialog around the form keeps the focus
// inside itself, and pulled it back from a calendar drawn elsewhere, closing it. Fixed, so the
// dialog's scrolling content does not clip it.
const DENTRO_DO_CAMPO = { disablePortal: true, popperOptions: { strategy: 'fixed' } } as const;

/** MUI X's picker in the screen's language, typed in that language's order (dd/mm/aaaa in Portuguese). */
export function SeletorDeData(props: CampoDataProps) {
  const { tipo, value, onChange, name, label, error, helperText, required, disabled, autoFocus, fullWidth, size, sx } = props;
  const idioma = useIdioma();
  const locale = useLocaleDasDatas(idioma);
  // A half-typed date is empty text for the form; the picker keeps its sections while the form's
  // text is still the one it produced.
  const [publicada, setPublicada] = useState<{ texto: string; data: Date | null }>({ texto: value, data: dataDoTexto(value, tipo) });
  const data = publicada.texto === value ? publicada.data : dataDoTexto(value, tipo);
  const Seletor = SELETORES[tipo];
  // Set only when given: the picker names the group by its own label otherwise.
  const rotuloDeFora = props['aria-labelledby'];
  if (!locale) return <CampoCarregando {...props} />;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={TEXTOS_DOS_SELETORES[idioma]}>
      <Seletor
        label={label}
        name={name}
        value={data}
        disabled={disabled}
        autoFocus={autoFocus}
        sx={sx}
        desktopModeMediaQuery={DESKTOP}
        onChange={(nova: Date | null) => {
          const texto = textoDaData(nova, tipo);
          setPublicada({ texto, data: nova });
          if (texto !== value) onChange({ target: { value: texto } });
        }}
        slotProps={{ popper: DENTRO_DO_CAMPO, textField: { error, helperText, required, fullWidth, size, slotProps: { input: rotuloDeFora ? { 'aria-labelledby': rotuloDeFora } : undefined } } }}
      />
    </LocalizationProvider>
  );
}

import Tune from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';
import { useCustomizerSend } from '../../features/customizer/CustomizerProvider';
import { Dica } from '../../ui/muiAdiado';
import { LanguageMenu } from './LanguageMenu';
import { useModeToggle } from './useModeToggle';

/** The topbar's language, mode and customizer buttons, which only a wide screen has room for (a phone has them in the person's menu). */
export function BotoesDaMesa() {
  const { t } = useLingui();
  const send = useCustomizerSend();
  const mode = useModeToggle();
  return (
    <>
      <LanguageMenu />
      <Dica title={mode.label}>
        <IconButton aria-label={mode.label} onClick={mode.toggle}>
          {mode.icon}
        </IconButton>
      </Dica>
      <Dica title={t`Personalizar aparência`}>
        <IconButton aria-label={t`Personalizar aparência`} onClick={() => send({ type: 'customizer.open' })}>
          <Tune />
        </IconButton>
      </Dica>
    </>
  );
}

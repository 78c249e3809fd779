import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCustomizer, useCustomizerSend } from '../../features/customizer/CustomizerProvider';

/** The light/dark switch, named for what it will do: the topbar's button and the phone's user menu. */
export function useModeToggle(): { label: string; icon: ReactNode; toggle: () => void } {
  const { t } = useLingui();
  const { activeMode } = useCustomizer();
  const send = useCustomizerSend();
  const light = activeMode === 'light';
  return {
    label: light ? t`Usar modo escuro` : t`Usar modo claro`,
    icon: light ? <DarkModeOutlined /> : <LightModeOutlined />,
    toggle: () => send({ type: 'customizer.toggleMode' }),
  };
}

import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader';
import { PreferenciasDeNotificacao } from './PreferenciasDeNotificacao';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';

export function ProfilePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Meu perfil`} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ProfileForm />
          <PreferenciasDeNotificacao />
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <PasswordForm />
          <TwoFactorSection />
        </Box>
      </Box>
    </>
  );
}

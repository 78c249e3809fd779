import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';

export function ProfilePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Meu perfil`} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <ProfileForm />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <PasswordForm />
          <TwoFactorSection />
        </Box>
      </Box>
    </>
  );
}

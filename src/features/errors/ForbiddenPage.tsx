import LockOutlined from '@mui/icons-material/LockOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

/** A page of the app the person's papel may not open (reached by its address). */
export function ForbiddenPage({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={<LockOutlined />} title={t`Seu papel nesta empresa não dá acesso a esta página`}>
        {t`Se você precisa dela, peça a um administrador da empresa para mudar o seu papel.`}
      </EmptyState>
    </>
  );
}

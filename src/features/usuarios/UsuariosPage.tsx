import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function UsuariosPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Usuários`} />
      <EmptyState icon={<GroupOutlined />} title={t`A gestão de usuários ainda não está disponível`}>
        {t`Aqui você convidará pessoas para a empresa e definirá o papel de cada uma: administrador, gestor, técnico ou leitor.`}
      </EmptyState>
    </>
  );
}

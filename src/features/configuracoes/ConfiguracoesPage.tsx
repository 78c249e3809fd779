import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function ConfiguracoesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Configurações`} />
      <EmptyState icon={<SettingsOutlined />} title={t`As configurações da empresa ainda não estão disponíveis`}>
        {t`Aqui ficarão os dados da empresa (nome, CNPJ, fuso horário e logotipo) e as preferências que valem para toda a equipe.`}
      </EmptyState>
    </>
  );
}

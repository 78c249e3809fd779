import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function TiposServicosPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Tipos de serviço`} />
      <EmptyState icon={<HandymanOutlined />} title={t`Nenhum tipo de serviço cadastrado ainda`}>
        {t`Aqui ficarão os serviços que sua empresa presta, como inspeção, manutenção ou instalação, com a duração estimada e o questionário padrão de cada um.`}
      </EmptyState>
    </>
  );
}

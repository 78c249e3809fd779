import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function SitesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Sites`} />
      <EmptyState icon={<PlaceOutlined />} title={t`Nenhum site cadastrado ainda`}>
        {t`Aqui ficarão os locais onde sua empresa trabalha: endereço, coordenadas, contato no local e observações. Cada atividade é agendada em um site.`}
      </EmptyState>
    </>
  );
}

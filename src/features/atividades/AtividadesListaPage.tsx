import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function AtividadesListaPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Atividades`} />
      <EmptyState icon={<AssignmentOutlined />} title={t`Nenhuma atividade agendada ainda`}>
        {t`Aqui você acompanhará as atividades da empresa: o serviço, o site, o responsável, a data e o andamento de cada uma, com filtros por situação e busca por número.`}
      </EmptyState>
    </>
  );
}

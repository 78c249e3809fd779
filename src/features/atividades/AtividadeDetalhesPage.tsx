import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function AtividadeDetalhesPage() {
  const { t } = useLingui();
  const { atividade_id: atividadeId = '' } = useParams<{ atividade_id: string }>();
  return (
    <>
      <PageHeader title={t`Atividade ${atividadeId}`} />
      <EmptyState icon={<AssignmentOutlined />} title={t`Os detalhes das atividades ainda não estão disponíveis`}>
        {t`Aqui ficarão o questionário respondido, as fotos e assinaturas, os comentários e o histórico desta atividade, do agendamento à conclusão.`}
      </EmptyState>
    </>
  );
}

import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export function QuestionariosPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Questionários`} />
      <EmptyState icon={<ChecklistOutlined />} title={t`Nenhum questionário criado ainda`}>
        {t`Aqui ficarão os checklists que sua equipe preenche em campo, com seções, perguntas obrigatórias, fotos, assinaturas e pontuação de conformidade.`}
      </EmptyState>
    </>
  );
}

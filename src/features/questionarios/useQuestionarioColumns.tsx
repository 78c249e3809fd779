import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { QuestionarioResumo } from '#contract/questionario';
import type { Column } from '../../ui/list/types';
import { QuestionarioStatusChip } from './QuestionarioStatusChip';

/** título, situação, perguntas and atualizado em; título and atualizado em sort on the server. */
export function useQuestionarioColumns(): Column<QuestionarioResumo>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'titulo',
      header: t`Título`,
      sortable: true,
      render: (questionario) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {questionario.titulo}
        </Typography>
      ),
    },
    { id: 'status', header: t`Situação`, render: (questionario) => <QuestionarioStatusChip questionario={questionario} /> },
    { id: 'total_perguntas', header: t`Perguntas`, leftOutOn: 'phone', render: (questionario) => i18n.number(questionario.total_perguntas) },
    {
      id: 'atualizado_em',
      header: t`Atualizado em`,
      sortable: true,
      leftOutOn: 'phone',
      render: (questionario) => i18n.date(new Date(questionario.atualizado_em), { dateStyle: 'short', timeStyle: 'short' }),
    },
  ];
}

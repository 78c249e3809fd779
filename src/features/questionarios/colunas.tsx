import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import type { QuestionarioResumo } from '#contract/questionario';
import type { Columns } from '../../ui/list/types';
import { QuestionarioStatusChip } from './QuestionarioStatusChip';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { QuestionariosPage } from './QuestionariosPage';

/** título, situação, perguntas and atualizado em; título and atualizado em sort on the server. */
export const colunas: Columns<QuestionarioResumo> = ({ i18n }) => [
  {
    id: 'titulo',
    header: msg`Título`,
    sortable: true,
    noCelular: 'principal',
    render: (questionario) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {questionario.titulo}
      </Typography>
    ),
  },
  { id: 'status', header: msg`Situação`, noCelular: 'selo', render: (questionario) => <QuestionarioStatusChip questionario={questionario} /> },
  { id: 'total_perguntas', header: msg`Perguntas`, leftOutOn: 'tablet', render: (questionario) => i18n.number(questionario.total_perguntas) },
  {
    id: 'atualizado_em',
    header: msg`Atualizado em`,
    sortable: true,
    noCelular: 'secundario',
    leftOutOn: 'tablet',
    render: (questionario) => i18n.date(new Date(questionario.atualizado_em), { dateStyle: 'short', timeStyle: 'short' }),
  },
];

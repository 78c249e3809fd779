import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { QuestionarioResumo } from '#contract/questionario';

type Cabecalho = Pick<QuestionarioResumo, 'status' | 'versao_atual' | 'rascunho_aberto'>;

/** Rascunho, Publicado vN (and whether edits wait to be published) or Arquivado, in words as well as colour. */
export function QuestionarioStatusChip({ questionario }: { questionario: Cabecalho }) {
  const { t } = useLingui();
  const { status, versao_atual: versao, rascunho_aberto: pendente } = questionario;
  if (status === 'arquivado') return <Chip size="small" label={t`Arquivado`} />;
  if (status === 'rascunho' || versao === null) return <Chip size="small" color="warning" variant="outlined" label={t`Rascunho`} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" color="success" variant="outlined" label={t`Publicado v${versao}`} />
      {pendente && <Chip size="small" color="warning" variant="outlined" label={t`alterações não publicadas`} />}
    </Box>
  );
}

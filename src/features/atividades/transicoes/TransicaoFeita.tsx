import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { EventoAtividade } from '#contract/atividadeStatus';
import { caminhoDoRelatorio } from '../relatorio/RelatorioAcao';
import { FEITAS } from './transicaoTextos';

interface TransicaoFeitaProps {
  evento: EventoAtividade;
  atividade: { id: string; codigo: string };
  onClose: () => void;
}

/**
 * What the transition just did, kept on the details page until closed (a toast would be gone
 * before the next step could be read); after concluir, the way to the report.
 */
export function TransicaoFeita({ evento, atividade, onClose }: TransicaoFeitaProps) {
  const { i18n } = useLingui();
  return (
    <Alert
      severity="success"
      role="status"
      onClose={onClose}
      action={
        evento === 'concluir' ? (
          <Button component={Link} href={caminhoDoRelatorio(atividade.id)} color="inherit" size="small" startIcon={<DescriptionOutlined />} sx={{ whiteSpace: 'nowrap' }}>
            <Trans>Ver relatório</Trans>
          </Button>
        ) : undefined
      }
    >
      {i18n._(FEITAS[evento](atividade.codigo))}
    </Alert>
  );
}

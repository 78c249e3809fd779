import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { usePageCommands } from '@/ui/commands/usePageCommands';

/** The address of a concluded activity's report: its details page with `?relatorio`. */
export const caminhoDoRelatorio = (atividadeId: string) => `/atividades/detalhes/${encodeURIComponent(atividadeId)}?relatorio`;

/** "Relatório" on a concluded activity's details page, as a button and as a palette command. */
export function RelatorioAcao({ atividadeId }: { atividadeId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const caminho = caminhoDoRelatorio(atividadeId);
  usePageCommands([{ id: 'atividade:relatorio', group: 'pagina', label: t`Abrir o relatório`, run: () => navigate(caminho) }]);
  return (
    <Button component={Link} href={caminho} variant="outlined" startIcon={<DescriptionOutlined />} sx={{ justifySelf: 'start' }}>
      <Trans>Relatório</Trans>
    </Button>
  );
}

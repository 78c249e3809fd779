import Typography from '@mui/material/Typography';
import type { HistoricoItem } from '#contract/atividade';

export const ACOES_DA_CONVERSA: ReadonlySet<string> = new Set(['comentario', 'comentario_editado', 'comentario_removido', 'anexo', 'anexo_removido']);

/** A histórico entry of a comment (its text, mentions as names) or an attachment (its name). */
export function HistoricoConversa({ item }: { item: HistoricoItem }) {
  const registro = item.depois ?? item.antes ?? {};
  const texto = item.acao.startsWith('anexo') ? registro.nome : registro.texto;
  if (typeof texto !== 'string') return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textDecoration: item.acao.endsWith('removido') ? 'line-through' : undefined }}
    >
      {item.acao.startsWith('anexo') ? texto : `“${texto}”`}
    </Typography>
  );
}

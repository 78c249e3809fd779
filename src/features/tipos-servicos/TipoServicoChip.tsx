import Chip from '@mui/material/Chip';
import { corDoTexto } from '#contract/cores';

/** A tipo de serviço in its own colour, with the text colour the palette pairs with it (WCAG AA). */
export function TipoServicoChip({ nome, cor }: { nome: string; cor: string }) {
  return <Chip size="small" label={nome} sx={{ bgcolor: cor, color: corDoTexto(cor), fontWeight: 600 }} />;
}

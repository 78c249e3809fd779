import { Selo } from '@/ui/Selo';
import { corDoTexto } from '#contract/cores';

/**
 * A tipo de serviço in its own colour, with the text colour the palette pairs with it (WCAG AA).
 * A long name wraps inside the chip: in a list's cell a chip that cannot wrap widens the table past
 * its box, and the list would scroll sideways.
 */
export function TipoServicoChip({ nome, cor }: { nome: string; cor: string }) {
  return (
    <Selo quebra style={{ backgroundColor: cor, color: corDoTexto(cor), fontWeight: 600 }}>
      {nome}
    </Selo>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { TIPOS_PERGUNTA, type TipoPergunta } from '#contract/questionario';
import { TIPO_PERGUNTA_NOMES } from '../tipoPerguntaNomes';

interface TipoMenuProps {
  /** Where the menu opens; null while closed. */
  anchor: HTMLElement | null;
  onChoose: (tipo: TipoPergunta) => void;
  onClose: () => void;
}

/** `q`: the new question's type, chosen with ↑/↓ and Enter (or typing its first letter). */
export function TipoMenu({ anchor, onChoose, onClose }: TipoMenuProps) {
  const { t, i18n } = useLingui();
  return (
    // The builder moves the focus itself: to the new question's fields, or back to the outline.
    <Menu
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      disableRestoreFocus
      slotProps={{ list: { 'aria-label': t`Tipo da nova pergunta` } }}
    >
      {TIPOS_PERGUNTA.map((tipo) => (
        <MenuItem key={tipo} onClick={() => onChoose(tipo)}>
          {i18n._(TIPO_PERGUNTA_NOMES[tipo])}
        </MenuItem>
      ))}
    </Menu>
  );
}

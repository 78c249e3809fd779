import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';

/** Stars a contact or takes the star away; pressed while starred. */
export function StarButton({ name, starred, onToggle, edge }: { name: string; starred: boolean; onToggle: () => void; edge?: 'end' }) {
  const { t } = useLingui();
  return (
    <Tooltip title={starred ? t`Tirar dos favoritos` : t`Marcar como favorito`}>
      <IconButton aria-label={t`Favorito: ${name}`} aria-pressed={starred} onClick={onToggle} edge={edge} sx={{ color: starred ? 'warning.main' : undefined }}>
        {starred ? <Star /> : <StarBorder />}
      </IconButton>
    </Tooltip>
  );
}

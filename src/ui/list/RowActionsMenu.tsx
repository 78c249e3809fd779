import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MenuAdiado } from '../muiAdiado';
import type { RowAction } from './types';

/** The row's actions behind one button, so a row fits a phone's width. */
export function RowActionsMenu<Item>({ item, name, actions }: { item: Item; name: string; actions: RowAction<Item>[] }) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t`Ações de ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <MenuAdiado anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            onClick={() => {
              setAnchor(null);
              action.run(item);
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        ))}
      </MenuAdiado>
    </>
  );
}

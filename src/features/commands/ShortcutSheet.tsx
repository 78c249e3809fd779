import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Command } from '../../ui/commands/command';
import { keyLabel } from './keys';

/** `?`: every command that has keys, read from the same registry as the palette. */
export function ShortcutSheet({ commands, onClose }: { commands: Command[]; onClose: () => void }) {
  const { t } = useLingui();
  const withKeys = commands.filter((command) => command.keys);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="atalhos-titulo">
      <DialogTitle id="atalhos-titulo">
        <Trans>Atalhos de teclado</Trans>
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1.5, m: 0 }}>
          {withKeys.map((command) => (
            <Box key={command.id} sx={{ display: 'contents' }}>
              <Typography component="dt">{command.label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {(command.keys ?? []).map((key, index) => (
                  <Key key={key} name={key} label={index > 0 ? t`depois ${keyLabel(key)}` : keyLabel(key)} />
                ))}
                {command.also?.map((key) => (
                  <Key key={key} name={key} label={t`ou ${keyLabel(key)}`} />
                ))}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}

function Key({ name, label }: { name: string; label: string }) {
  return (
    <Box
      component="kbd"
      aria-label={label}
      sx={{ px: 0.75, py: 0.25, ml: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit', fontSize: 13 }}
    >
      {keyLabel(name)}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useLingui } from '@lingui/react/macro';
import { Command as Cmdk } from 'cmdk';
import type { Papel } from '#contract/papel';
import type { Command, CommandGroup } from '../../ui/commands/command';
import { GROUP_TITLES } from '../commands/commands';
import { keyLabel } from '../commands/keys';
import { matchCommand } from './matchCommand';
import { SEARCH_PROVIDERS } from './searchProviders';
import { usePaletteSearch } from './usePaletteSearch';

/** Marks the records the server matched (by code, inside a word, without accents): the palette's own filter keeps them. */
const FOUND_ON_SERVER = 'prumo:encontrado';

interface CommandPaletteProps {
  commands: Command[];
  /** Whose records the live search may show. */
  papel: Papel | null;
  navigate: (path: string) => void;
  /** What is typed, kept by the caller, who may have caught keys before this code loaded. */
  text: string;
  onTextChange: (text: string) => void;
  onClose: () => void;
}

/**
 * Ctrl/⌘+K: every page the person may open and every action, grouped and filtered as they type;
 * below them, the records whose name or code matches, searched on the server.
 */
export function CommandPalette({ commands, papel, navigate, text, onTextChange, onClose }: CommandPaletteProps) {
  const { t, i18n } = useLingui();
  const search = usePaletteSearch(text, papel);
  const visible = commands.filter((command) => !command.paletteHidden);
  // cmdk orders the items inside a group but not the groups: the group with the best match comes
  // first, so typing a page's whole name selects it even when an earlier group has a weaker match.
  const melhor = (group: CommandGroup) =>
    Math.max(...visible.filter((command) => command.group === group).map((command) => matchCommand(command.label, text, command.keywords)));
  const groups = ([...new Set(visible.map((command) => command.group))] as CommandGroup[]).sort((a, b) => melhor(b) - melhor(a));

  const run = (command: Command) => {
    onClose();
    command.run();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t`Paleta de comandos`, sx: { alignSelf: 'flex-start', mt: '12vh' } } }}
    >
      <Box
        component={Cmdk}
        label={t`Paleta de comandos`}
        loop
        filter={(value, typed, keywords) => (keywords?.includes(FOUND_ON_SERVER) ? 1 : matchCommand(value, typed, keywords))}
        sx={(theme) => ({
          '& [cmdk-input]': {
            width: '100%',
            border: 0,
            borderBottom: 1,
            borderColor: 'divider',
            p: 2,
            font: 'inherit',
            fontSize: 16,
            color: 'text.primary',
            bgcolor: 'transparent',
            outline: 'none',
          },
          '& [cmdk-input]:focus-visible': { boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
          '& [cmdk-list]': { maxHeight: 420, overflowY: 'auto', p: 1 },
          '& [cmdk-group-heading]': { px: 1.5, pt: 1.5, pb: 0.5, fontSize: 12, fontWeight: 600, color: 'text.secondary' },
          '& [cmdk-item]': {
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            cursor: 'pointer',
          },
          '& [cmdk-item][data-selected="true"]': {
            bgcolor: 'primary.light',
            color: 'primary.dark',
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
          '& [cmdk-empty], & [cmdk-loading]': { p: 2, color: 'text.secondary' },
          '& [cmdk-item] small': { color: 'text.secondary' },
          '& kbd': { fontFamily: 'inherit', fontSize: 12, color: 'text.secondary' },
        })}
      >
        <Cmdk.Input autoFocus value={text} onValueChange={onTextChange} placeholder={t`Digite um comando, uma página ou um nome…`} />
        <Cmdk.List>
          {search.status === 'loading' && <Cmdk.Loading>{t`Buscando…`}</Cmdk.Loading>}
          <Cmdk.Empty>{t`Nenhum comando encontrado.`}</Cmdk.Empty>
          {groups.map((group) => (
            <Cmdk.Group key={group} heading={i18n._(GROUP_TITLES[group])}>
              {visible
                .filter((command) => command.group === group)
                .map((command) => (
                  <Cmdk.Item key={command.id} value={command.label} keywords={command.keywords} onSelect={() => run(command)}>
                    <span>{command.label}</span>
                    {command.keys && <kbd>{command.keys.map(keyLabel).join(' ')}</kbd>}
                  </Cmdk.Item>
                ))}
            </Cmdk.Group>
          ))}
          {SEARCH_PROVIDERS.map((provider) => {
            const found = search.results.filter((result) => result.provider === provider.id);
            return (
              found.length > 0 && (
                <Cmdk.Group key={provider.id} heading={i18n._(provider.group)}>
                  {found.map((result) => (
                    <Cmdk.Item
                      key={result.key}
                      value={result.key}
                      keywords={[FOUND_ON_SERVER]}
                      onSelect={() => {
                        onClose();
                        navigate(result.path);
                      }}
                    >
                      <span>{result.label}</span>
                      {result.detail && <small>{result.detail}</small>}
                    </Cmdk.Item>
                  ))}
                </Cmdk.Group>
              )
            );
          })}
        </Cmdk.List>
      </Box>
    </Dialog>
  );
}

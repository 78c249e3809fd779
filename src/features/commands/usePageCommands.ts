import { useEffect, useRef } from 'react';
import type { Command } from './commands';
import { useCommandCenter } from './CommandCenterContext';

/**
 * Adds the page's commands to the registry while the page is open, so that its keys show in `?`
 * and run through the same hotkeys. Each run reads the page's latest state.
 */
export function usePageCommands(commands: Command[]): void {
  const { setPageCommands } = useCommandCenter();
  const latest = useRef(commands);
  latest.current = commands;
  const signature = commands
    .map((command) => [command.id, command.label, command.keys?.join('+'), command.also?.join('+'), command.paletteHidden].join(':'))
    .join('|');

  useEffect(() => {
    setPageCommands(
      latest.current.map((command) => ({ ...command, run: () => latest.current.find((current) => current.id === command.id)?.run() })),
    );
    return () => setPageCommands([]);
  }, [signature, setPageCommands]);
}

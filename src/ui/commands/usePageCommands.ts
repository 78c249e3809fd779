import { useEffect, useId, useRef } from 'react';
import type { Command } from './command';
import { useCommandCenter } from './CommandCenterContext';

interface Layer {
  commands: Command[];
  dialog: boolean;
}

type SetPageCommands = (commands: Command[]) => void;

/** What each command center holds from the open page and the dialogs over it, by owner. */
const layersOf = new WeakMap<SetPageCommands, Map<string, Layer>>();

/** A dialog over the page covers the page's commands while it is open; otherwise the page's own. */
function visible(layers: Map<string, Layer>): Command[] {
  const all = [...layers.values()];
  const dialogs = all.filter((layer) => layer.dialog);
  return dialogs.at(-1)?.commands ?? all.flatMap((layer) => layer.commands);
}

/**
 * Adds the page's commands to the registry while the page is open, so that its keys show in `?`
 * and run through the same hotkeys. Each run reads the page's latest state. A dialog that brings its
 * own commands (`dialog: true`) replaces the page's until it closes, and the page's come back.
 */
export function usePageCommands(commands: Command[], options: { dialog?: boolean } = {}): void {
  const { setPageCommands } = useCommandCenter();
  const owner = useId();
  const dialog = options.dialog ?? false;
  const latest = useRef(commands);
  latest.current = commands;
  const signature = commands
    .map((command) => [command.id, command.label, command.keys?.join('+'), command.also?.join('+'), command.paletteHidden].join(':'))
    .join('|');

  useEffect(() => {
    const layers = layersOf.get(setPageCommands) ?? new Map<string, Layer>();
    layersOf.set(setPageCommands, layers);
    layers.set(owner, {
      dialog,
      commands: latest.current.map((command) => ({ ...command, run: () => latest.current.find((current) => current.id === command.id)?.run() })),
    });
    setPageCommands(visible(layers));
  }, [signature, dialog, owner, setPageCommands]);

  useEffect(
    () => () => {
      const layers = layersOf.get(setPageCommands);
      if (!layers) return;
      layers.delete(owner);
      setPageCommands(visible(layers));
    },
    [owner, setPageCommands],
  );
}

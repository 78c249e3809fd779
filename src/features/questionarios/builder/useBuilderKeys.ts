import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, RefObject } from 'react';
import type { Command } from '@/ui/commands/command';
import { isTyping, keyCombo } from '../../commands/keys';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import type { BuilderAcoes } from './useBuilderAcoes';

/** Keys that lists, menus and fields use themselves: they act on the outline only when it has the focus. */
const DO_CONTORNO = new Set(['arrowup', 'arrowdown', 'enter', 'delete', 'backspace']);

/**
 * The builder's commands (issue 6), listed by the palette and `?` while it is open, and its keys: the
 * app's hotkeys leave a dialog's keys to the dialog, so the builder reads them itself.
 */
export function useBuilderKeys(acoes: BuilderAcoes, raiz: RefObject<HTMLElement | null>, contorno: RefObject<HTMLElement | null>) {
  const { t } = useLingui();
  const comandos: Command[] = [
    { id: 'builder:pergunta', group: 'pagina', label: t`Adicionar pergunta após a seleção`, keys: ['q'], run: () => acoes.abrirTipos() },
    { id: 'builder:secao', group: 'pagina', label: t`Adicionar seção`, keys: ['s'], run: acoes.adicionarSecao },
    { id: 'builder:editar', group: 'pagina', label: t`Editar o item selecionado`, keys: ['enter'], run: acoes.editar },
    { id: 'builder:subir', group: 'pagina', label: t`Mover o item selecionado para cima`, keys: ['alt+arrowup'], run: () => acoes.mover(-1) },
    { id: 'builder:descer', group: 'pagina', label: t`Mover o item selecionado para baixo`, keys: ['alt+arrowdown'], run: () => acoes.mover(1) },
    { id: 'builder:duplicar', group: 'pagina', label: t`Duplicar o item selecionado`, keys: ['mod+d'], run: acoes.duplicar },
    // A Mac's delete key is Backspace.
    { id: 'builder:remover', group: 'pagina', label: t`Remover o item selecionado`, keys: ['delete'], also: ['backspace'], run: acoes.remover },
    { id: 'builder:salvar', group: 'pagina', label: t`Salvar o rascunho`, keys: ['mod+s'], run: acoes.salvar },
    { id: 'builder:publicar', group: 'pagina', label: t`Publicar o questionário`, keys: ['mod+shift+p'], run: acoes.publicar },
    { id: 'builder:problemas', group: 'pagina', label: t`Ver o que impede a publicação`, run: acoes.irParaProblemas },
    { id: 'builder:anterior', group: 'pagina', label: t`Item anterior`, keys: ['arrowup'], paletteHidden: true, run: acoes.anterior },
    { id: 'builder:proximo', group: 'pagina', label: t`Próximo item`, keys: ['arrowdown'], paletteHidden: true, run: acoes.proximo },
    { id: 'builder:fechar', group: 'pagina', label: t`Fechar o construtor de questionário`, run: acoes.fechar },
  ];
  usePageCommands(comandos, { dialog: true });

  return (event: KeyboardEvent) => {
    const token = keyCombo(event);
    const alvo = event.target;
    // Menus and dialogs opened from the builder live in portals: their keys are theirs.
    if (!token || !(alvo instanceof Node) || !raiz.current?.contains(alvo)) return;
    const comando = comandos.find((atual) => atual.keys?.join(' ') === token || atual.also?.includes(token));
    if (!comando) return;
    const comModificador = token.startsWith('mod+');
    if (!comModificador && isTyping(alvo)) return;
    if (DO_CONTORNO.has(token) && !contorno.current?.contains(alvo)) return;
    event.preventDefault();
    comando.run();
  };
}

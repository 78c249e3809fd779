import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { somarDias } from '../../atividades/calendario/datas';

interface DiaFocadoOpcoes {
  /** The days that take the focus, in order. */
  focaveis: string[];
  /** A 7-column grid (up and down are a week), or a list of days (up and down are the day before and after). */
  grade: boolean;
  hoje: string;
  /** "2026-03": the month on screen. */
  mes: string;
  /** Shows the month of a day the arrows went to off the screen. */
  irPara: (dia: string) => void;
}

export interface DiaFocado {
  /** The day that is the calendar's tab stop. */
  dia: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, dia: string) => void;
  raiz: React.RefObject<HTMLDivElement | null>;
}

/**
 * The calendar's days as one tab stop that the arrows move (a roving tabindex): the last day
 * moved to, or today, or the month's first day. Enter on a day goes to its first action; past the
 * days on screen the calendar shows the month of the day reached, and the focus follows it there.
 */
export function useDiaFocado({ focaveis, grade, hoje, mes, irPara }: DiaFocadoOpcoes): DiaFocado {
  const rtl = useTheme().direction === 'rtl';
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const raiz = useRef<HTMLDivElement>(null);
  // Set by a key: focus moves to the day once it is drawn (after a month change, on the next render).
  const mover = useRef(false);
  const doMes = focaveis.filter((dia) => dia.startsWith(mes));
  const dia = escolhido && focaveis.includes(escolhido) ? escolhido : doMes.includes(hoje) ? hoje : (doMes[0] ?? focaveis[0] ?? hoje);

  useEffect(() => {
    if (!mover.current) return;
    const celula = raiz.current?.querySelector<HTMLElement>(`[data-dia="${dia}"]`);
    if (!celula) return;
    mover.current = false;
    celula.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, atual: string) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>('a')?.focus();
      return;
    }
    const passos: Record<string, number> = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowUp: grade ? -7 : -1,
      ArrowDown: grade ? 7 : 1,
    };
    const passo = passos[event.key];
    if (passo === undefined) return;
    event.preventDefault();
    let novo: string | undefined;
    if (grade) novo = somarDias(atual, passo);
    else novo = focaveis[focaveis.indexOf(atual) + Math.sign(passo)];
    if (!novo) return;
    setEscolhido(novo);
    mover.current = true;
    if (!focaveis.includes(novo)) irPara(novo);
  };

  return { dia, onKeyDown, raiz };
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'wouter';
import type { AtividadeResumo } from '#contract/atividade';
import { corDoTexto } from '#contract/cores';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { STATUS_CORES, STATUS_NOMES } from '../detalhes/atividadeNomes';
import { detalhesPath } from '../lista/atividadesAddress';

/** A key that moves the focused activity: a day sideways, a row (a week, or an hour in the week view) up or down. */
export type Seta = 'anterior' | 'seguinte' | 'acima' | 'abaixo';

/** Where a dragged activity was let go: a day, and in the week view an hour. */
export interface Alvo {
  dia: string;
  hora?: number;
}

/** The day cell (or hour slot) under the pointer, as the calendar marks them with `data-dia` and `data-hora`. */
export function alvoEm(x: number, y: number): Alvo | null {
  const celula = document.elementFromPoint?.(x, y)?.closest<HTMLElement>('[data-dia]');
  if (!celula?.dataset.dia) return null;
  const hora = celula.dataset.hora;
  return hora === undefined ? { dia: celula.dataset.dia } : { dia: celula.dataset.dia, hora: Number(hora) };
}

// A press that moves less than this is a click that opens the activity.
const LIMIAR_PX = 6;

interface AtividadeCartaoProps {
  atividade: AtividadeResumo;
  /** "09:30" on the company's clock. */
  hora: string;
  movivel: boolean;
  salvando: boolean;
  arrastando: boolean;
  /** The id of the text that tells how to move it by keyboard. */
  dicaId?: string;
  onSeta: (seta: Seta) => void;
  onArrasto: {
    iniciar: () => void;
    sobre: (alvo: Alvo | null) => void;
    soltar: (alvo: Alvo | null) => void;
    cancelar: () => void;
  };
}

/**
 * One activity on the calendar: its código, hour and título on its tipo's colour, its status as
 * the stripe beside it and in words for screen readers. It opens the details page; an open one,
 * for those who may, moves with Alt and the arrows or by dragging it with the pointer.
 */
export function AtividadeCartao({ atividade, hora, movivel, salvando, arrastando, dicaId, onSeta, onArrasto }: AtividadeCartaoProps) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const inicio = useRef<{ x: number; y: number; id: number } | null>(null);
  const arrastou = useRef(false);
  const { tipo_servico: tipo, status } = atividade;
  const corStatus = STATUS_CORES[status] === 'default' ? theme.palette.grey[500] : theme.palette[STATUS_CORES[status]].main;
  const rtl = theme.direction === 'rtl';
  const statusNome = i18n._(STATUS_NOMES[status]);
  const tipoNome = tipo.nome;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && inicio.current && arrastou.current) {
      inicio.current = null;
      onArrasto.cancelar();
      return;
    }
    if (!movivel || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const setas: Record<string, Seta> = {
      ArrowLeft: rtl ? 'seguinte' : 'anterior',
      ArrowRight: rtl ? 'anterior' : 'seguinte',
      ArrowUp: 'acima',
      ArrowDown: 'abaixo',
    };
    const seta = setas[event.key];
    if (!seta) return;
    event.preventDefault();
    onSeta(seta);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!movivel || event.button !== 0) return;
    inicio.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    arrastou.current = false;
  };
  const onPointerMove = (event: PointerEvent) => {
    const comeco = inicio.current;
    if (!comeco || comeco.id !== event.pointerId) return;
    if (!arrastou.current) {
      if (Math.hypot(event.clientX - comeco.x, event.clientY - comeco.y) < LIMIAR_PX) return;
      arrastou.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      onArrasto.iniciar();
    }
    onArrasto.sobre(alvoEm(event.clientX, event.clientY));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!inicio.current) return;
    inicio.current = null;
    if (arrastou.current) onArrasto.soltar(alvoEm(event.clientX, event.clientY));
  };
  const onPointerCancel = () => {
    if (inicio.current && arrastou.current) onArrasto.cancelar();
    inicio.current = null;
  };

  return (
    <Box
      component={Link}
      href={detalhesPath(atividade.id)}
      data-atividade-id={atividade.id}
      aria-describedby={movivel ? dicaId : undefined}
      aria-keyshortcuts={movivel ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown' : undefined}
      aria-busy={salvando || undefined}
      // A drag ends in a click on the activity; it must not open it.
      onClickCapture={(event) => {
        if (!arrastou.current) return;
        event.preventDefault();
        arrastou.current = false;
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      draggable={false}
      sx={{
        display: 'flex',
        minWidth: 0,
        borderRadius: 1,
        overflow: 'hidden',
        textDecoration: 'none',
        bgcolor: tipo.cor,
        color: corDoTexto(tipo.cor),
        opacity: arrastando || salvando ? 0.6 : 1,
        cursor: movivel ? (arrastando ? 'grabbing' : 'grab') : 'pointer',
        // The pointer drags an activity that may move instead of scrolling the page.
        touchAction: movivel ? 'none' : 'auto',
        userSelect: 'none',
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <Box aria-hidden sx={{ width: 5, flexShrink: 0, bgcolor: corStatus, borderRight: `1px solid ${theme.palette.background.paper}` }} />
      <Box sx={{ px: 0.75, py: 0.25, minWidth: 0, fontSize: '0.75rem', lineHeight: 1.35 }}>
        <Box sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontVariantNumeric: 'tabular-nums' }}>
          <Box component="span" sx={{ fontWeight: 700, mr: 0.5 }}>
            {hora}
          </Box>
          {atividade.codigo}
        </Box>
        <Box
          sx={{
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            textDecoration: status === 'cancelada' ? 'line-through' : 'none',
          }}
        >
          {atividade.titulo}
        </Box>
        <VisuallyHidden>{atividade.atrasada ? t`${statusNome}, ${tipoNome}, atrasada` : t`${statusNome}, ${tipoNome}`}</VisuallyHidden>
      </Box>
    </Box>
  );
}

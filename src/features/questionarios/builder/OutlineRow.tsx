import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Plural } from '@lingui/react/macro';
import { memo, useState, type DragEvent } from 'react';
import type { Lugar, Selecao } from './questionarioRascunho';

/** The DOM id of an outline row, so focus and links can find it. */
export const rowId = (id: Selecao): string => (id === null ? 'builder-raiz' : `builder-item-${id}`);

const ARRASTO = 'application/x-prumo-item';

export interface OutlineRowProps {
  id: Selecao;
  nivel: 1 | 2 | 3;
  rotulo: string;
  detalhe: string;
  selecionado: boolean;
  problemas: number;
  onSelect: (id: Selecao) => void;
  onDrop: (id: string, alvo: string, lugar: Lugar) => void;
}

/** One row of the outline; memoized so that typing in one question redraws only its row. */
export const OutlineRow = memo(function OutlineRow({ id, nivel, rotulo, detalhe, selecionado, problemas, onSelect, onDrop }: OutlineRowProps) {
  const [sobre, setSobre] = useState<Lugar | null>(null);
  const arrastavel = id !== null;

  const lugarDe = (event: DragEvent<HTMLElement>): Lugar => {
    const caixa = event.currentTarget.getBoundingClientRect();
    return event.clientY < caixa.top + caixa.height / 2 ? 'antes' : 'depois';
  };

  return (
    <Box
      component="li"
      role="option"
      id={rowId(id)}
      aria-selected={selecionado}
      tabIndex={selecionado ? 0 : -1}
      draggable={arrastavel}
      onClick={() => onSelect(id)}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        if (id === null) return;
        event.dataTransfer.setData(ARRASTO, id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        if (id === null || !event.dataTransfer.types.includes(ARRASTO)) return;
        event.preventDefault();
        setSobre(lugarDe(event));
      }}
      onDragLeave={() => setSobre(null)}
      onDrop={(event: DragEvent<HTMLElement>) => {
        const arrastado = event.dataTransfer.getData(ARRASTO);
        setSobre(null);
        if (id === null || !arrastado) return;
        event.preventDefault();
        onDrop(arrastado, id, lugarDe(event));
      }}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        pr: 1,
        pl: nivel === 3 ? 3.5 : 1,
        borderRadius: 1,
        cursor: 'pointer',
        listStyle: 'none',
        borderTop: 2,
        borderBottom: 2,
        borderTopColor: sobre === 'antes' ? 'primary.main' : 'transparent',
        borderBottomColor: sobre === 'depois' ? 'primary.main' : 'transparent',
        bgcolor: selecionado ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, selecionado ? 0.16 : 0.06) },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: nivel === 3 ? 400 : 600 }}>
          {rotulo}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {detalhe}
        </Typography>
      </Box>
      {problemas > 0 && <Chip size="small" color="error" variant="outlined" label={<Plural value={problemas} one="# problema" other="# problemas" />} />}
    </Box>
  );
});

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ATIVO } from './situacao';
import type { Column } from './types';

/** Situação, for records that are archived rather than deleted (`?ativo=`, situacao.ts). */
export function colunaDaSituacao<Item extends { ativo: boolean }>(i18n: I18n): Column<Item> {
  return {
    id: ATIVO,
    header: msg`Situação`,
    noCelular: 'selo',
    render: (item) =>
      item.ativo ? (
        <Chip size="small" color="success" variant="outlined" label={i18n._(msg`Ativo`)} />
      ) : (
        <Chip size="small" label={i18n._(msg`Arquivado`)} />
      ),
  };
}

/**
 * Prazo, for records with a due date and an "Atrasada" mark, the date as `quando` writes it. It
 * leaves first where room is short: the row's status cell then carries the mark.
 */
export function colunaDoPrazo<Item extends { prazo: string | null; atrasada: boolean }>(quando: (valor: string) => string, atrasada: string): Column<Item> {
  return {
    id: 'prazo',
    header: msg`Prazo`,
    leftOutOn: 'laptop',
    render: (item) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
        {item.prazo ? quando(item.prazo) : '—'}
        {item.atrasada && <Chip size="small" color="error" variant="outlined" label={atrasada} />}
      </Box>
    ),
  };
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Selo, Selos } from '../Selo';
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
        <Selo cor="success" contorno>
          {i18n._(msg`Ativo`)}
        </Selo>
      ) : (
        <Selo>{i18n._(msg`Arquivado`)}</Selo>
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
      <Selos>
        {item.prazo ? quando(item.prazo) : '—'}
        {item.atrasada && (
          <Selo cor="error" contorno>
            {atrasada}
          </Selo>
        )}
      </Selos>
    ),
  };
}

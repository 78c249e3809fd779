import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { IDIOMA_NAMES } from './idiomas';

const carregar = () => import('./IdiomaMuiSelect').then((modulo) => ({ default: modulo.IdiomaMuiSelect }));
const IdiomaMuiSelect = lazy(carregar);

/**
 * The language of the public pages, before anyone signs in: MUI's select, like every other one.
 * Until it is asked to open, a stand-in drawn like it holds its place: MUI's select and menu (about
 * 35 KB gzip) would take a quarter of the first page's budget; they are fetched when the pointer or
 * the focus comes near.
 */
export function IdiomaSelect() {
  const { t } = useLingui();
  const { isLanguage } = useCustomizer();
  const [pedido, setPedido] = useState(false);
  const abrir = () => setPedido(true);
  // The keys that open MUI's select; Enter and Space open it as the button's click.
  const teclas = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    abrir();
  };
  const substituto = (
    <Substituto
      type="button"
      role="combobox"
      aria-label={t`Idioma`}
      aria-haspopup="listbox"
      aria-expanded={false}
      onClick={abrir}
      onKeyDown={teclas}
      onPointerEnter={carregar}
      onFocus={carregar}
    >
      <span lang={isLanguage}>{IDIOMA_NAMES[isLanguage]}</span>
      <svg aria-hidden viewBox="0 0 24 24" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </Substituto>
  );
  if (!pedido) return substituto;
  return (
    <Suspense fallback={substituto}>
      <IdiomaMuiSelect compacto aberto />
    </Suspense>
  );
}

// MUI's small outlined select, closed: the same box, text and arrow, so nothing moves when it arrives.
const Substituto = styled('button')(({ theme }) => ({
  font: 'inherit',
  lineHeight: '1.4375em',
  display: 'inline-flex',
  alignItems: 'center',
  padding: '7px 6px 7px 13px',
  color: theme.palette.text.primary,
  background: 'none',
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `1px solid ${theme.palette.primary.main}`, outlineOffset: -2, borderColor: theme.palette.primary.main },
  '& svg': { width: 24, height: 24, marginLeft: 1, fill: theme.palette.action.active },
}));

import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import type { Papel } from '#contract/papel';
import type { Membro } from '#contract/usuarios';
import { PAPEL_NAMES } from '../../i18n/papeis';
import type { Columns } from '../../ui/list/types';
import { PapelSelect } from './PapelSelect';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { UsuariosPage } from './UsuariosPage';

export interface MembroColunasContext {
  /** The signed-in person, marked "você". */
  meuId: string | undefined;
  /** Present when the papel may change papéis: the papel column becomes a select. */
  onPapel?: (membro: Membro, papel: Papel) => void;
  /** The member whose change is being saved. */
  savingId: string | null;
}

/** nome, e-mail, papel and since when; the sortable ones are the API's `ordem` fields. */
export const colunas: Columns<Membro, MembroColunasContext> = ({ i18n, meuId, onPapel, savingId }) => [
  {
    id: 'nome',
    header: msg`Nome`,
    sortable: true,
    noCelular: 'principal',
    render: (membro) => (
      <>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {membro.nome}
        </Typography>
        {membro.id === meuId && <Chip size="small" label={i18n._(msg`você`)} sx={{ ml: 1 }} />}
      </>
    ),
  },
  { id: 'email', header: msg`E-mail`, sortable: true, leftOutOn: 'tablet', noCelular: 'selo', render: (membro) => membro.email },
  {
    id: 'papel',
    header: msg`Papel`,
    sortable: true,
    noCelular: 'secundario',
    render: (membro) =>
      onPapel ? (
        <PapelSelect value={membro.papel} nome={membro.nome} disabled={savingId === membro.id} onChange={(papel) => onPapel(membro, papel)} />
      ) : (
        i18n._(PAPEL_NAMES[membro.papel])
      ),
  },
  {
    id: 'desde',
    header: msg`Desde`,
    sortable: true,
    leftOutOn: 'tablet',
    render: (membro) => i18n.date(new Date(membro.desde), { dateStyle: 'short' }),
  },
];

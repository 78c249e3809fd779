import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Papel } from '#contract/papel';
import type { Membro } from '#contract/usuarios';
import { PAPEL_NAMES } from '../../i18n/papeis';
import type { Column } from '../../ui/list/types';
import { PapelSelect } from './PapelSelect';

interface MembroColumnsOptions {
  /** The signed-in person, marked "você". */
  meuId: string | undefined;
  /** Present when the papel may change papéis: the papel column becomes a select. */
  onPapel?: (membro: Membro, papel: Papel) => void;
  /** The member whose change is being saved. */
  savingId: string | null;
}

/** nome, e-mail, papel and since when; the sortable ones are the API's `ordem` fields. */
export function useMembroColumns({ meuId, onPapel, savingId }: MembroColumnsOptions): Column<Membro>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'nome',
      header: t`Nome`,
      sortable: true,
      render: (membro) => (
        <>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {membro.nome}
          </Typography>
          {membro.id === meuId && <Chip size="small" label={t`você`} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { id: 'email', header: t`E-mail`, sortable: true, leftOutOn: 'phone', render: (membro) => membro.email },
    {
      id: 'papel',
      header: t`Papel`,
      sortable: true,
      render: (membro) =>
        onPapel ? (
          <PapelSelect value={membro.papel} nome={membro.nome} disabled={savingId === membro.id} onChange={(papel) => onPapel(membro, papel)} />
        ) : (
          i18n._(PAPEL_NAMES[membro.papel])
        ),
    },
    {
      id: 'desde',
      header: t`Desde`,
      sortable: true,
      leftOutOn: 'phone',
      render: (membro) => i18n.date(new Date(membro.desde), { dateStyle: 'short' }),
    },
  ];
}

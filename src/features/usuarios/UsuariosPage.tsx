import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { useLingui } from '@lingui/react/macro';
import { PAPEIS } from '#contract/papel';
import { pode } from '#contract/permissoes';
import type { Membro } from '#contract/usuarios';
import type { ListaProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { PAPEL_NAMES } from '../../i18n/papeis';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { ListView } from '../../ui/list/ListView';
import type { Columns } from '../../ui/list/types';
import { useColunas } from '../../ui/list/useColunas';
import { useList } from '../../ui/list/useList';
import { useLoad } from '../../ui/load/useLoad';
import type { MembroColunasContext } from './colunas';
import { ConviteDialog } from './ConviteDialog';
import { ConvitesSection } from './ConvitesSection';
import { MembroEditor } from './MembroEditor';
import { useMembroActions } from './useMembroActions';
import { usuariosApi } from './usuariosApi';

const PAPEL = 'papel';
const FILTROS = [PAPEL] as const;

/** /usuarios: the company's members and their papéis, and the invitations on their way (the route asks usuarios.ler). */
export function UsuariosPage({ colunas }: ListaProps<Columns<Membro, MembroColunasContext>>) {
  const { t, i18n } = useLingui();
  const { user, empresa } = useSession();
  const canEdit = pode(empresa?.papel, 'usuarios.editar');
  const list = useList<Membro>(usuariosApi.membros, FILTROS);
  const convites = useLoad(usuariosApi.convites);
  const { savingId, setPapel, actions, onEdit, remove } = useMembroActions({
    allowed: canEdit,
    onEdit: (membro) => list.openRecord(membro.id),
    settle: list.reload,
  });

  const columns = useColunas(colunas, { meuId: user?.id, onPapel: setPapel, savingId });
  return (
    <>
      <ListView
        list={list}
        title={t`Usuários`}
        columns={columns}
        itemName={(membro) => membro.nome}
        defaultOrder="nome"
        searchLabel={t`Buscar por nome ou e-mail`}
        filters={
          <FilterSelect
            label={t`Papel`}
            value={list.query[PAPEL] ?? ''}
            options={[{ value: '', label: t`Todos` }, ...PAPEIS.map((papel) => ({ value: papel, label: i18n._(PAPEL_NAMES[papel]) }))]}
            onChange={(papel) => list.set({ [PAPEL]: papel || null })}
          />
        }
        createLabel={canEdit ? t`Convidar usuário` : undefined}
        empty={{
          icon: <GroupOutlined />,
          title: t`Nenhum membro encontrado`,
          text: t`Convide as pessoas da equipe e escolha o papel de cada uma: administrador, gestor, técnico ou leitor.`,
        }}
        actions={actions}
        onEdit={onEdit}
        remove={remove}
        editor={({ id, onClose, onSaved }) =>
          id ? (
            <MembroEditor id={id} readOnly={!canEdit} onClose={onClose} onSaved={onSaved} />
          ) : (
            <ConviteDialog
              onClose={onClose}
              onSaved={() => {
                onSaved();
                convites.reload();
              }}
            />
          )
        }
      />
      <ConvitesSection convites={convites} />
    </>
  );
}

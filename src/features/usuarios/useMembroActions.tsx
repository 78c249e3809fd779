import Edit from '@mui/icons-material/EditOutlined';
import PersonRemove from '@mui/icons-material/PersonRemoveOutlined';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Papel } from '#contract/papel';
import type { Membro } from '#contract/usuarios';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { PAPEL_NAMES } from '../../i18n/papeis';
import type { RowAction } from '../../ui/list/types';
import { useConfirmedAction } from '../../ui/list/useConfirmedAction';
import { notify } from '../../ui/toast/notify';
import { usuariosApi } from './usuariosApi';

interface MembroActionsOptions {
  /** Whether the papel may change members; without it there are no actions at all. */
  allowed: boolean;
  onEdit: (membro: Membro) => void;
  /** After each change: the list re-reads. */
  settle: () => void;
}

/**
 * Change a papel (in the row or the editor) and remove a member (asked first). A change to the
 * person's own membership re-reads the session: their papel, or the company itself, may be gone.
 */
export function useMembroActions({ allowed, onEdit, settle }: MembroActionsOptions) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const act = useConfirmedAction();
  const [savingId, setSavingId] = useState<string | null>(null);
  const afterChangeOf = (membro: Membro) => (membro.id === session.user?.id ? session.check() : settle());

  const setPapel = async (membro: Membro, novoPapel: Papel) => {
    setSavingId(membro.id);
    try {
      await usuariosApi.setPapel(membro.id, novoPapel, membro.versao);
      const nome = membro.nome;
      const papel = i18n._(PAPEL_NAMES[novoPapel]);
      notify(t`${nome} agora é ${papel}.`, 'success');
    } catch (error) {
      const said = failureMessage(error);
      notify(said, 'error');
    }
    setSavingId(null);
    afterChangeOf(membro);
  };

  const remover = (membro: Membro) => {
    const nome = membro.nome;
    return act({
      title: t`Remover ${nome} da empresa?`,
      message: t`${nome} perde o acesso a esta empresa na hora. A conta continua existindo e pode ser convidada de novo.`,
      run: () => usuariosApi.remover(membro.id, membro.versao),
      done: t`${nome} foi removido da empresa.`,
      settle: () => afterChangeOf(membro),
    });
  };

  if (!allowed) return { savingId, setPapel: undefined, actions: () => [], onEdit: undefined, remove: undefined };

  const actions = (): RowAction<Membro>[] => [
    { id: 'editar', label: t`Mudar papel`, icon: <Edit fontSize="small" />, run: onEdit },
    { id: 'remover', label: t`Remover da empresa`, icon: <PersonRemove fontSize="small" />, run: remover },
  ];
  return { savingId, setPapel, actions, onEdit, remove: { label: t`Remover da empresa a pessoa selecionada`, run: remover } };
}

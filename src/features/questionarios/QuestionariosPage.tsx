import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { pode } from '#contract/permissoes';
import type { QuestionarioResumo } from '#contract/questionario';
import type { ListaProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { ListView } from '../../ui/list/ListView';
import type { Columns } from '../../ui/list/types';
import { useColunas } from '../../ui/list/useColunas';
import { useList } from '../../ui/list/useList';
import { LoadingOverlay } from '../../ui/loading/LoadingOverlay';
import { NovoQuestionarioDialog } from './NovoQuestionarioDialog';
import { questionariosApi } from './questionariosApi';
import { STATUS } from './questionariosAddress';
import { StatusFilter } from './StatusFilter';
import { useQuestionarioActions } from './useQuestionarioActions';
import { useQuestionarioAddress } from './useQuestionarioAddress';
import { VersoesDialog } from './versoes/VersoesDialog';

const FILTROS = [STATUS] as const;

// The builder is most of this feature's code and only editors open it: its own chunk.
const QuestionarioBuilder = lazy(() => import('./builder/QuestionarioBuilder').then((module) => ({ default: module.QuestionarioBuilder })));

/**
 * /questionarios: the library. A row opens the builder (`?editar=`) for those who may edit, and
 * its versions (`?versoes=`, read-only) for everyone else; `?novo=1` starts a new one.
 */
export function QuestionariosPage({ colunas }: ListaProps<Columns<QuestionarioResumo>>) {
  const { t } = useLingui();
  const { empresa } = useSession();
  const canEdit = pode(empresa?.papel, 'questionarios.editar');
  const endereco = useQuestionarioAddress();
  const lista = useList<QuestionarioResumo>(questionariosApi.list, FILTROS);
  const naTela = useRef(true);
  useEffect(
    () => () => {
      naTela.current = false;
    },
    [],
  );
  const abrir = canEdit ? endereco.abrirBuilder : endereco.abrirVersoes;
  // The list pattern opens a row with openRecord: here that is the builder or the versions.
  const list = { ...lista, openRecord: (id: string) => abrir(id) };
  const { actions, onEdit, remove } = useQuestionarioActions({
    allowed: canEdit,
    onEdit: (questionario) => endereco.abrirBuilder(questionario.id),
    onVersoes: (questionario) => endereco.abrirVersoes(questionario.id),
    settle: list.reload,
  });
  // A link to the builder reaches a papel that may only read as the read-only versions.
  const versoesDe = endereco.versoes ?? (canEdit ? null : endereco.editando);

  const columns = useColunas(colunas, {});
  return (
    <>
      <ListView
        list={list}
        title={t`Questionários`}
        columns={columns}
        itemName={(questionario) => questionario.titulo}
        defaultOrder="titulo"
        searchLabel={t`Buscar por título`}
        filters={<StatusFilter list={list} />}
        createLabel={canEdit ? t`Novo questionário` : undefined}
        empty={{
          icon: <ChecklistOutlined />,
          title: t`Nenhum questionário criado ainda`,
          text: t`Aqui ficam os checklists que sua equipe preenche em campo, com seções, perguntas obrigatórias, fotos, assinaturas e pontuação de conformidade. Comece em branco ou a partir de um modelo.`,
        }}
        actions={actions}
        onEdit={onEdit}
        remove={remove}
        editor={({ id, onClose }) =>
          id === null && (
            <NovoQuestionarioDialog
              onClose={onClose}
              onCreated={(questionario) => {
                endereco.abrirBuilder(questionario.id, true);
                list.reload();
              }}
            />
          )
        }
      />
      {versoesDe && <VersoesDialog key={versoesDe} id={versoesDe} onClose={endereco.fechar} />}
      {canEdit && endereco.editando && (
        <Suspense fallback={<LoadingOverlay />}>
          <QuestionarioBuilder
            key={endereco.editando}
            id={endereco.editando}
            onClose={() => {
              endereco.fechar();
              // Its título, situação and count may have changed in the builder.
              list.reload();
            }}
            // Back took the builder away and its edits were saved after: the rows show them, if still on screen.
            onLeftSaved={() => naTela.current && list.reload()}
          />
        </Suspense>
      )}
    </>
  );
}

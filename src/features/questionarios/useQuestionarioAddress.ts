import { NOVO } from '../../ui/list/listAddress';
import { useAddressParams } from '../../ui/list/useAddressParams';
import { EDITAR, VERSOES } from './questionariosAddress';

export interface QuestionarioAddress {
  /** The questionnaire open in the builder (`?editar=`), or null. */
  editando: string | null;
  /** The questionnaire whose versions are open (`?versoes=`), or null. */
  versoes: string | null;
  /** Opens the builder; from the "Novo questionário" dialog it takes that dialog's place in the history. */
  abrirBuilder: (id: string, emVezDoNovo?: boolean) => void;
  abrirVersoes: (id: string) => void;
  /** Replaces the entry, as the list's editors do: Back after closing does not open it again. */
  fechar: () => void;
}

export function useQuestionarioAddress(): QuestionarioAddress {
  const [params, write] = useAddressParams();
  return {
    editando: params.get(EDITAR),
    versoes: params.get(VERSOES),
    abrirBuilder: (id, emVezDoNovo = false) =>
      write((next) => {
        next.delete(NOVO);
        next.set(EDITAR, id);
      }, emVezDoNovo),
    abrirVersoes: (id) => write((next) => next.set(VERSOES, id)),
    fechar: () =>
      write((next) => {
        next.delete(EDITAR);
        next.delete(VERSOES);
      }, true),
  };
}

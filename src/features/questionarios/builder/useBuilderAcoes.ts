import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Definicao, TipoPergunta } from '#contract/questionario';
import { problemasDaDefinicao } from '#contract/questionarioProblemas';
import { acharPergunta, localizar, type Lugar, type Selecao } from './questionarioRascunho';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { notify } from '@/ui/toast/notify';
import { rowId } from './OutlineRow';
import type { BuilderState } from './useQuestionarioBuilder';

type Foco = 'editor' | 'contorno' | 'problemas';

const CAMPOS = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]';

/**
 * What the builder's keys, buttons and palette commands do: the edits go to the machine; this adds the
 * questions asked first (remove, publish), where the focus goes next and what a screen reader hears.
 */
export function useBuilderAcoes(builder: BuilderState) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const { send, selecionado, lerRascunho } = builder;
  const editorRef = useRef<HTMLElement>(null);
  const problemasRef = useRef<HTMLElement>(null);
  const [foco, setFoco] = useState<{ alvo: Foco; vez: number } | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [anuncio, setAnuncio] = useState('');

  const focar = (alvo: Foco) => setFoco((atual) => ({ alvo, vez: (atual?.vez ?? 0) + 1 }));

  // Focus moves once the new state is on screen: a new question's fields exist only after the render.
  useEffect(() => {
    if (!foco) return;
    if (foco.alvo === 'editor') editorRef.current?.querySelector<HTMLElement>(CAMPOS)?.focus();
    else if (foco.alvo === 'problemas') problemasRef.current?.focus();
    else document.getElementById(rowId(selecionado))?.focus();
  }, [foco]);

  const nomeDe = (definicao: Definicao, id: string) => {
    const local = localizar(definicao, id);
    const secao = local ? definicao.secoes[local.secao] : undefined;
    if (!local || !secao) return '';
    const posicao = local.secao + 1;
    if (local.pergunta === null) return secao.titulo || t`Seção ${posicao}`;
    return acharPergunta(definicao, id)?.enunciado || t`Pergunta sem enunciado`;
  };

  /** Says where an item landed, or that it could not go further. */
  const anunciarLugar = (antes: Definicao, id: string) => {
    const depois = lerRascunho();
    const local = localizar(depois, id);
    const secao = local ? depois.secoes[local.secao] : undefined;
    if (depois === antes || !local || !secao) {
      setAnuncio(t`O item não pode ir mais longe nessa direção.`);
      return;
    }
    const nome = nomeDe(depois, id);
    if (local.pergunta === null) {
      const posicao = local.secao + 1;
      const total = depois.secoes.length;
      setAnuncio(t`Seção ${nome} movida para a posição ${posicao} de ${total}.`);
    } else {
      const posicao = local.pergunta + 1;
      const total = secao.perguntas.length;
      const nomeSecao = nomeDe(depois, secao.id);
      setAnuncio(t`Pergunta ${nome} movida para a posição ${posicao} de ${total} na seção ${nomeSecao}.`);
    }
  };

  const comSelecao = (run: (id: string) => void) => () => {
    if (selecionado !== null) run(selecionado);
  };

  const acoes = {
    selecionar: (id: Selecao) => send({ type: 'builder.select', id }),
    proximo: () => {
      send({ type: 'builder.select.next' });
      focar('contorno');
    },
    anterior: () => {
      send({ type: 'builder.select.prev' });
      focar('contorno');
    },
    editar: () => focar('editor'),
    voltarAoContorno: () => focar('contorno'),
    /** Problem links and the item they name: select it and go to its fields. */
    abrir: (id: Selecao) => {
      send({ type: 'builder.select', id });
      focar('editor');
    },
    irParaProblemas: () => focar('problemas'),
    abrirTipos: (ancora?: HTMLElement | null) => setMenu(ancora ?? document.getElementById(rowId(selecionado))),
    fecharTipos: () => {
      setMenu(null);
      focar('contorno');
    },
    escolherTipo: (tipo: TipoPergunta) => {
      setMenu(null);
      send({ type: 'builder.pergunta.add', tipo });
      focar('editor');
    },
    adicionarSecao: () => {
      send({ type: 'builder.secao.add' });
      focar('editor');
    },
    mover: (passo: 1 | -1) =>
      comSelecao((id) => {
        const antes = lerRascunho();
        send({ type: 'builder.item.move', id, passo });
        anunciarLugar(antes, id);
        focar('contorno');
      })(),
    soltar: (id: string, alvo: string, lugar: Lugar) => {
      const antes = lerRascunho();
      send({ type: 'builder.item.drop', id, alvo, lugar });
      anunciarLugar(antes, id);
    },
    duplicar: comSelecao((id) => {
      const nome = nomeDe(lerRascunho(), id);
      send({ type: 'builder.item.duplicate', id });
      setAnuncio(t`${nome} duplicado logo abaixo; a cópia está selecionada.`);
      focar('contorno');
    }),
    remover: comSelecao(async (id) => {
      const definicao = lerRascunho();
      const local = localizar(definicao, id);
      const nome = nomeDe(definicao, id);
      const secao = local?.pergunta === null;
      const sim = await confirm(
        secao
          ? { title: t`Remover a seção?`, message: t`A seção ${nome} e as perguntas dela serão removidas do rascunho.` }
          : { title: t`Remover a pergunta?`, message: t`A pergunta ${nome} será removida do rascunho.` },
      );
      if (sim) {
        send({ type: 'builder.item.remove', id });
        setAnuncio(secao ? t`Seção ${nome} removida.` : t`Pergunta ${nome} removida.`);
      }
      focar('contorno');
    }),
    salvar: () => {
      if (!builder.naoSalvo) notify(t`Não há alterações para salvar.`, 'info');
      send({ type: 'builder.save' });
    },
    publicar: async () => {
      // With problems the machine refuses and points at them: no question to ask first.
      if (problemasDaDefinicao(lerRascunho()).length > 0) {
        send({ type: 'builder.publish' });
        return;
      }
      const versao = (builder.cabecalho?.versao_atual ?? 0) + 1;
      const sim = await confirm({
        title: t`Publicar o questionário?`,
        message: t`O rascunho será congelado como a versão ${versao}. As atividades novas usarão esta versão; as já começadas continuam com a delas.`,
      });
      if (sim) send({ type: 'builder.publish' });
    },
    fechar: () => send({ type: 'builder.close' }),
  };
  return { ...useEstaveis(acoes), editorRef, problemasRef, menu, anuncio };
}

type Acoes = Record<string, (...args: never[]) => unknown>;

/**
 * The same functions on every render, each running the latest version: memoized outline rows and
 * preview questions take them as props and must not redraw because a new closure was made.
 */
function useEstaveis<T extends Acoes>(acoes: T): T {
  const atuais = useRef(acoes);
  atuais.current = acoes;
  return useMemo(
    () => Object.fromEntries(Object.keys(atuais.current).map((nome) => [nome, (...args: never[]) => atuais.current[nome]?.(...args)])) as T,
    [],
  );
}

export type BuilderAcoes = ReturnType<typeof useBuilderAcoes>;

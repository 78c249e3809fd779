import Box from '@mui/material/Box';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { Definicao, Pergunta } from '#contract/questionario';
import type { Lugar, Selecao } from './questionarioRascunho';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { TIPO_PERGUNTA_NOMES } from '../tipoPerguntaNomes';
import { OutlineRow, type OutlineRowProps } from './OutlineRow';

interface BuilderOutlineProps {
  rascunho: Definicao;
  selecionado: Selecao;
  /** Problems by item id (null: the questionnaire's own). */
  problemas: ReadonlyMap<Selecao, number>;
  onSelect: (id: Selecao) => void;
  onDrop: (id: string, alvo: string, lugar: Lugar) => void;
}

type Linha = Omit<OutlineRowProps, 'selecionado' | 'problemas' | 'onSelect' | 'onDrop'>;

/**
 * The questionnaire, its sections and questions as one list: ↑/↓ choose, Alt+↑/↓ or dragging move,
 * Enter edits. Focus stays on the selected row (one tab stop).
 */
export function BuilderOutline({ rascunho, selecionado, problemas, onSelect, onDrop }: BuilderOutlineProps) {
  const { t, i18n } = useLingui();
  const dicaId = useId();

  // A question's detail line is rebuilt only when the question changes (or the language does).
  const detalhes = useMemo(() => new WeakMap<Pergunta, string>(), [i18n.locale]);
  const detalheDe = (pergunta: Pergunta) => {
    const pronto = detalhes.get(pergunta);
    if (pronto !== undefined) return pronto;
    const detalhe = [
      i18n._(TIPO_PERGUNTA_NOMES[pergunta.tipo]),
      pergunta.obrigatoria ? t`obrigatória` : null,
      pergunta.regra ? t`com regra` : null,
      pergunta.pontos ? t`pontuada` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    detalhes.set(pergunta, detalhe);
    return detalhe;
  };

  const linhas = useMemo(() => {
    const resultado: Linha[] = [{ id: null, nivel: 1, rotulo: rascunho.titulo || t`Questionário sem título`, detalhe: t`Título e descrição` }];
    let numero = 0;
    rascunho.secoes.forEach((secao, indice) => {
      const posicao = indice + 1;
      const { titulo } = secao;
      resultado.push({
        id: secao.id,
        nivel: 2,
        rotulo: titulo ? t`Seção ${posicao}: ${titulo}` : t`Seção ${posicao} sem título`,
        detalhe: plural(secao.perguntas.length, { one: '# pergunta', other: '# perguntas' }),
      });
      for (const pergunta of secao.perguntas) {
        numero += 1;
        resultado.push({ id: pergunta.id, nivel: 3, rotulo: `${numero}. ${pergunta.enunciado || t`Pergunta sem enunciado`}`, detalhe: detalheDe(pergunta) });
      }
    });
    return resultado;
  }, [rascunho, t, detalhes]);

  return (
    <>
      <VisuallyHidden>
        <span id={dicaId}>{t`Use ↑ e ↓ para escolher, Alt+↑ e Alt+↓ ou arraste para mover, Enter para editar, Q para adicionar uma pergunta e S para uma seção.`}</span>
      </VisuallyHidden>
      <Box component="ul" role="listbox" aria-label={t`Estrutura do questionário`} aria-describedby={dicaId} sx={{ m: 0, p: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.25 }}>
        {linhas.map((linha) => (
          <OutlineRow
            key={linha.id ?? ''}
            {...linha}
            selecionado={linha.id === selecionado}
            problemas={problemas.get(linha.id) ?? 0}
            onSelect={onSelect}
            onDrop={onDrop}
          />
        ))}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import type { Definicao, Mudanca, TipoMudanca } from '#contract/questionario';
import { TIPO_PERGUNTA_NOMES } from '../tipoPerguntaNomes';
import { nomeDaMudanca, nomesDosCampos } from './mudancaNomes';

const CORES: Record<TipoMudanca, 'success' | 'error' | 'warning' | 'info'> = {
  adicionada: 'success',
  removida: 'error',
  alterada: 'warning',
  movida: 'info',
};

interface DefinicaoLidaProps {
  /** The column's heading: "Versão 2", "Rascunho". */
  rotulo: string;
  definicao: Definicao;
  /** The changes that touch each section or question, by id: those items are highlighted and labelled. */
  marcas?: ReadonlyMap<string, Mudanca[]>;
}

function Marcas({ mudancas }: { mudancas: Mudanca[] }) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {mudancas.map((mudanca) => {
        const nome = nomeDaMudanca(i18n, mudanca.tipo);
        const campos = nomesDosCampos(i18n, mudanca.campos);
        return (
          <Chip
            key={mudanca.tipo}
            size="small"
            variant="outlined"
            color={CORES[mudanca.tipo]}
            label={campos ? t`${nome}: ${campos}` : nome}
          />
        );
      })}
    </Box>
  );
}

const destaque = (mudancas: Mudanca[] | undefined) => (theme: Theme) => {
  const primeira = mudancas?.[0];
  if (!primeira) return { borderLeft: 4, borderColor: 'transparent', pl: 1, py: 0.5 };
  const cor = theme.palette[CORES[primeira.tipo]].main;
  return { borderLeft: 4, borderColor: cor, bgcolor: alpha(cor, 0.08), pl: 1, py: 0.5, borderRadius: 1 };
};

/** A definition as the field person will meet it, read-only: sections, questions, their type and options. */
export function DefinicaoLida({ rotulo, definicao, marcas }: DefinicaoLidaProps) {
  const { t, i18n } = useLingui();
  return (
    <Box component="section" aria-label={rotulo} sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {rotulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {definicao.titulo}
      </Typography>
      {definicao.secoes.length === 0 && <Typography variant="body2">{t`Nenhuma seção.`}</Typography>}
      {definicao.secoes.map((secao) => (
        <Box key={secao.id} sx={{ mb: 2 }}>
          <Box sx={destaque(marcas?.get(secao.id))}>
            <Typography component="h4" variant="subtitle2">
              {secao.titulo || t`Seção sem título`}
            </Typography>
            {marcas?.get(secao.id) && <Marcas mudancas={marcas.get(secao.id) ?? []} />}
          </Box>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {secao.perguntas.map((pergunta) => {
              const mudancas = marcas?.get(pergunta.id);
              const detalhes = [
                i18n._(TIPO_PERGUNTA_NOMES[pergunta.tipo]),
                pergunta.obrigatoria ? t`obrigatória` : null,
                pergunta.regra ? t`com regra de visibilidade` : null,
                pergunta.pontos ? t`pontuada` : null,
                pergunta.critica ? t`crítica` : null,
              ].filter(Boolean);
              return (
                <Box component="li" key={pergunta.id} sx={destaque(mudancas)}>
                  <Typography variant="body2">{pergunta.enunciado || t`Pergunta sem enunciado`}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {detalhes.join(' · ')}
                  </Typography>
                  {pergunta.opcoes.length > 0 && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t`Opções: ${pergunta.opcoes.map((opcao) => opcao.rotulo).join(', ')}`}
                    </Typography>
                  )}
                  {mudancas && <Marcas mudancas={mudancas} />}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo, type Ref } from 'react';
import type { Definicao } from '#contract/questionario';
import type { ProblemaNoItem } from '#contract/questionarioProblemas';
import { perguntasEmOrdem } from '#contract/questionarioRegras';
import type { Selecao } from './questionarioRascunho';

interface ProblemasPanelProps {
  rascunho: Definicao;
  problemas: ProblemaNoItem[];
  /** Selects the item a problem names and takes the person to its fields. */
  onOpen: (id: Selecao) => void;
  ref?: Ref<HTMLElement>;
}

/** Why the draft cannot be published yet, each reason a link to its item; focusable, for a refused publish to land on. Memoized: it follows the deferred draft. */
export const ProblemasPanel = memo(function ProblemasPanel({ rascunho, problemas, onOpen, ref }: ProblemasPanelProps) {
  const { t } = useLingui();
  const nomes = useMemo(() => {
    const porId = new Map<string, string>();
    rascunho.secoes.forEach((secao, indice) => {
      const posicao = indice + 1;
      const { titulo } = secao;
      porId.set(secao.id, titulo ? t`Seção ${posicao} (${titulo})` : t`Seção ${posicao}`);
    });
    perguntasEmOrdem(rascunho).forEach(({ pergunta }, indice) => {
      const posicao = indice + 1;
      porId.set(pergunta.id, t`Pergunta ${posicao}`);
    });
    return porId;
  }, [rascunho, t]);
  const nomeDe = (id: string | null) => (id === null ? t`Questionário` : (nomes.get(id) ?? t`Item ${id}`));

  return (
    <Box component="section" ref={ref} tabIndex={-1} aria-labelledby="builder-problemas-titulo" sx={{ outline: 'none', '&:focus-visible': { boxShadow: 2 } }}>
      <Typography id="builder-problemas-titulo" component="h3" variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {problemas.length > 0 && <ErrorOutlined color="error" fontSize="small" aria-hidden />}
        {problemas.length === 0 ? (
          <Trans>Pronto para publicar</Trans>
        ) : (
          <Plural value={problemas.length} one="# problema impede a publicação" other="# problemas impedem a publicação" />
        )}
      </Typography>
      {problemas.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {problemas.map(({ id, campo, mensagem }, indice) => {
            const item = nomeDe(id);
            return (
              <li key={`${id ?? ''}.${campo}.${indice}`}>
                <Link component="button" type="button" variant="body2" onClick={() => onOpen(id)} sx={{ textAlign: 'start' }}>
                  {t`${item}: ${mensagem}`}
                </Link>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
});

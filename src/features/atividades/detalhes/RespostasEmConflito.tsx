import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RespostasAtuais } from '#contract/atividade';
import { formatCoordenadas } from '#contract/coordenadas';
import type { Definicao, Pergunta } from '#contract/questionario';
import { perguntasEmOrdem, type Resposta } from '#contract/questionarioRegras';
import type { Escolha } from './respostasMachine';

interface RespostasEmConflitoProps {
  definicao: Definicao;
  atuais: RespostasAtuais;
  minhas: { respostas: Record<string, Resposta | undefined>; comentarios: Record<string, string | undefined> };
  onEscolher: (tipo: 'respostas' | 'comentarios', id: string, escolha: Escolha) => void;
}

/**
 * The answers (and comments) someone else changed after this person read them: each with both
 * values side by side, and the choice of which stays. Nothing of theirs is dropped until they choose.
 */
export function RespostasEmConflito({ definicao, atuais, minhas, onEscolher }: RespostasEmConflitoProps) {
  const { t, i18n } = useLingui();
  const perguntas = new Map(perguntasEmOrdem(definicao).map(({ pergunta }) => [pergunta.id, pergunta]));

  const texto = (pergunta: Pergunta | undefined, valor: Resposta | string | null | undefined): string => {
    if (valor === null || valor === undefined || valor === '' || (Array.isArray(valor) && valor.length === 0)) return t`Sem resposta`;
    if (pergunta?.tipo === 'foto' || pergunta?.tipo === 'assinatura') return t`Imagem enviada`;
    if (pergunta?.tipo === 'sim_nao' && typeof valor === 'string') return { sim: t`Sim`, nao: t`Não`, na: t`Não se aplica` }[valor] ?? valor;
    if (typeof valor === 'number') return i18n.number(valor);
    if (typeof valor === 'string') return valor;
    if ('opcoes' in valor) {
      const rotulos = new Map(pergunta?.opcoes.map((opcao) => [opcao.id, opcao.rotulo]));
      return [...valor.opcoes.map((id) => rotulos.get(id) ?? id), ...(valor.outro ? [valor.outro] : [])].join('; ');
    }
    if ('latitude' in valor) return formatCoordenadas(valor, i18n.locale);
    return [...valor].join(', ');
  };

  const itens = (['respostas', 'comentarios'] as const).flatMap((tipo) =>
    Object.entries(atuais[tipo]).map(([id, atual]) => ({ tipo, id, atual: atual as Resposta | string | null })),
  );
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{t`Outra pessoa alterou estas respostas depois que você as leu. Escolha qual valor fica em cada uma.`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {itens.map(({ tipo, id, atual }) => {
          const pergunta = perguntas.get(id);
          const enunciado = pergunta?.enunciado ?? id;
          const minha = texto(pergunta, minhas[tipo][id]);
          const agora = texto(pergunta, atual);
          return (
            <Box component="li" key={`${tipo}.${id}`} aria-label={enunciado}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {tipo === 'respostas' ? enunciado : t`Comentário de “${enunciado}”`}
              </Typography>
              <Typography variant="body2">{t`Sua resposta: ${minha}`}</Typography>
              <Typography variant="body2">{t`Resposta atual: ${agora}`}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                <Button size="small" variant="outlined" onClick={() => onEscolher(tipo, id, 'minha')}>
                  <Trans>Manter a minha</Trans>
                </Button>
                <Button size="small" onClick={() => onEscolher(tipo, id, 'atual')}>
                  <Trans>Usar a atual</Trans>
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Alert>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { trechosDoComentario, type Comentario } from '#contract/atividadeComentario';

/** A comment's text with its mentions as highlighted names (the member's current name, or the one written). */
export function ComentarioTexto({ comentario }: { comentario: Comentario }) {
  const atuais = new Map(comentario.mencoes.map((pessoa) => [pessoa.id, pessoa.nome]));
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {trechosDoComentario(comentario.texto).map((trecho, indice) =>
        'mencao' in trecho ? (
          <Box
            key={indice}
            component="span"
            data-mencao={trecho.mencao.id}
            sx={{ bgcolor: 'action.selected', color: 'text.primary', fontWeight: 600, borderRadius: 1, px: 0.5 }}
          >
            @{atuais.get(trecho.mencao.id) ?? trecho.mencao.nome}
          </Box>
        ) : (
          trecho.texto
        ),
      )}
    </Typography>
  );
}

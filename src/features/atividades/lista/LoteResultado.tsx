import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AtividadeResumo } from '#contract/atividade';
import type { AtividadeLoteResposta } from '#contract/atividadeLote';

/** What a bulk change did: how many were changed, and each refused activity with its reason. */
export function LoteResultado({ resposta, atividades }: { resposta: AtividadeLoteResposta; atividades: AtividadeResumo[] }) {
  const porId = new Map(atividades.map((atividade) => [atividade.id, atividade]));
  const recusadas = resposta.itens.filter((item) => item.resultado === 'recusada');
  const iguais = resposta.itens.filter((item) => item.resultado === 'sem_mudanca').length;
  return (
    <>
      <Alert severity={recusadas.length === 0 ? 'success' : resposta.alteradas === 0 ? 'error' : 'warning'} role="status">
        {plural(resposta.alteradas, { one: '# atividade alterada.', other: '# atividades alteradas.' })}{' '}
        {iguais > 0 && plural(iguais, { one: '# já estava assim.', other: '# já estavam assim.' })}{' '}
        {recusadas.length > 0 && plural(recusadas.length, { one: '# recusada.', other: '# recusadas.' })}
      </Alert>
      {recusadas.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            <Trans>Recusadas</Trans>
          </Typography>
          <List dense>
            {recusadas.map((item) => {
              const atividade = porId.get(item.id);
              return (
                <ListItem key={item.id} disableGutters>
                  <ListItemText primary={atividade ? `${atividade.codigo} ${atividade.titulo}` : item.id} secondary={item.motivo} />
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </>
  );
}

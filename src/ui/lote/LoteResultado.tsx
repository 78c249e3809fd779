import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LoteResposta } from '#contract/lote';

interface LoteResultadoProps {
  resposta: LoteResposta;
  /** "N atividades alteradas.": the count in the feature's own noun. */
  alteradas: string;
  /** Each record's name as its list shows it (código and título), by id. */
  nomes: ReadonlyMap<string, string>;
}

/** What a bulk change did: how many were changed, and each refused record with its reason. */
export function LoteResultado({ resposta, alteradas, nomes }: LoteResultadoProps) {
  const recusadas = resposta.itens.filter((item) => item.resultado === 'recusada');
  const iguais = resposta.itens.filter((item) => item.resultado === 'sem_mudanca').length;
  return (
    <>
      <Alert severity={recusadas.length === 0 ? 'success' : resposta.alteradas === 0 ? 'error' : 'warning'} role="status">
        {alteradas} {iguais > 0 && plural(iguais, { one: '# já estava assim.', other: '# já estavam assim.' })}{' '}
        {recusadas.length > 0 && plural(recusadas.length, { one: '# recusada.', other: '# recusadas.' })}
      </Alert>
      {recusadas.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            <Trans>Recusadas</Trans>
          </Typography>
          <List dense>
            {recusadas.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText primary={nomes.get(item.id) ?? item.id} secondary={item.motivo} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}

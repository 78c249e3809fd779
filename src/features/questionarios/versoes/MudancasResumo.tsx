import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TIPOS_MUDANCA, type Mudanca, type TipoMudanca } from '#contract/questionario';
import { nomeDaMudanca, nomesDosCampos } from './mudancaNomes';

function contagem(tipo: TipoMudanca, n: number): string {
  switch (tipo) {
    case 'adicionada':
      return plural(n, { one: '# adicionada', other: '# adicionadas' });
    case 'removida':
      return plural(n, { one: '# removida', other: '# removidas' });
    case 'alterada':
      return plural(n, { one: '# alterada', other: '# alteradas' });
    case 'movida':
      return plural(n, { one: '# movida', other: '# movidas' });
  }
}

/** The list of differences in words, before the two columns: counts, then each item with the fields that changed. */
export function MudancasResumo({ mudancas }: { mudancas: Mudanca[] }) {
  const { t, i18n } = useLingui();
  if (mudancas.length === 0) return <Alert severity="info">{t`Nenhuma diferença entre as duas versões.`}</Alert>;
  const contagens = TIPOS_MUDANCA.map((tipo) => [tipo, mudancas.filter((mudanca) => mudanca.tipo === tipo).length] as const)
    .filter(([, n]) => n > 0)
    .map(([tipo, n]) => contagem(tipo, n));
  const item = (mudanca: Mudanca) =>
    mudanca.item === 'questionario' ? t`Questionário` : mudanca.item === 'secao' ? t`Seção` : t`Pergunta`;
  return (
    <Box component="section" aria-label={t`Diferenças`}>
      <Typography variant="subtitle2" component="p">
        {t`Diferenças: ${contagens.join(', ')}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {mudancas.map((mudanca, indice) => {
          const campos = nomesDosCampos(i18n, mudanca.campos);
          const tipo = nomeDaMudanca(i18n, mudanca.tipo);
          const qual = item(mudanca);
          const rotulo = mudanca.rotulo;
          return (
            <Typography component="li" variant="body2" key={`${mudanca.tipo}:${mudanca.item}:${mudanca.id ?? indice}`}>
              {campos ? t`${tipo} · ${qual} “${rotulo}” (${campos})` : t`${tipo} · ${qual} “${rotulo}”`}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

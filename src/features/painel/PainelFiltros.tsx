import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { problemasDoPeriodo, type PainelQuery } from '#contract/painel';
import { textoDoCampo } from '#machines/callFailure';
import { CampoData } from '../../ui/datas/CampoData';
import { RecordAutocomplete } from '../../ui/form/RecordAutocomplete';
import { FiltrosRecolhidos } from '../../ui/list/FiltrosRecolhidos';
import type { WriteParams } from '../../ui/list/useAddressParams';
import { FILTRO } from '../atividades/lista/atividadesAddress';
import { opcoes } from '../atividades/lista/opcoes';
import { PAINEL_FILTROS, type PainelFiltro } from './painelAddress';

/**
 * The painel's period and filters, each written to the address under the activity list's name for
 * it. On a phone the filters wait behind a "Filtros" button, as the list's do, so the figures come first.
 */
export function PainelFiltros({ query, write }: { query: PainelQuery; write: WriteParams }) {
  const { t, i18n } = useLingui();
  const { sites, tipos, responsaveis, questionarios } = opcoes(i18n, false);
  const mudar = (nome: string, valor: string | null) =>
    write((next) => {
      if (valor) next.set(nome, valor);
      else next.delete(nome);
    }, true);
  const problemaDoFim = problemasDoPeriodo(query).ate?.[0];
  const usados = PAINEL_FILTROS.filter((nome) => query[nome]).length;
  const registro = (nome: PainelFiltro, label: string, fonte: typeof sites) => (
    <RecordAutocomplete size="small" label={label} value={query[nome] ?? null} onChange={(escolhido) => mudar(nome, escolhido?.id ?? null)} {...fonte} />
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={t`Período e filtros do painel`}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, '& > *': { flex: '1 1 180px', maxWidth: { sm: 280 } } }}
    >
      <CampoData tipo="data" size="small" label={t`De`} value={query.de} onChange={(event) => mudar(FILTRO.de, event.target.value || null)} />
      <CampoData
        tipo="data"
        size="small"
        label={t`Até`}
        value={query.ate}
        onChange={(event) => mudar(FILTRO.ate, event.target.value || null)}
        error={Boolean(problemaDoFim)}
        helperText={problemaDoFim ? textoDoCampo(problemaDoFim) : undefined}
      />
      <FiltrosRecolhidos usados={usados} sx={{ '& > *': { flex: '1 1 180px', maxWidth: { sm: 280 } } }}>
        {() => (
          <>
            {registro(FILTRO.site, t`Site`, sites)}
            {registro(FILTRO.tipo, t`Tipo de serviço`, tipos)}
            {registro(FILTRO.responsavel, t`Técnico`, responsaveis)}
            {registro(FILTRO.questionario, t`Questionário`, questionarios)}
          </>
        )}
      </FiltrosRecolhidos>
    </Box>
  );
}

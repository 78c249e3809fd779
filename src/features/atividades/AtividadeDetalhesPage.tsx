import { useParams, useSearch } from 'wouter';
import { AtividadeDetalhes } from './detalhes/AtividadeDetalhes';
import { RelatorioAtividade } from './relatorio/RelatorioAtividade';

export function AtividadeDetalhesPage() {
  const { atividade_id: atividadeId = '' } = useParams<{ atividade_id: string }>();
  const search = useSearch();
  // The report is a view of the same address (`?relatorio`), as the template keeps the app's routes.
  if (new URLSearchParams(search).has('relatorio')) return <RelatorioAtividade key={atividadeId} id={atividadeId} />;
  // Another activity's address starts afresh: nothing of the last one is kept.
  return <AtividadeDetalhes key={atividadeId} id={atividadeId} />;
}

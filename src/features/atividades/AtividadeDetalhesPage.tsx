import { useParams } from 'wouter';
import { AtividadeDetalhes } from './detalhes/AtividadeDetalhes';

export function AtividadeDetalhesPage() {
  const { atividade_id: atividadeId = '' } = useParams<{ atividade_id: string }>();
  // Another activity's address starts afresh: nothing of the last one is kept.
  return <AtividadeDetalhes key={atividadeId} id={atividadeId} />;
}

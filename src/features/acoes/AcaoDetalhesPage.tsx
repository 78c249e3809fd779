import { useParams } from 'wouter';
import { AcaoDetalhes } from './detalhes/AcaoDetalhes';

export function AcaoDetalhesPage() {
  const { acao_id: acaoId = '' } = useParams<{ acao_id: string }>();
  // Another action's address starts afresh: nothing of the last one is kept.
  return <AcaoDetalhes key={acaoId} id={acaoId} />;
}

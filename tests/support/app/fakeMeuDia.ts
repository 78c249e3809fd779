import type { AcaoCorretiva } from '#contract/acoes';
import type { MeuDia, PacoteDaAtividade, PacoteDoDia } from '#contract/meuDia';
import { atividadeFixture } from './fakeAtividade';

const vazia = { items: [], next_cursor: null };

/**
 * GET /api/atividades/meu-dia/pacote for an agenda: each activity as its own page reads it, `extras`
 * by id over it, and the person's own corrective actions.
 */
export function pacoteDoDia(agenda: MeuDia, extras: Record<string, Partial<PacoteDaAtividade>> = {}, minhas_acoes: AcaoCorretiva[] = []): PacoteDoDia {
  const pacotes = agenda.items.map(({ site, ...resumo }) => ({
    atividade: atividadeFixture({ ...resumo, site: { id: site.id, nome: site.nome } }),
    questionario: null,
    comentarios: vazia,
    anexos: vazia,
    pendencias: [],
    ...extras[resumo.id],
  }));
  return { ...agenda, pacotes, minhas_acoes };
}

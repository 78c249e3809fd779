import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { HistoricoItem, Prioridade } from '#contract/atividade';
import type { StatusAtividade } from '#contract/atividadeStatus';
import { ACOES_DA_CONVERSA, HistoricoConversa } from './HistoricoConversa';
import { NOMES_DOS_CAMPOS, PRIORIDADE_NOMES, STATUS_NOMES } from './atividadeNomes';

const DATAS = new Set(['agendada_para', 'prazo']);
/** References are kept as ids: the entry says they changed, not to what. */
const REFERENCIAS = new Set(['tipo_servico_id', 'site_id', 'responsavel_id', 'questionario_id']);

/** What one histórico entry changed, field by field, with the values before and after when they read well. */
export function HistoricoMudancas({ item, fuso }: { item: HistoricoItem; fuso: string }) {
  const { t, i18n } = useLingui();
  if (item.acao === 'criacao') return null;
  if (ACOES_DA_CONVERSA.has(item.acao)) return <HistoricoConversa item={item} />;

  const valor = (campo: string, bruto: unknown): string | null => {
    if (bruto === null || bruto === undefined || bruto === '') return t`vazio`;
    if (campo === 'status') return i18n._(STATUS_NOMES[bruto as StatusAtividade]);
    if (campo === 'prioridade') return i18n._(PRIORIDADE_NOMES[bruto as Prioridade]);
    if (DATAS.has(campo) && typeof bruto === 'string') return i18n.date(bruto, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
    if (typeof bruto === 'string' || typeof bruto === 'number') return String(bruto);
    return null;
  };

  return (
    <>
      {item.campos.map((campo) => {
        const nome = NOMES_DOS_CAMPOS[campo] ? i18n._(NOMES_DOS_CAMPOS[campo]) : campo;
        if (campo === 'respostas' || campo === 'comentarios') {
          const total = Object.keys((item.depois?.[campo] as Record<string, unknown> | undefined) ?? {}).length;
          return (
            <Typography key={campo} variant="body2" color="text.secondary">
              {campo === 'respostas'
                ? plural(total, { one: 'Resposta de # pergunta', other: 'Respostas de # perguntas' })
                : plural(total, { one: 'Comentário de # pergunta', other: 'Comentários de # perguntas' })}
            </Typography>
          );
        }
        const antes = REFERENCIAS.has(campo) ? null : valor(campo, item.antes?.[campo]);
        const depois = REFERENCIAS.has(campo) ? null : valor(campo, item.depois?.[campo]);
        return (
          <Typography key={campo} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {antes !== null && depois !== null ? t`${nome}: ${antes} → ${depois}` : t`${nome} alterado`}
          </Typography>
        );
      })}
    </>
  );
}

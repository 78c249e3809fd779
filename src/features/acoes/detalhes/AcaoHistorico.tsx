import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextLink } from '@/ui/form/TextLink';
import type { AcaoHistoricoItem } from '#contract/acoes';
import type { Prioridade } from '#contract/atividade';
import type { StatusAcao } from '#contract/acaoStatus';
import { EmptyState } from '@/ui/EmptyState';
import { ListError } from '@/ui/list/ListError';
import { CURSOR } from '@/ui/load/loadMachine';
import { LoadMore } from '@/ui/load/LoadMore';
import { useLoadList } from '@/ui/load/useLoadList';
import { PageSpinner } from '@/ui/PageSpinner';
import { PRIORIDADE_NOMES } from '../../atividades/detalhes/atividadeNomes';
import { detalhesPath } from '../../atividades/lista/atividadesAddress';
import { HISTORICO_NOMES, NOMES_DOS_CAMPOS, STATUS_NOMES } from '../acaoNomes';
import { acoesApi } from '../acoesApi';
import { atividadesApi } from '../../atividades/atividadesApi';
import { ImagemEnviada } from '../../questionarios/preenchimento/arquivos/ImagemEnviada';
import { autorDoHistorico } from '@/ui/historico/autorDoHistorico';

const texto = (valor: unknown): string | null => (typeof valor === 'string' && valor.trim() ? valor : null);

/** An action's histórico: who did what and when, the latest first, with each step's reason, comment or repeated failure. */
export function AcaoHistorico({ acaoId, fuso }: { acaoId: string; fuso: string }) {
  const { t } = useLingui();
  const tituloId = useId();
  const historico = useLoadList(({ [CURSOR]: cursor }) => acoesApi.historico(acaoId, cursor));

  return (
    <Box component="section" aria-labelledby={tituloId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={tituloId} variant="h6" component="h2">
        <Trans>Histórico</Trans>
      </Typography>
      {historico.status === 'failed' ? (
        <ListError message={historico.failureMessage} onRetry={historico.retry} />
      ) : !historico.page ? (
        <PageSpinner />
      ) : historico.page.items.length === 0 ? (
        <EmptyState icon={<HistoryOutlined />} title={t`Nada registrado ainda`}>
          {t`Cada mudança desta ação aparecerá aqui, com quem fez e quando.`}
        </EmptyState>
      ) : (
        <Box component="ol" aria-label={t`Histórico da ação`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {historico.page.items.map((item) => (
            <Entrada key={item.id} item={item} fuso={fuso} />
          ))}
        </Box>
      )}
      <LoadMore list={historico} />
    </Box>
  );
}

/** The entries that name the visit they happened on (a creation's `atividade_id` is the action's own field). */
const NOMEIAM_A_VISITA = new Set<AcaoHistoricoItem['acao']>(['reincidencia', 'verificar', 'reabrir']);

function Entrada({ item, fuso }: { item: AcaoHistoricoItem; fuso: string }) {
  const { t, i18n } = useLingui();
  const quem = autorDoHistorico(i18n, item.por);
  const quando = i18n.date(item.em, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const comentario = texto(item.depois?.comentario);
  const atividadeId = texto(item.depois?.atividade_id);
  const atividadeCodigo = texto(item.depois?.atividade_codigo);
  const fotos = fotosDa(item.depois?.fotos);
  const valor = (campo: string, bruto: unknown): string => {
    if (bruto === null || bruto === undefined || bruto === '') return t`vazio`;
    if (campo === 'status') return i18n._(STATUS_NOMES[bruto as StatusAcao]);
    if (campo === 'prioridade') return i18n._(PRIORIDADE_NOMES[bruto as Prioridade]);
    if (campo === 'prazo' && typeof bruto === 'string') return i18n.date(bruto, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
    return String(bruto);
  };
  // A new responsável is kept as an id: the entry says it changed, not to whom.
  const mudancas = item.acao === 'edicao' ? item.campos : [];
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderInlineStart: 2, borderColor: 'divider', ml: 1 }}>
      <Box aria-hidden sx={{ position: 'absolute', insetInlineStart: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {i18n._(HISTORICO_NOMES[item.acao])}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t`${quem}, ${quando}`}
      </Typography>
      {item.motivo && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{t`Motivo: ${item.motivo}`}</Typography>}
      {comentario && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {item.acao === 'verificar' ? t`O que viu: ${comentario}` : t`O que foi feito: ${comentario}`}
        </Typography>
      )}
      {atividadeId && NOMEIAM_A_VISITA.has(item.acao) && (
        <Typography variant="body2">
          {item.acao === 'reincidencia' ? (
            <TextLink href={detalhesPath(atividadeId)}>{atividadeCodigo ?? t`Abrir a atividade`}</TextLink>
          ) : (
            // A fix checked or reopened on the next visit names that visit.
            <Trans>
              Na visita <TextLink href={detalhesPath(atividadeId)}>{atividadeCodigo ?? t`Abrir a atividade`}</TextLink>
            </Trans>
          )}
        </Typography>
      )}
      {fotos.length > 0 && (
        <Box component="ul" aria-label={t`Fotos`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
          {fotos.map((foto, indice) => {
            const numero = indice + 1;
            return (
              <li key={foto.id}>
                <ImagemEnviada caminho={atividadesApi.caminhoDoArquivo(foto.atividade_id, foto.id)} descricao={t`Foto ${numero}`} largura={72} altura={72} />
              </li>
            );
          })}
        </Box>
      )}
      {mudancas.map((campo) => {
        const nome = NOMES_DOS_CAMPOS[campo] ? i18n._(NOMES_DOS_CAMPOS[campo]) : campo;
        const antes = valor(campo, item.antes?.[campo]);
        const depois = valor(campo, item.depois?.[campo]);
        return (
          <Typography key={campo} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {campo === 'responsavel_id' ? t`${nome} alterado` : t`${nome}: ${antes} → ${depois}`}
          </Typography>
        );
      })}
    </Box>
  );
}

/** The evidence's photos a transition's entry keeps, each with the activity it was sent through. */
function fotosDa(valor: unknown): { id: string; atividade_id: string }[] {
  if (!Array.isArray(valor)) return [];
  return valor.filter(
    (foto): foto is { id: string; atividade_id: string } => typeof foto === 'object' && foto !== null && typeof foto.id === 'string' && typeof foto.atividade_id === 'string',
  );
}

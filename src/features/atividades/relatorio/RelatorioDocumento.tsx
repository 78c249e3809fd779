import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import type { Localizacao } from '#contract/atividade';
import { formatCnpj } from '#contract/cnpj';
import { formatCoordenadas } from '#contract/coordenadas';
import type { AcaoRelatorio, PerguntaRelatorio, Relatorio, RespostaRelatorio } from '#contract/relatorio';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STATUS_NOMES as STATUS_DA_ACAO } from '../../acoes/acaoNomes';
import { HISTORICO_NOMES, PRIORIDADE_NOMES } from '../detalhes/atividadeNomes';
import { Dado } from '@/ui/Dado';
import { pontosObtidos } from '../../questionarios/preenchimento/pontosObtidos';

/** What this visit did to each corrective action of the site, as the report's section says it. */
const VINCULOS: Record<AcaoRelatorio['vinculo'], MessageDescriptor> = {
  verificada: msg`Correção verificada nesta visita`,
  reaberta: msg`Reaberta nesta visita: a correção não se confirmou`,
  resolvida: msg`Corrigida nesta visita`,
  levantada: msg`Aberta por um item crítico reprovado nesta visita`,
  reincidencia: msg`O item falhou de novo nesta visita`,
};

/** Shows one of the report's images: with the session for a member, by the token for the client. */
export type ImagemDoRelatorio = ComponentType<{ caminho: string; alt: string }>;

export const RELATORIO_ID = 'relatorio';

// Printing shows the report alone on A4: whatever surrounds it (the app's bars, the page's
// buttons) is hidden, and a question never splits across two pages.
const impressao = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '14mm' },
      '@media print': {
        body: { background: '#fff' },
        'body *': { visibility: 'hidden' },
        [`#${RELATORIO_ID}, #${RELATORIO_ID} *`]: { visibility: 'visible' },
        [`#${RELATORIO_ID}`]: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', boxShadow: 'none', border: 0, padding: 0 },
        '.relatorio-tela': { display: 'none !important' },
      },
    }}
  />
);

interface RespostaProps {
  pergunta: PerguntaRelatorio;
  resposta: RespostaRelatorio;
  Imagem: ImagemDoRelatorio;
  caminhoDoArquivo: (arquivoId: string) => string;
}

function Resposta({ pergunta, resposta, Imagem, caminhoDoArquivo }: RespostaProps) {
  const { t, i18n } = useLingui();
  switch (resposta.tipo) {
    case 'texto':
      return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{resposta.texto}</Typography>;
    case 'sim_nao':
      return <Typography>{{ sim: t`Sim`, nao: t`Não`, na: t`Não se aplica` }[resposta.valor]}</Typography>;
    case 'escolhas': {
      const outro = resposta.outro;
      return <Typography>{[...resposta.opcoes, ...(outro ? [t`Outro: ${outro}`] : [])].join('; ')}</Typography>;
    }
    case 'avaliacao': {
      const nota = resposta.nota;
      return <Typography>{t`${nota} de 5`}</Typography>;
    }
    case 'local': {
      const coordenadas = formatCoordenadas(resposta, i18n.locale);
      const precisao = resposta.precisao === null ? null : Math.round(resposta.precisao);
      return <Typography>{precisao === null ? coordenadas : t`${coordenadas} (precisão de ${precisao} m)`}</Typography>;
    }
    case 'arquivos': {
      const assinatura = pergunta.tipo === 'assinatura';
      return (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: assinatura ? 'minmax(0, 280px)' : 'repeat(auto-fill, minmax(160px, 1fr))' }}>
          {resposta.ids.map((id, indice) => (
            <Imagem key={id} caminho={caminhoDoArquivo(id)} alt={assinatura ? t`Assinatura: ${pergunta.enunciado}` : t`Foto ${indice + 1} de ${pergunta.enunciado}`} />
          ))}
        </Box>
      );
    }
  }
}

interface RelatorioDocumentoProps {
  relatorio: Relatorio;
  /** The company's logo, or nothing. */
  logo: ReactNode;
  Imagem: ImagemDoRelatorio;
  /** Where the image of a photo or signature is read. */
  caminhoDoArquivo: (arquivoId: string) => string;
}

/**
 * The report as a document (issue 8): the same content as its PDF, laid out for the screen and for
 * print. Dates in the company's time zone.
 */
export function RelatorioDocumento({ relatorio, logo, Imagem, caminhoDoArquivo }: RelatorioDocumentoProps) {
  const { t, i18n } = useLingui();
  const { atividade, conformidade } = relatorio;
  const quando = (valor: string | null) => (valor ? i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: relatorio.fuso_horario }) : '—');
  const lugar = (local: Localizacao) => {
    const coordenadas = formatCoordenadas(local, i18n.locale);
    const precisao = Math.round(local.precisao);
    return t`${coordenadas} (±${precisao} m)`;
  };
  const percentual = conformidade.percentual === null ? null : i18n.number(conformidade.percentual / 100, { style: 'percent', maximumFractionDigits: 1 });
  const { obtidos, maximo } = conformidade;

  return (
    <Box
      component="article"
      id={RELATORIO_ID}
      aria-labelledby={`${RELATORIO_ID}-titulo`}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, border: 1, borderColor: 'divider', p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto' }}
    >
      {impressao}
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, pb: 2, mb: 3, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Box sx={{ maxHeight: 56, '& img': { maxHeight: 56, maxWidth: 180, objectFit: 'contain' } }}>{logo}</Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography sx={{ fontWeight: 700 }}>{relatorio.empresa.nome}</Typography>
          {relatorio.empresa.cnpj && (
            <Typography variant="body2" color="text.secondary">
              CNPJ {formatCnpj(relatorio.empresa.cnpj)}
            </Typography>
          )}
        </Box>
      </Box>

      <Typography variant="overline" color="text.secondary">
        <Trans>Relatório da atividade</Trans>
      </Typography>
      <Typography id={`${RELATORIO_ID}-titulo`} variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
        {atividade.codigo} · {atividade.titulo}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Dado rotulo={t`Site`}>{[atividade.site.codigo, atividade.site.nome].filter(Boolean).join(' – ')}</Dado>
        <Dado rotulo={t`Endereço`}>{atividade.site.endereco ?? '—'}</Dado>
        <Dado rotulo={t`Tipo de serviço`}>{atividade.tipo_servico}</Dado>
        <Dado rotulo={t`Responsável`}>{atividade.responsavel ?? t`Sem responsável`}</Dado>
        <Dado rotulo={t`Prioridade`}>{i18n._(PRIORIDADE_NOMES[atividade.prioridade])}</Dado>
        <Dado rotulo={t`Agendada para`}>{quando(atividade.agendada_para)}</Dado>
        <Dado rotulo={t`Prazo`}>{quando(atividade.prazo)}</Dado>
        <Dado rotulo={t`Iniciada em`}>{quando(atividade.iniciada_em)}</Dado>
        <Dado rotulo={t`Concluída em`}>{quando(atividade.concluida_em)}</Dado>
        {atividade.iniciada_local && <Dado rotulo={t`Início registrado em`}>{lugar(atividade.iniciada_local)}</Dado>}
        {atividade.concluida_local && <Dado rotulo={t`Conclusão registrada em`}>{lugar(atividade.concluida_local)}</Dado>}
        {relatorio.questionario && (
          <Dado rotulo={t`Questionário`}>
            {relatorio.questionario.titulo} ({t`versão ${relatorio.questionario.versao}`})
          </Dado>
        )}
      </Box>
      {atividade.descricao && <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{atividade.descricao}</Typography>}

      <Box component="section" aria-label={t`Conformidade`} sx={{ p: 2, mb: 3, borderRadius: 1, bgcolor: 'action.hover', breakInside: 'avoid' }}>
        <Typography variant="h6" component="p">
          {percentual === null ? t`Conformidade: sem perguntas pontuadas` : t`Conformidade: ${percentual}`}
        </Typography>
        {percentual !== null && (
          <Typography variant="body2" color="text.secondary">
            {pontosObtidos(i18n, obtidos, maximo)}
          </Typography>
        )}
        {conformidade.reprovado && <Chip color="error" label={t`Reprovado: uma pergunta crítica falhou`} sx={{ mt: 1 }} />}
      </Box>

      {relatorio.secoes.map((secao) => (
        <Box component="section" key={secao.id} aria-labelledby={`${RELATORIO_ID}-${secao.id}`} sx={{ mb: 3 }}>
          <Typography id={`${RELATORIO_ID}-${secao.id}`} variant="h6" component="h2" sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1.5 }}>
            {secao.titulo}
          </Typography>
          {secao.perguntas.map((pergunta) => (
            <Box key={pergunta.id} sx={{ mb: 2, breakInside: 'avoid' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {pergunta.enunciado}
                {pergunta.pontos && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ms: 1 }}>
                    {' '}
                    ({pergunta.pontos.obtidos}/{pergunta.pontos.maximo})
                  </Typography>
                )}
              </Typography>
              {pergunta.resposta ? (
                <Resposta pergunta={pergunta} resposta={pergunta.resposta} Imagem={Imagem} caminhoDoArquivo={caminhoDoArquivo} />
              ) : (
                <Typography color="text.secondary">
                  <Trans>Sem resposta</Trans>
                </Typography>
              )}
              {pergunta.critica_falhou && (
                <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
                  <Trans>Pergunta crítica não atendida</Trans>
                </Typography>
              )}
              {pergunta.comentario && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {t`Comentário: ${pergunta.comentario}`}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      ))}

      {relatorio.acoes.length > 0 && (
        <Box component="section" aria-labelledby={`${RELATORIO_ID}-acoes`} sx={{ mb: 3 }}>
          <Typography id={`${RELATORIO_ID}-acoes`} variant="h6" component="h2" sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1.5 }}>
            <Trans>Ações corretivas</Trans>
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {relatorio.acoes.map((acao, indice) => (
              <Box component="li" key={`${acao.codigo}:${indice}`} sx={{ breakInside: 'avoid' }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {acao.codigo} · {acao.titulo}
                </Typography>
                <Typography variant="body2">
                  {i18n._(VINCULOS[acao.vinculo])} · {quando(acao.em)}
                  {acao.por && ` · ${acao.por}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t`Situação atual: ${i18n._(STATUS_DA_ACAO[acao.status])}`}
                  {acao.reincidente && ` · ${t`Reincidente`}`}
                </Typography>
                {acao.texto && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {acao.vinculo === 'resolvida' ? t`O que foi feito: ${acao.texto}` : t`Observado: ${acao.texto}`}
                  </Typography>
                )}
                {acao.fotos.length > 0 && (
                  <Box sx={{ display: 'grid', gap: 1, mt: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
                    {acao.fotos.map((id, foto) => (
                      <Imagem key={id} caminho={caminhoDoArquivo(id)} alt={t`Foto ${foto + 1} de ${acao.codigo}`} />
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby={`${RELATORIO_ID}-historico`}>
        <Typography id={`${RELATORIO_ID}-historico`} variant="h6" component="h2" sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1.5 }}>
          <Trans>Histórico</Trans>
        </Typography>
        <Box component="ol" sx={{ m: 0, ps: 2.5 }}>
          {relatorio.historico.map((passo, indice) => {
            const vezes = passo.vezes;
            return (
              <Typography component="li" variant="body2" key={indice} sx={{ mb: 0.5 }}>
                {quando(passo.em)} · {passo.por ?? t`Pessoa removida`} · {i18n._(HISTORICO_NOMES[passo.acao])}
                {vezes > 1 && ` (${t`${vezes} vezes`})`}
                {passo.motivo && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' — '}
                    {t`Motivo: ${passo.motivo}`}
                  </Typography>
                )}
              </Typography>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

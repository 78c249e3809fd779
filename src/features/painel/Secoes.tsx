import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { lazy, useId } from 'react';
import { FAIXAS_DE_IDADE, type Painel, type PainelGrupo, type PainelQuery } from '#contract/painel';
import { ALTURA_DA_SERIE, alturaDosGrupos } from './alturas';
import { nomeDoPasso, porcento } from './formatos';
import { GraficoOuTabela } from './GraficoOuTabela';
import { acoesAbertasPath, listaPath, type PainelFiltro } from './painelAddress';
import { Contagem, TabelaDoPainel } from './Tabelas';

const GraficoDaSerie = lazy(() => import('./graficos').then((module) => ({ default: module.GraficoDaSerie })));
const GraficoDeGrupos = lazy(() => import('./graficos').then((module) => ({ default: module.GraficoDeGrupos })));

/** The conformidade step by step; each step's concluded activities open the list of its own days. */
export function SecaoDaSerie({ painel, query }: { painel: Painel; query: PainelQuery }) {
  const { t, i18n } = useLingui();
  const { serie } = painel.conformidade;
  const rotulos = serie.map((ponto) => nomeDoPasso(i18n, ponto.inicio, ponto.fim));
  const titulo = t`Conformidade ao longo do tempo`;
  return (
    <GraficoOuTabela
      titulo={titulo}
      altura={ALTURA_DA_SERIE}
      grafico={<GraficoDaSerie serie={serie} rotulos={rotulos} nome={t`Conformidade`} />}
      tabela={
        <TabelaDoPainel
          legenda={titulo}
          colunas={[t`Período`, t`Conformidade`, t`Concluídas`]}
          linhas={serie.map(({ inicio, fim, media, concluidas }, indice) => {
            const periodo = rotulos[indice];
            return {
              chave: inicio,
              celulas: [
                periodo,
                porcento(i18n, media),
                <Contagem
                  key="concluidas"
                  valor={concluidas}
                  rotulo={t`${concluidas} concluídas em ${periodo}`}
                  href={listaPath(query, { de: inicio, ate: fim, status: 'concluida' })}
                />,
              ],
            };
          })}
        />
      }
    />
  );
}

/** The conformidade by site, tipo, técnico or questionário; each row's counts open the list of that row. */
export function SecaoDeGrupos({ titulo, grupos, filtro, query }: { titulo: string; grupos: PainelGrupo[]; filtro: PainelFiltro; query: PainelQuery }) {
  const { t, i18n } = useLingui();
  if (grupos.length === 0) {
    return (
      <Paper variant="outlined" component="section" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {titulo}
        </Typography>
        <Typography color="text.secondary">{t`Nenhuma atividade no período.`}</Typography>
      </Paper>
    );
  }
  return (
    <GraficoOuTabela
      titulo={titulo}
      altura={alturaDosGrupos(grupos.length)}
      grafico={<GraficoDeGrupos grupos={grupos} nome={t`Conformidade`} />}
      tabela={
        <TabelaDoPainel
          legenda={titulo}
          colunas={[t`Nome`, t`Atividades`, t`Concluídas`, t`Conformidade`]}
          linhas={grupos.map(({ id, nome, atividades, concluidas, media }) => ({
            chave: id,
            celulas: [
              nome,
              <Contagem key="atividades" valor={atividades} rotulo={t`${atividades} atividades de ${nome}`} href={listaPath(query, { [filtro]: id })} />,
              <Contagem key="concluidas" valor={concluidas} rotulo={t`${concluidas} concluídas de ${nome}`} href={listaPath(query, { [filtro]: id, status: 'concluida' })} />,
              porcento(i18n, media),
            ],
          }))}
        />
      }
    />
  );
}

/** The questions that fail most: a table, as their texts are long. */
export function SecaoDasPerguntas({ painel }: { painel: Painel }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const titulo = t`Perguntas mais reprovadas`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {painel.perguntas_mais_reprovadas.length === 0 ? (
        <Typography color="text.secondary">{t`Nenhuma pergunta reprovada no período.`}</Typography>
      ) : (
        <TabelaDoPainel
          legenda={titulo}
          colunas={[t`Pergunta`, t`Questionário`, t`Reprovações`]}
          abaixoNoCelular={1}
          linhas={painel.perguntas_mais_reprovadas.map((pergunta) => ({
            chave: `${pergunta.questionario_id}:${pergunta.pergunta_id}`,
            celulas: [pergunta.texto, pergunta.questionario_titulo, i18n.number(pergunta.reprovacoes)],
          }))}
        />
      )}
    </Paper>
  );
}

/** The open corrective actions by how long ago they were raised; the total opens their list. */
export function SecaoDasAcoes({ painel, query }: { painel: Painel; query: PainelQuery }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const titulo = t`Ações corretivas abertas por idade`;
  const { total, por_idade } = painel.acoes_abertas;
  const faixa = ([de, ate]: (typeof FAIXAS_DE_IDADE)[number]) => {
    const antes = de - 1;
    return de === 0 ? t`Até ${ate} dias` : ate === null ? t`Mais de ${antes} dias` : t`${de} a ${ate} dias`;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      <TabelaDoPainel
        legenda={titulo}
        colunas={[t`Idade`, t`Ações`]}
        linhas={[
          ...FAIXAS_DE_IDADE.map((idade, indice) => ({ chave: String(indice), celulas: [faixa(idade), i18n.number(por_idade[indice] ?? 0)] })),
          {
            chave: 'total',
            celulas: [
              t`Total`,
              <Contagem key="total" valor={total} rotulo={t`${total} ações corretivas abertas`} href={acoesAbertasPath(query)} />,
            ],
          },
        ]}
      />
    </Paper>
  );
}

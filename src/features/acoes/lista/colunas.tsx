import { msg } from '@lingui/core/macro';
import type { AcaoCorretiva } from '#contract/acoes';
import { colunaDoPrazo } from '@/ui/list/colunasComuns';
import { soSemEspacoAttrs } from '@/ui/list/listRoom';
import { TituloDaLinha } from '@/ui/list/TituloDaLinha';
import type { Columns } from '@/ui/list/types';
import { Selo, Selos } from '@/ui/Selo';
import { PRIORIDADE_NOMES } from '../../atividades/detalhes/atividadeNomes';
import { ORIGEM_NOMES, STATUS_CORES, STATUS_NOMES } from '../acaoNomes';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { AcoesPage } from '../AcoesPage';

/**
 * código, título, status, prioridade, prazo, responsável, site and origem (with the reincidente
 * mark). The API sorts only by número, so no column sorts. Dates in the company's time zone (`fuso`).
 */
export const colunas: Columns<AcaoCorretiva, { fuso: string }> = ({ i18n, fuso }) => {
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const atrasada = i18n._(msg`Atrasada`);
  const reincidente = i18n._(msg`Reincidente`);
  return [
    {
      id: 'numero',
      header: msg`Código`,
      leftOutOn: 'tablet',
      render: (acao) => <span data-numeros="">{acao.codigo}</span>,
    },
    {
      id: 'titulo',
      header: msg`Título`,
      noCelular: 'principal',
      render: (acao) => <TituloDaLinha codigo={acao.codigo} titulo={acao.titulo} abaixo={acao.site.nome} />,
    },
    {
      id: 'status',
      header: msg`Status`,
      noCelular: 'selo',
      render: (acao) => (
        <Selos>
          <Selo cor={STATUS_CORES[acao.status]}>{i18n._(STATUS_NOMES[acao.status])}</Selo>
          {/* The prazo and origem columns leave first where room is short: their marks come here. */}
          {acao.atrasada && (
            <Selo cor="error" contorno {...soSemEspacoAttrs}>
              {atrasada}
            </Selo>
          )}
          {acao.reincidente && (
            <Selo cor="warning" contorno {...soSemEspacoAttrs}>
              {reincidente}
            </Selo>
          )}
        </Selos>
      ),
    },
    { id: 'prioridade', header: msg`Prioridade`, leftOutOn: 'tablet', render: (acao) => i18n._(PRIORIDADE_NOMES[acao.prioridade]) },
    colunaDoPrazo(quando, atrasada),
    { id: 'responsavel', header: msg`Responsável`, leftOutOn: 'tablet', noCelular: 'secundario', render: (acao) => acao.responsavel?.nome ?? i18n._(msg`Sem responsável`) },
    { id: 'site', header: msg`Site`, leftOutOn: 'tablet', render: (acao) => acao.site.nome },
    {
      id: 'origem',
      header: msg`Origem`,
      leftOutOn: 'laptop',
      render: (acao) => (
        <Selos>
          {i18n._(ORIGEM_NOMES[acao.origem])}
          {acao.reincidente && (
            <Selo cor="warning" contorno>
              {reincidente}
            </Selo>
          )}
        </Selos>
      ),
    },
  ];
};

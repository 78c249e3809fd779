import { msg } from '@lingui/core/macro';
import type { AtividadeResumo } from '#contract/atividade';
import type { Prioridade } from '#contract/prioridade';
import { colunaDoPrazo } from '@/ui/list/colunasComuns';
import { soSemEspacoAttrs } from '@/ui/list/listRoom';
import { TituloDaLinha } from '@/ui/list/TituloDaLinha';
import type { Columns } from '@/ui/list/types';
import { Selo, Selos } from '@/ui/Selo';
import { TipoServicoChip } from '../../tipos-servicos/TipoServicoChip';
import { PRIORIDADE_NOMES, STATUS_CORES, STATUS_NOMES } from '../detalhes/atividadeNomes';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { AtividadesListaPage } from '../AtividadesListaPage';

/** Where the prioridade column is left out, the status cell names these; normal and baixa go unsaid. */
const PRIORIDADES_EM_DESTAQUE: readonly Prioridade[] = ['urgente', 'alta'];

/**
 * código, título, status, tipo, site, responsável, prioridade, agendada para and prazo; the
 * sortable ones are the API's `ordem` fields. Dates in the company's time zone (`fuso`), in the reader's language.
 */
export const colunas: Columns<AtividadeResumo, { fuso: string }> = ({ i18n, fuso }) => {
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const atrasada = i18n._(msg`Atrasada`);
  return [
    {
      id: 'numero',
      header: msg`Código`,
      sortable: true,
      leftOutOn: 'tablet',
      render: (atividade) => <span data-numeros="">{atividade.codigo}</span>,
    },
    {
      id: 'titulo',
      header: msg`Título`,
      noCelular: 'principal',
      render: (atividade) => <TituloDaLinha codigo={atividade.codigo} titulo={atividade.titulo} abaixo={quando(atividade.agendada_para)} />,
    },
    {
      id: 'status',
      header: msg`Status`,
      noCelular: 'selo',
      render: (atividade) => (
        <Selos>
          <Selo cor={STATUS_CORES[atividade.status]}>{i18n._(STATUS_NOMES[atividade.status])}</Selo>
          {/* So are the prazo and prioridade columns, on a phone and wherever the list lacks room for them: their marks come here. */}
          {atividade.atrasada && (
            <Selo cor="error" contorno {...soSemEspacoAttrs}>
              {atrasada}
            </Selo>
          )}
          {PRIORIDADES_EM_DESTAQUE.includes(atividade.prioridade) && (
            <Selo cor="warning" contorno {...soSemEspacoAttrs}>
              {i18n._(PRIORIDADE_NOMES[atividade.prioridade])}
            </Selo>
          )}
        </Selos>
      ),
    },
    {
      id: 'tipo',
      header: msg`Tipo de serviço`,
      leftOutOn: 'tablet',
      render: ({ tipo_servico: tipo }) => <TipoServicoChip nome={tipo.nome} cor={tipo.cor} />,
    },
    { id: 'site', header: msg`Site`, leftOutOn: 'tablet', noCelular: 'secundario', render: (atividade) => atividade.site.nome },
    { id: 'responsavel', header: msg`Responsável`, leftOutOn: 'tablet', render: (atividade) => atividade.responsavel?.nome ?? i18n._(msg`Sem responsável`) },
    { id: 'prioridade', header: msg`Prioridade`, leftOutOn: 'laptop', render: (atividade) => i18n._(PRIORIDADE_NOMES[atividade.prioridade]) },
    {
      id: 'agendada_para',
      header: msg`Agendada para`,
      sortable: true,
      leftOutOn: 'tablet',
      // Date and time may go on two lines: where room is short the table narrows rather than scrolls.
      render: (atividade) => quando(atividade.agendada_para),
    },
    colunaDoPrazo(quando, atrasada),
  ];
};

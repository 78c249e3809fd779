import { msg } from '@lingui/core/macro';
import { colunaDaSituacao } from '../../ui/list/colunasComuns';
import type { Columns } from '../../ui/list/types';
import { Duracao } from './Duracao';
import type { TipoServicoLinha } from './questionarioTitulos';
import { TipoServicoChip } from './TipoServicoChip';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { TiposServicosPage } from './TiposServicosPage';

/** nome (in its colour), descrição, duração, questionário padrão and situação; nome and duração sort on the server. */
export const colunas: Columns<TipoServicoLinha> = ({ i18n }) => [
  { id: 'nome', header: msg`Nome`, sortable: true, noCelular: 'principal', render: (tipo) => <TipoServicoChip nome={tipo.nome} cor={tipo.cor} /> },
  { id: 'descricao', header: msg`Descrição`, leftOutOn: 'tablet', render: (tipo) => tipo.descricao ?? '' },
  { id: 'duracao_minutos', header: msg`Duração`, sortable: true, noCelular: 'secundario', render: (tipo) => <Duracao minutos={tipo.duracao_minutos} /> },
  { id: 'questionario', header: msg`Questionário padrão`, leftOutOn: 'tablet', render: (tipo) => tipo.questionario_titulo ?? '' },
  colunaDaSituacao(i18n),
];

import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { Column } from '../../ui/list/types';
import { Duracao } from './Duracao';
import type { TipoServicoLinha } from './questionarioTitulos';
import { TipoServicoChip } from './TipoServicoChip';

/** nome (in its colour), descrição, duração, questionário padrão and situação; nome and duração sort on the server. */
export function useTipoServicoColumns(): Column<TipoServicoLinha>[] {
  const { t } = useLingui();
  return [
    { id: 'nome', header: t`Nome`, sortable: true, render: (tipo) => <TipoServicoChip nome={tipo.nome} cor={tipo.cor} /> },
    { id: 'descricao', header: t`Descrição`, leftOutOn: 'phone', render: (tipo) => tipo.descricao ?? '' },
    { id: 'duracao_minutos', header: t`Duração`, sortable: true, render: (tipo) => <Duracao minutos={tipo.duracao_minutos} /> },
    { id: 'questionario', header: t`Questionário padrão`, leftOutOn: 'phone', render: (tipo) => tipo.questionario_titulo ?? '' },
    {
      id: 'ativo',
      header: t`Situação`,
      render: (tipo) =>
        tipo.ativo ? <Chip size="small" color="success" variant="outlined" label={t`Ativo`} /> : <Chip size="small" label={t`Arquivado`} />,
    },
  ];
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AcaoCorretiva } from '#contract/acoes';
import type { AcaoLoteBody } from '#contract/acaoLote';
import { LoteDialogo, type LoteSaida } from '@/ui/lote/LoteDialogo';
import { CampoNovoResponsavel } from '../../atividades/lista/CampoNovoResponsavel';
import { acoesApi } from '../acoesApi';

interface ReatribuirAcoesDialogProps extends LoteSaida {
  acoes: AcaoCorretiva[];
}

/**
 * Reassign the actions chosen (POST /api/acoes/lote): the new responsável is asked here, sent
 * once, and the answer shows which were changed and which were refused (verified or cancelled,
 * changed meanwhile by someone else), and why.
 */
export function ReatribuirAcoesDialog({ acoes, ...saida }: ReatribuirAcoesDialogProps) {
  const { t } = useLingui();
  const [responsavel, setResponsavel] = useState<string | null>(null);
  const pedido = (): { pedido: AcaoLoteBody } | { erros: Record<string, string> } =>
    responsavel
      ? { pedido: { acao: 'reatribuir', ids: acoes.map((acao) => acao.id), responsavel_id: responsavel } }
      : { erros: { responsavel_id: t`Campo obrigatório.` } };

  return (
    <LoteDialogo
      titulo={plural(acoes.length, { one: 'Reatribuir # ação', other: 'Reatribuir # ações' })}
      botao={t`Reatribuir`}
      chamar={acoesApi.lote}
      pedido={pedido}
      alteradas={(resposta) => plural(resposta.alteradas, { 0: 'Nenhuma ação alterada.', one: '# ação alterada.', other: '# ações alteradas.' })}
      itens={acoes}
      {...saida}
    >
      {({ erros, limpar }) => (
        <CampoNovoResponsavel
          texto={<Trans>Cada ação ainda não verificada nem cancelada passa para a pessoa escolhida, que é avisada; as encerradas ficam como estão.</Trans>}
          value={responsavel}
          onChange={(id) => {
            setResponsavel(id);
            limpar('responsavel_id');
          }}
          erro={erros.responsavel_id}
        />
      )}
    </LoteDialogo>
  );
}

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pode } from '#contract/permissoes';
import type { PreferenciasNotificacao } from '#contract/notificacaoPreferencias';
import { TIPOS_NOTIFICACAO, type TipoNotificacao } from '#contract/notificacaoTextos';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { useLoad } from '../../ui/load/useLoad';
import { notify } from '../../ui/toast/notify';
import { preferenciasApi } from '../notificacoes/notificacoesApi';

/** What each kind is, as a choice: the notification's own title says one occurrence of it. */
const NOMES: Record<TipoNotificacao, MessageDescriptor> = {
  atividade_atribuida: msg`Atividades atribuídas a mim`,
  mencao: msg`Menções em comentários`,
  acao_atribuida: msg`Ações corretivas atribuídas a mim`,
  acao_resolvida: msg`Ações corretivas resolvidas, para verificar`,
  webhook_desativado: msg`Webhooks desativados por falhas`,
  atividade_atrasada: msg`Atividades cujo prazo passou`,
  acao_atrasada: msg`Ações corretivas cujo prazo passou`,
};

/** Which kinds of notification also go by e-mail in the current company (none without one). */
export function NotificacoesPorEmail() {
  const { empresa } = useSession();
  return empresa ? <Preferencias key={empresa.id} empresaNome={empresa.nome} /> : null;
}

/** Each switch saves at once; a refused save puts it back. */
function Preferencias({ empresaNome }: { empresaNome: string }) {
  const { t, i18n } = useLingui();
  const { user, empresa } = useSession();
  const carga = useLoad(() => preferenciasApi.ler());
  // What this page changed since it read them, shown at once and put back when refused.
  const [mudadas, setMudadas] = useState<Partial<PreferenciasNotificacao['email']>>({});
  const email = carga.data && { ...carga.data.email, ...mudadas };
  const falha = carga.status === 'failed' ? carga.failureMessage : null;
  // A receiver turned off is told to the admins only.
  const tipos = TIPOS_NOTIFICACAO.filter((tipo) => tipo !== 'webhook_desativado' || pode(empresa?.papel, 'webhooks.gerenciar'));

  const mudar = async (tipo: TipoNotificacao, quer: boolean) => {
    setMudadas((atuais) => ({ ...atuais, [tipo]: quer }));
    try {
      const salvas = await preferenciasApi.mudar({ email: { [tipo]: quer } });
      setMudadas((atuais) => ({ ...atuais, [tipo]: salvas.email[tipo] }));
    } catch (error) {
      setMudadas((atuais) => ({ ...atuais, [tipo]: !quer }));
      notify(failureMessage(error), 'error');
    }
  };

  return (
    <Card component="section" aria-labelledby="notificacoes-por-email">
      <CardHeader
        title={t`Notificações por e-mail`}
        slotProps={{ title: { id: 'notificacoes-por-email', component: 'h2', variant: 'h6' } }}
        subheader={t`Além do sino, o que você marcar chega também no seu e-mail, para a empresa ${empresaNome}.`}
      />
      <CardContent sx={{ pt: 0 }}>
        {user?.email_verificado === false && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans>Os e-mails só são enviados depois que você confirmar o seu endereço.</Trans>
          </Alert>
        )}
        {falha && <Alert severity="error">{falha}</Alert>}
        {!falha && (
          <FormGroup>
            {tipos.map((tipo) =>
              email ? (
                <FormControlLabel key={tipo} control={<Switch checked={email[tipo]} onChange={(_event, quer) => void mudar(tipo, quer)} />} label={i18n._(NOMES[tipo])} />
              ) : (
                <Skeleton key={tipo} height={42} />
              ),
            )}
          </FormGroup>
        )}
      </CardContent>
    </Card>
  );
}

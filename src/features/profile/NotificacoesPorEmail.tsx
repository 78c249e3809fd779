import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pode } from '#contract/permissoes';
import { HORA_DO_RESUMO_DIARIO, type PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
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

/** Which kinds of notification also go by e-mail in the current company (none without one), and whether in a daily digest. */
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
  const [mudadas, setMudadas] = useState<PreferenciasNotificacaoBody>({});
  const preferencias = carga.data && { email: { ...carga.data.email, ...mudadas.email }, resumo_diario: mudadas.resumo_diario ?? carga.data.resumo_diario };
  const falha = carga.status === 'failed' ? carga.failureMessage : null;
  // A receiver turned off is told to the admins only.
  const tipos = TIPOS_NOTIFICACAO.filter((tipo) => tipo !== 'webhook_desativado' || pode(empresa?.papel, 'webhooks.gerenciar'));
  const aplicar = (mudanca: PreferenciasNotificacaoBody) => setMudadas((atuais) => ({ email: { ...atuais.email, ...mudanca.email }, resumo_diario: mudanca.resumo_diario ?? atuais.resumo_diario }));

  /** Saves one switch: `desfeita` is the same switch as it was, for a refused save. */
  const salvar = async (mudanca: PreferenciasNotificacaoBody, desfeita: PreferenciasNotificacaoBody) => {
    aplicar(mudanca);
    try {
      const salvas = await preferenciasApi.mudar(mudanca);
      const tipo = Object.keys(mudanca.email ?? {})[0] as TipoNotificacao | undefined;
      aplicar(tipo ? { email: { [tipo]: salvas.email[tipo] } } : { resumo_diario: salvas.resumo_diario });
    } catch (error) {
      aplicar(desfeita);
      notify(failureMessage(error), 'error');
    }
  };
  const mudar = (tipo: TipoNotificacao, quer: boolean) => salvar({ email: { [tipo]: quer } }, { email: { [tipo]: !quer } });
  const hora = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, HORA_DO_RESUMO_DIARIO));

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
              preferencias ? (
                <FormControlLabel key={tipo} control={<Switch checked={preferencias.email[tipo]} onChange={(_event, quer) => void mudar(tipo, quer)} />} label={i18n._(NOMES[tipo])} />
              ) : (
                <Skeleton key={tipo} height={42} />
              ),
            )}
            <Divider sx={{ my: 1 }} />
            {preferencias ? (
              <FormControlLabel
                control={<Switch checked={preferencias.resumo_diario} onChange={(_event, quer) => void salvar({ resumo_diario: quer }, { resumo_diario: !quer })} />}
                label={t`Um só e-mail por dia, às ${hora} (fuso da empresa), com tudo o que está marcado acima`}
              />
            ) : (
              <Skeleton height={42} />
            )}
          </FormGroup>
        )}
      </CardContent>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { pode, type Acao } from '#contract/permissoes';
import { HORA_DO_RESUMO_DIARIO, type PreferenciasNotificacao, type PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
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
  atividade_concluida: msg`Atividades concluídas que criei ou em sites que sigo`,
};

/**
 * The kinds that reach only those who may do what they tell of: a receiver turned off is told to
 * the admins; a conclusion to the activity's creator and the site's followers (admin and gestor).
 */
const SO_PARA_QUEM: Partial<Record<TipoNotificacao, Acao>> = { webhook_desativado: 'webhooks.gerenciar', atividade_concluida: 'sites.seguir' };

/** The four ways a kind may reach a person, as one choice: the API keeps them as two yes-or-nos. */
const CANAIS = {
  ambos: { app: true, email: true, nome: msg`No app e por e-mail` },
  app: { app: true, email: false, nome: msg`Só no app` },
  email: { app: false, email: true, nome: msg`Só por e-mail` },
  nenhum: { app: false, email: false, nome: msg`Nenhum` },
} as const;
type Canal = keyof typeof CANAIS;

const canalDe = (app: boolean, email: boolean): Canal => (app ? (email ? 'ambos' : 'app') : email ? 'email' : 'nenhum');

/** Where each kind of notification reaches a person in the current company (none without one): the bell, e-mail, both or neither; and whether the mails come in a daily digest. */
export function PreferenciasDeNotificacao() {
  const { empresa } = useSession();
  return empresa ? <Preferencias key={empresa.id} empresaNome={empresa.nome} /> : null;
}

/** Each choice saves at once; a refused save puts it back. */
function Preferencias({ empresaNome }: { empresaNome: string }) {
  const { t, i18n } = useLingui();
  const { user, empresa } = useSession();
  const carga = useLoad(() => preferenciasApi.ler());
  // What this page changed since it read them, shown at once and put back when refused.
  const [mudadas, setMudadas] = useState<PreferenciasNotificacaoBody>({});
  const preferencias: PreferenciasNotificacao | null = carga.data && {
    app: { ...carga.data.app, ...mudadas.app },
    email: { ...carga.data.email, ...mudadas.email },
    resumo_diario: mudadas.resumo_diario ?? carga.data.resumo_diario,
  };
  const falha = carga.status === 'failed' ? carga.failureMessage : null;
  const tipos = TIPOS_NOTIFICACAO.filter((tipo) => !(tipo in SO_PARA_QUEM) || pode(empresa?.papel, SO_PARA_QUEM[tipo]!));
  const aplicar = (mudanca: PreferenciasNotificacaoBody) =>
    setMudadas((atuais) => ({ app: { ...atuais.app, ...mudanca.app }, email: { ...atuais.email, ...mudanca.email }, resumo_diario: mudanca.resumo_diario ?? atuais.resumo_diario }));

  /** Saves one choice: `desfeita` is the same choice as it was, for a refused save. */
  const salvar = async (mudanca: PreferenciasNotificacaoBody, desfeita: PreferenciasNotificacaoBody, tipo?: TipoNotificacao) => {
    aplicar(mudanca);
    try {
      const salvas = await preferenciasApi.mudar(mudanca);
      aplicar(tipo ? { app: { [tipo]: salvas.app[tipo] }, email: { [tipo]: salvas.email[tipo] } } : { resumo_diario: salvas.resumo_diario });
    } catch (error) {
      aplicar(desfeita);
      notify(failureMessage(error), 'error');
    }
  };
  const escolher = (atuais: PreferenciasNotificacao, tipo: TipoNotificacao, canal: Canal) => {
    const { app, email } = CANAIS[canal];
    void salvar({ app: { [tipo]: app }, email: { [tipo]: email } }, { app: { [tipo]: atuais.app[tipo] }, email: { [tipo]: atuais.email[tipo] } }, tipo);
  };
  const hora = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, HORA_DO_RESUMO_DIARIO));

  return (
    <Card component="section" aria-labelledby="preferencias-de-notificacao">
      <CardHeader
        title={t`Notificações`}
        slotProps={{ title: { id: 'preferencias-de-notificacao', component: 'h2', variant: 'h6' } }}
        subheader={t`Para cada tipo, escolha se ele aparece no sino, chega no seu e-mail, os dois ou nenhum, na empresa ${empresaNome}.`}
      />
      <CardContent sx={{ pt: 0 }}>
        {user?.email_verificado === false && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans>Os e-mails só são enviados depois que você confirmar o seu endereço.</Trans>
          </Alert>
        )}
        {falha && <Alert severity="error">{falha}</Alert>}
        {!falha && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {/* The kind's name beside its choice, or above it on a phone: a name wraps whole in any language, where a field's label would be cut. */}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, columnGap: 2, rowGap: { xs: 0.5, sm: 1.5 }, alignItems: 'center' }}>
              {tipos.map((tipo) =>
                preferencias ? (
                  <Fragment key={tipo}>
                    <Typography id={`canal-${tipo}`} variant="body2" sx={{ mt: { xs: 1, sm: 0 } }}>
                      {i18n._(NOMES[tipo])}
                    </Typography>
                    <TextField
                      select
                      size="small"
                      value={canalDe(preferencias.app[tipo], preferencias.email[tipo])}
                      onChange={(event) => escolher(preferencias, tipo, event.target.value as Canal)}
                      slotProps={{ select: { labelId: `canal-${tipo}` } }}
                      sx={{ minWidth: { sm: 220 } }}
                    >
                      {(Object.keys(CANAIS) as Canal[]).map((canal) => (
                        <MenuItem key={canal} value={canal}>
                          {i18n._(CANAIS[canal].nome)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Fragment>
                ) : (
                  <Skeleton key={tipo} height={40} sx={{ gridColumn: '1 / -1' }} />
                ),
              )}
            </Box>
            <Divider />
            {preferencias ? (
              <FormControlLabel
                control={<Switch checked={preferencias.resumo_diario} onChange={(_event, quer) => void salvar({ resumo_diario: quer }, { resumo_diario: !quer })} />}
                label={t`Um só e-mail por dia, às ${hora} (fuso da empresa), com tudo o que vai por e-mail`}
              />
            ) : (
              <Skeleton height={42} />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

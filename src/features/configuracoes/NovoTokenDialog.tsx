import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PAPEIS, type Papel } from '#contract/papel';
import { TOKEN_API_NOME_MAX, type TokenApiCriado } from '#contract/tokens';
import { failureMessage, textoDoCampo } from '#machines/callFailure';
import { toFailure } from '../../http/client';
import { PAPEL_HINTS, PAPEL_NAMES } from '../../i18n/papeis';
import { CampoData } from '../../ui/datas/CampoData';
import { MostradoUmaVez } from './MostradoUmaVez';
import { tokensApi } from './tokensApi';

type Campo = 'nome' | 'expira_em';

/**
 * "Novo token": a name, the papel whose permissions it has and an optional last day; then the
 * token, shown once. `onCriado` runs as soon as it exists, so the list has it even if the dialog closes.
 */
export function NovoTokenDialog({ onClose, onCriado }: { onClose: () => void; onCriado: () => void }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [nome, setNome] = useState('');
  const [papel, setPapel] = useState<Papel>('leitor');
  const [validade, setValidade] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [campos, setCampos] = useState<Partial<Record<Campo, string>>>({});
  const [criado, setCriado] = useState<TokenApiCriado | null>(null);
  const nomeCriado = criado?.nome;

  const criar = async (event: FormEvent) => {
    event.preventDefault();
    if (!nome.trim()) {
      setCampos({ nome: textoDoCampo({ code: 'obrigatorio', params: {} }) });
      return;
    }
    setEnviando(true);
    setErro(null);
    setCampos({});
    try {
      // The token works until the end of the chosen day, in the browser's time, as a report link does.
      const expira_em = validade ? new Date(`${validade}T23:59:59`).toISOString() : null;
      setCriado(await tokensApi.criar({ nome: nome.trim(), papel, expira_em }));
      onCriado();
    } catch (error) {
      const falha = toFailure(error);
      const problemas = falha.body?.errors ?? {};
      setCampos(Object.fromEntries(Object.entries(problemas).map(([campo, lista]) => [campo, lista.map(textoDoCampo).join(' ')])));
      setErro(failureMessage(falha));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={enviando ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{criado ? t`Token criado` : t`Novo token de API`}</DialogTitle>
      {criado ? (
        <MostradoUmaVez
          valor={criado.token}
          rotulo={t`Token de ${nomeCriado}`}
          aviso={t`Copie o token agora e guarde-o em lugar seguro: ele não será mostrado de novo. Se perdê-lo, revogue-o e crie outro.`}
          aoConcluir={onClose}
        />
      ) : (
        <Box component="form" onSubmit={criar} noValidate sx={{ display: 'contents' }}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              <Trans>Outro sistema usa o token no cabeçalho Authorization: Bearer, com as permissões do papel escolhido, só nesta empresa.</Trans>
            </DialogContentText>
            {erro && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {erro}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={t`Nome`}
                value={nome}
                onChange={(event) => setNome(event.target.value)}
                required
                autoFocus
                error={Boolean(campos.nome)}
                helperText={campos.nome ?? t`Para reconhecê-lo no histórico, por exemplo "ERP da matriz".`}
                slotProps={{ htmlInput: { maxLength: TOKEN_API_NOME_MAX, autoComplete: 'off' } }}
              />
              <TextField select label={t`Papel`} value={papel} onChange={(event) => setPapel(event.target.value as Papel)} helperText={i18n._(PAPEL_HINTS[papel])}>
                {PAPEIS.map((opcao) => (
                  <MenuItem key={opcao} value={opcao}>
                    {i18n._(PAPEL_NAMES[opcao])}
                  </MenuItem>
                ))}
              </TextField>
              <CampoData
                tipo="data"
                label={t`Expira em (opcional)`}
                value={validade}
                onChange={(event) => setValidade(event.target.value)}
                error={Boolean(campos.expira_em)}
                helperText={campos.expira_em ?? t`Sem data, vale até ser revogado.`}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={enviando}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" variant="contained" disabled={enviando}>
              <Trans>Criar token</Trans>
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

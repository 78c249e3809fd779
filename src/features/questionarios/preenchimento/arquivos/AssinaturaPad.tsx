import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { ALTURA_DA_ASSINATURA, LARGURA_DA_ASSINATURA, exportarAssinatura } from './exportarAssinatura';
import { usePadDeAssinatura } from './usePadDeAssinatura';

interface AssinaturaPadProps {
  rotuloId: string;
  enviando: boolean;
  onConfirmar: (assinatura: Blob) => void;
  onCancelar?: () => void;
}

/**
 * Where a person signs: with a finger, a pen or the mouse on the canvas, or, from the keyboard,
 * by typing their name, which is drawn in its place.
 */
export function AssinaturaPad({ rotuloId, enviando, onConfirmar, onCancelar }: AssinaturaPadProps) {
  const { t } = useLingui();
  const [riscado, setRiscado] = useState(false);
  const [nome, setNome] = useState('');
  const [falha, setFalha] = useState(false);
  const aoRiscar = useCallback(() => {
    setRiscado(true);
    setNome('');
  }, []);
  const pad = usePadDeAssinatura(aoRiscar);

  const limpar = () => {
    pad.limpar();
    setRiscado(false);
    setNome('');
  };
  const confirmar = async () => {
    const assinatura = await exportarAssinatura(pad.desenho(), nome.trim());
    setFalha(!assinatura);
    if (assinatura) onConfirmar(assinatura);
  };
  const vazia = !riscado && !nome.trim();

  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
      <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', aspectRatio: `${LARGURA_DA_ASSINATURA} / ${ALTURA_DA_ASSINATURA}` }}>
        <Box
          component="canvas"
          ref={pad.tela}
          role="img"
          aria-label={t`Área para assinar com o dedo, uma caneta ou o mouse`}
          aria-describedby={rotuloId}
          sx={{ width: '100%', height: '100%', display: 'block', touchAction: 'none', cursor: 'crosshair' }}
        />
        {!riscado && nome.trim() && (
          <Typography
            aria-hidden
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#000', fontStyle: 'italic', fontWeight: 600, fontSize: 'clamp(1.5rem, 6vw, 2.25rem)', pointerEvents: 'none', overflow: 'hidden' }}
          >
            {nome}
          </Typography>
        )}
      </Box>
      <TextField
        size="small"
        label={t`Ou digite o nome de quem assina`}
        value={nome}
        disabled={riscado}
        slotProps={{ htmlInput: { maxLength: 80 } }}
        onChange={(event) => setNome(event.target.value)}
      />
      {falha && (
        <Typography role="alert" variant="body2" color="error">
          <Trans>Este navegador não conseguiu gerar a imagem da assinatura.</Trans>
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={vazia || enviando} onClick={() => void confirmar()}>
          <Trans>Confirmar assinatura</Trans>
        </Button>
        <Button size="small" disabled={vazia || enviando} onClick={limpar}>
          <Trans>Limpar</Trans>
        </Button>
        {onCancelar && (
          <Button size="small" disabled={enviando} onClick={onCancelar}>
            <Trans>Cancelar</Trans>
          </Button>
        )}
      </Box>
    </Box>
  );
}

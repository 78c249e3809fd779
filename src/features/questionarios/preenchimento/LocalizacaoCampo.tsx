import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCoordenadas } from '#contract/coordenadas';
import type { Resposta } from '#contract/questionarioRegras';

interface LocalizacaoCampoProps {
  rotuloId: string;
  valor: Resposta | undefined;
  disabled: boolean;
  onChange: (valor: Resposta) => void;
}

const pontoDe = (valor: Resposta | undefined) => (valor && typeof valor === 'object' && 'latitude' in valor ? valor : null);

/** A location answer from the browser's geolocation, with the accuracy it reports. */
export function LocalizacaoCampo({ rotuloId, valor, disabled, onChange }: LocalizacaoCampoProps) {
  const { t, i18n } = useLingui();
  const [estado, setEstado] = useState<'pronto' | 'buscando' | 'negado' | 'indisponivel'>('pronto');
  const ponto = pontoDe(valor);

  const registrar = () => {
    if (!('geolocation' in navigator)) {
      setEstado('indisponivel');
      return;
    }
    setEstado('buscando');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setEstado('pronto');
        onChange({ latitude: coords.latitude, longitude: coords.longitude, precisao: Number.isFinite(coords.accuracy) ? coords.accuracy : null });
      },
      (erro) => setEstado(erro.code === erro.PERMISSION_DENIED ? 'negado' : 'indisponivel'),
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  };

  const coordenadas = ponto ? formatCoordenadas(ponto, i18n.locale) : '';
  const precisao = ponto?.precisao != null ? i18n.number(Math.round(ponto.precisao)) : null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {ponto && (
        <Typography variant="body2">
          {precisao === null ? coordenadas : t`${coordenadas} (precisão de ${precisao} m)`}
        </Typography>
      )}
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" aria-describedby={rotuloId} disabled={estado === 'buscando'} onClick={registrar}>
            {estado === 'buscando' ? <Trans>Buscando a localização…</Trans> : ponto ? <Trans>Registrar de novo</Trans> : <Trans>Registrar a localização</Trans>}
          </Button>
          {ponto && (
            <Button size="small" onClick={() => onChange(null)}>
              <Trans>Remover a localização</Trans>
            </Button>
          )}
        </Box>
      )}
      {estado === 'negado' && (
        <Typography variant="body2" color="error">
          <Trans>O navegador não permitiu ler a localização. Libere o acesso nas configurações do site e tente de novo.</Trans>
        </Typography>
      )}
      {estado === 'indisponivel' && (
        <Typography variant="body2" color="error">
          <Trans>Não foi possível obter a localização neste aparelho agora.</Trans>
        </Typography>
      )}
    </Box>
  );
}

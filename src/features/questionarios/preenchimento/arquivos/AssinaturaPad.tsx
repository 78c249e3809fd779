import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent } from 'react';

type Ponto = readonly [number, number];

const LARGURA = 720;
const ALTURA = 240;
const TRACO = 3;
const FONTE_DO_NOME = 'italic 600 72px "Plus Jakarta Sans", sans-serif';

interface AssinaturaPadProps {
  rotuloId: string;
  enviando: boolean;
  onConfirmar: (assinatura: Blob) => void;
  onCancelar?: () => void;
}

function desenhar(contexto: CanvasRenderingContext2D, traco: readonly Ponto[]) {
  contexto.lineWidth = TRACO;
  contexto.lineCap = 'round';
  contexto.lineJoin = 'round';
  contexto.strokeStyle = '#000';
  contexto.beginPath();
  traco.forEach(([x, y], indice) => (indice === 0 ? contexto.moveTo(x, y) : contexto.lineTo(x, y)));
  contexto.stroke();
}

/** The signature as a PNG on white: the strokes drawn, or else the name typed. */
function exportar(tracos: readonly (readonly Ponto[])[], nome: string): Promise<Blob | null> {
  const tela = document.createElement('canvas');
  tela.width = LARGURA;
  tela.height = ALTURA;
  const contexto = tela.getContext('2d');
  if (!contexto) return Promise.resolve(null);
  contexto.fillStyle = '#fff';
  contexto.fillRect(0, 0, LARGURA, ALTURA);
  if (tracos.length > 0) tracos.forEach((traco) => desenhar(contexto, traco));
  else {
    contexto.fillStyle = '#000';
    contexto.font = FONTE_DO_NOME;
    contexto.textAlign = 'center';
    contexto.textBaseline = 'middle';
    contexto.fillText(nome, LARGURA / 2, ALTURA / 2, LARGURA - 40);
  }
  return new Promise((resolve) => tela.toBlob(resolve, 'image/png'));
}

/**
 * Where a person signs: with a finger, a pen or the mouse on the canvas, or, from the keyboard,
 * by typing their name, which is drawn in its place.
 */
export function AssinaturaPad({ rotuloId, enviando, onConfirmar, onCancelar }: AssinaturaPadProps) {
  const { t } = useLingui();
  const tela = useRef<HTMLCanvasElement>(null);
  const tracos = useRef<Ponto[][]>([]);
  const [riscado, setRiscado] = useState(false);
  const [nome, setNome] = useState('');
  const [falha, setFalha] = useState(false);

  const ponto = (event: PointerEvent<HTMLCanvasElement>): Ponto => {
    const caixa = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - caixa.left) * LARGURA) / caixa.width, ((event.clientY - caixa.top) * ALTURA) / caixa.height];
  };
  const contexto = () => tela.current?.getContext('2d') ?? null;

  const comecar = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    tracos.current.push([ponto(event)]);
    setRiscado(true);
    setNome('');
  };
  const mover = (event: PointerEvent<HTMLCanvasElement>) => {
    const traco = tracos.current.at(-1);
    if (!traco || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    traco.push(ponto(event));
    const ctx = contexto();
    if (ctx) desenhar(ctx, traco.slice(-2));
  };
  const limpar = () => {
    if (tracos.current.length > 0) contexto()?.clearRect(0, 0, LARGURA, ALTURA);
    tracos.current = [];
    setRiscado(false);
    setNome('');
  };
  const confirmar = async () => {
    const assinatura = await exportar(tracos.current, nome.trim());
    setFalha(!assinatura);
    if (assinatura) onConfirmar(assinatura);
  };
  const vazia = !riscado && !nome.trim();

  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
      <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', aspectRatio: `${LARGURA} / ${ALTURA}` }}>
        <Box
          component="canvas"
          ref={tela}
          width={LARGURA}
          height={ALTURA}
          role="img"
          aria-label={t`Área para assinar com o dedo, uma caneta ou o mouse`}
          aria-describedby={rotuloId}
          onPointerDown={comecar}
          onPointerMove={mover}
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

import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useImagemDaApi } from '@/ui/useImagemDaApi';

interface ImagemEnviadaProps {
  caminho: string;
  descricao: string;
  largura: number;
  altura: number;
}

/** A photo or a signature already sent, read with the session. */
export function ImagemEnviada({ caminho, descricao, largura, altura }: ImagemEnviadaProps) {
  const imagem = useImagemDaApi(caminho);
  const moldura = { width: largura, height: altura, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' } as const;
  if (imagem.url) return <Box component="img" src={imagem.url} alt={descricao} sx={{ ...moldura, objectFit: 'cover' }} />;
  return (
    <Box sx={moldura} role="img" aria-label={descricao} aria-busy={imagem.status === 'loading'}>
      {imagem.status === 'failed' ? <BrokenImageOutlined color="disabled" /> : <CircularProgress size={20} aria-hidden />}
    </Box>
  );
}

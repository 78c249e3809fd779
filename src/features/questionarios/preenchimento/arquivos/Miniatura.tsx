import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface MiniaturaProps {
  /** What an <img> shows, or null while the bytes are not there. */
  url: string | null;
  falhou: boolean;
  descricao: string;
  largura: number;
  altura: number;
}

/** A photo or a signature in a fixed frame: the image, a spinner while it comes, or a broken image. */
export function Miniatura({ url, falhou, descricao, largura, altura }: MiniaturaProps) {
  const moldura = { width: largura, height: altura, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' } as const;
  if (url) return <Box component="img" src={url} alt={descricao} sx={{ ...moldura, objectFit: 'cover' }} />;
  return (
    <Box sx={moldura} role="img" aria-label={descricao} aria-busy={!falhou}>
      {falhou ? <BrokenImageOutlined color="disabled" /> : <CircularProgress size={20} aria-hidden />}
    </Box>
  );
}

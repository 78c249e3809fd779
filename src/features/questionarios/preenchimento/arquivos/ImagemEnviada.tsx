import { useImagemDaApi } from '@/ui/useImagemDaApi';
import { Miniatura } from './Miniatura';

interface ImagemEnviadaProps {
  caminho: string;
  descricao: string;
  largura: number;
  altura: number;
}

/** A photo or a signature already sent, read with the session. */
export function ImagemEnviada({ caminho, ...moldura }: ImagemEnviadaProps) {
  const imagem = useImagemDaApi(caminho);
  return <Miniatura url={imagem.url} falhou={imagem.status === 'failed'} {...moldura} />;
}

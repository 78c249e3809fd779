import { useEffect, useState } from 'react';
import { Miniatura } from './Miniatura';

interface ImagemDoAparelhoProps {
  arquivo: Blob;
  descricao: string;
  largura: number;
  altura: number;
}

/** A photo not yet sent, shown from its bytes on the device; the object URL is released when it goes. */
export function ImagemDoAparelho({ arquivo, ...moldura }: ImagemDoAparelhoProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const criada = URL.createObjectURL(arquivo);
    setUrl(criada);
    return () => URL.revokeObjectURL(criada);
  }, [arquivo]);
  return <Miniatura url={url} falhou={false} {...moldura} />;
}

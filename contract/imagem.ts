/** The image types the API keeps (logos, photos, signatures), as the bytes themselves declare them. */
export const IMAGEM_TIPOS = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImagemTipo = (typeof IMAGEM_TIPOS)[number];

import Typography from '@mui/material/Typography';

/**
 * A record's title cell. On a phone the código and one more fact (a date, a site) stand in the
 * cell, above and below the title: their own columns are left out there.
 */
export function TituloDaLinha({ codigo, titulo, abaixo }: { codigo: string; titulo: string; abaixo: string }) {
  return (
    <>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
        {codigo}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 120 }}>
        {titulo}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
        {abaixo}
      </Typography>
    </>
  );
}

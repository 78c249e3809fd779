import Box from '@mui/material/Box';

/** The tipo de serviço's colour beside its name in a choice. */
export function TipoCor({ cor }: { cor: string }) {
  return <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: cor, flexShrink: 0 }} />;
}

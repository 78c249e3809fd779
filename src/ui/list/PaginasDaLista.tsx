import TablePagination from '@mui/material/TablePagination';

const PAGE_SIZES = [10, 25, 50, 100];

interface PaginasDaListaProps {
  total: number | undefined;
  /** 1-based, as the address keeps it. */
  pagina: number;
  limite: number;
  onPagina: (pagina: number) => void;
  onLimite: (limite: string) => void;
}

/** A page-numbered list's pages and page size (ListView); its select and menu come in its own chunk. */
export function PaginasDaLista({ total, pagina, limite, onPagina, onLimite }: PaginasDaListaProps) {
  return (
    <TablePagination
      component="div"
      count={total ?? -1}
      page={pagina - 1}
      rowsPerPage={limite}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, page) => onPagina(page + 1)}
      onRowsPerPageChange={(event) => onLimite(event.target.value)}
      // On a phone the label pushed the next-page arrow past the screen's edge; the select keeps it as its name.
      sx={{ '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } } }}
    />
  );
}

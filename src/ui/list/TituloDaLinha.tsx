/**
 * A record's title cell. On a phone the código and one more fact (a date, a site) stand in the
 * cell, above and below the title: their own columns are left out there. Plain elements, drawn by
 * the table's rules (`tituloDaLinha` in ListTable.tsx): a styled component per line was three in each row.
 */
export function TituloDaLinha({ codigo, titulo, abaixo }: { codigo: string; titulo: string; abaixo: string }) {
  return (
    <>
      <span data-titulo="extra">{codigo}</span>
      <p data-titulo="">{titulo}</p>
      <span data-titulo="extra">{abaixo}</span>
    </>
  );
}

/** The charts' heights, known before their module loads so the page does not jump when it does. */
const POR_BARRA = 32;
export const alturaDosGrupos = (grupos: number) => Math.max(grupos, 1) * POR_BARRA + 56;
export const ALTURA_DA_SERIE = 280;

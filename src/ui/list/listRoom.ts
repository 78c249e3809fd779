/**
 * A list's box is a size container: what fits depends on the room beside the sidebar (open,
 * collapsed or a drawer), not on the screen's width. The widest list, the activities', needs 1280 px
 * for every column; a laptop's 1366 to 1536 px screen beside the open sidebar leaves less.
 */
const ROOM_FOR_EVERY_COLUMN = 1280;
const NAME = 'lista';

/** The list's box, which the queries below measure. */
export const listContainer = { containerType: 'inline-size', containerName: NAME } as const;

export const onlyWithRoomForEveryColumn = {
  [`@container ${NAME} (max-width: ${ROOM_FOR_EVERY_COLUMN - 0.05}px)`]: { display: 'none' },
} as const;

/**
 * A mark in a cell that says what a column left out for lack of room says (an "Atrasada" beside the
 * status): shown only then, by the table's rule (cartaoNoCelular.ts), not by styles of its own.
 */
export const soSemEspacoAttrs = { 'data-sem-espaco': '' } as const;

export const onlyWithoutRoomForEveryColumn = {
  [`@container ${NAME} (min-width: ${ROOM_FOR_EVERY_COLUMN}px)`]: { display: 'none' },
} as const;

import type { Papel } from '#contract/papel';

/** A técnico's list opens on their own activities; everyone else's on the company's. */
export const minhasPorPadrao = (papel: Papel | null | undefined): boolean => papel === 'tecnico';

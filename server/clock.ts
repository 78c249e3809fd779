/** The time, injectable so tests can move it (token expiry, one-hour links, TOTP steps). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The value, or an error naming what is missing (inside a demo handler, that answers 500). */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} not found`);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be compared with a uuid column. PostgreSQL refuses the comparison with an
 * error otherwise, so a route checks first and answers 404: such an id names no record.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL can be a row id. A malformed one is simply not found (404), and never reaches the
 * database, where casting it to uuid would be an error.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** One collator for the module: building an Intl.Collator is far dearer than comparing with it. */
const danish = new Intl.Collator('da');

/**
 * Orders Danish text the Danish way (æ, ø, å after z; 'Aa' as 'Å'), for `Array.prototype.sort`. The database
 * cannot do it (PGlite has only the C collation, DESIGN.md rule 6), so names are sorted with this, on the server
 * and in the browser alike.
 */
export function compareDanish(a: string, b: string): number {
  return danish.compare(a, b);
}

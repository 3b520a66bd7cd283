/**
 * Danish alphabetical order (DESIGN.md rule 6): Æ, Ø, Å after Z, and a leading 'Aa' counted as Å. The database
 * cannot do this (PGlite has only the C collation, where Å sorts before Æ and Ø), so lists are sorted here.
 * One shared collator: creating one per comparison is slow.
 */
const danishCollator = new Intl.Collator('da');

export function compareDanish(a: string, b: string): number {
  return danishCollator.compare(a, b);
}

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Danish text in SQL that pages: a list read a page at a time must be sorted and searched by the database, so
 * it cannot use `compareDanish` (DESIGN.md rule 6). PGlite has no ICU and only the C collation, and PostgreSQL's
 * default collation depends on the server's locale, so neither can be asked for Danish order. These expressions
 * give the same answer on both.
 */

/**
 * A sort key in Danish alphabetical order, compared byte-wise (`collate "C"`): lower case, 'aa' read as 'å' (as
 * `compareDanish` does), then æ/ä, ø/ö and å turned into '{', '|' and '}', the three characters after 'z' in
 * ASCII, so Æ, Ø and Å come after Z and in that order. Both cases are listed because PGlite's `lower()` folds
 * only ASCII. Break ties with `name collate "C"` (capitals first, as Danish does) and an id.
 */
export function danishSortKey(text: SQLWrapper): SQL {
  return sql`translate(replace(lower(${text}), 'aa', 'å'), 'æäøöåÆÄØÖÅ', '{{||}{{||}') collate "C"`;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `text` contains `needle`, case ignored also for Æ, Ø and Å (PGlite's `ilike` folds only ASCII): both sides are
 * folded to lower case the same way.
 */
export function containsDanish(text: SQLWrapper, needle: string): SQL {
  const folded = needle.toLocaleLowerCase('da');
  return sql`lower(translate(${text}, 'ÆØÅÄÖÉ', 'æøåäöé')) like ${containsPattern(folded)}`;
}

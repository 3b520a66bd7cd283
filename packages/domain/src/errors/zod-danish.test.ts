import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { danishZodMessage } from './zod-danish';

/** The message zod gives for `input` against `schema` (the first issue). */
function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message ?? '';
}

describe('the Danish zod messages (issue 24)', () => {
  it('says what a missing or wrongly typed value must be, not what zod expected and got', () => {
    expect(messageOf(z.array(z.string()), undefined)).toBe('Skal være en liste');
    expect(messageOf(z.object({ a: z.string() }), { a: 3 })).toBe('Skal være tekst');
    expect(messageOf(z.number(), 'x')).toBe('Skal være et tal');
    expect(messageOf(z.boolean(), 1)).toBe('Skal være ja eller nej');
    expect(messageOf(z.object({}), [])).toBe('Skal være et objekt');
    expect(messageOf(z.date(), 'x')).toBe('Skal være en dato');
    expect(messageOf(z.int(), 1.5)).toBe('Skal være et helt tal');
    expect(messageOf(z.undefined(), 1)).toBe('Må ikke angives');
  });

  it('gives limits as plain numbers with Danish separators', () => {
    expect(messageOf(z.number().max(24), 25)).toBe('Højst 24');
    expect(messageOf(z.number().lt(24), 24)).toBe('Skal være under 24');
    expect(messageOf(z.number().min(0), -1)).toBe('Mindst 0');
    expect(messageOf(z.number().positive(), 0)).toBe('Skal være over 0');
    expect(messageOf(z.number().max(4500000), 4500001)).toBe('Højst 4.500.000');
    expect(messageOf(z.number().max(0.5), 1)).toBe('Højst 0,5');
    expect(messageOf(z.bigint().max(5n), 6n)).toBe('Højst 5');
  });

  it('counts characters and elements', () => {
    expect(messageOf(z.string().max(200), 'x'.repeat(201))).toBe('Højst 200 tegn');
    expect(messageOf(z.string().min(1), '')).toBe('Skal udfyldes');
    expect(messageOf(z.string().min(8), 'kort')).toBe('Mindst 8 tegn');
    expect(messageOf(z.string().length(4), 'kort!')).toBe('Højst 4 tegn');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Højst 1 element');
    expect(messageOf(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toBe('Højst 3 elementer');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Vælg mindst én');
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Mindst 2 elementer');
    expect(messageOf(z.set(z.string()).max(1), new Set(['a', 'b']))).toBe('Højst 1 element');
  });

  it('writes date limits as DD.MM.YYYY', () => {
    const day = new Date(2026, 0, 5);
    expect(messageOf(z.date().max(day), new Date(2026, 0, 6))).toBe('Senest 05.01.2026');
    expect(messageOf(z.date().min(day), new Date(2026, 0, 4))).toBe('Tidligst 05.01.2026');
  });

  it('names the format a string must have', () => {
    expect(messageOf(z.email(), 'nej')).toBe('Skal være en gyldig e-mailadresse');
    expect(messageOf(z.url(), 'nej')).toBe('Skal være en gyldig webadresse');
    expect(messageOf(z.uuid(), 'nej')).toBe('Skal være et gyldigt id');
    expect(messageOf(z.iso.date(), '2026-13-01')).toBe('Skal være en dato (ÅÅÅÅ-MM-DD)');
    expect(messageOf(z.iso.datetime(), 'nej')).toBe('Skal være en dato med klokkeslæt');
    expect(messageOf(z.iso.time(), 'nej')).toBe('Skal være et klokkeslæt (TT:MM)');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('Har ikke det rigtige format');
    expect(messageOf(z.string().startsWith('DK'), 'x')).toBe("Skal starte med 'DK'");
    expect(messageOf(z.string().endsWith('.pdf'), 'x')).toBe("Skal slutte med '.pdf'");
    expect(messageOf(z.string().includes('@'), 'x')).toBe("Skal indeholde '@'");
    expect(messageOf(z.string().lowercase(), 'X')).toBe('Skal skrives med små bogstaver');
  });

  it('handles every other issue kind in plain Danish', () => {
    expect(messageOf(z.number().multipleOf(5), 3)).toBe('Skal gå op i 5');
    expect(messageOf(z.strictObject({}), { a: 1 })).toBe('Ukendt felt: a');
    expect(messageOf(z.strictObject({}), { a: 1, b: 2 })).toBe('Ukendte felter: a, b');
    expect(messageOf(z.record(z.string().min(2), z.number()), { b: 1 })).toBe('Ugyldigt feltnavn');
    // zod raises invalid_element for a map entry whose key is an object; build the issue by hand.
    expect(
      danishZodMessage({ code: 'invalid_element', origin: 'map', key: {}, issues: [], input: new Map() }),
    ).toBe('Indeholder en ugyldig værdi');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('Ugyldig værdi');
    expect(messageOf(z.enum(['aktiv', 'inaktiv']), 'x')).toBe("Skal være en af: 'aktiv', 'inaktiv'");
    expect(messageOf(z.literal('ja'), 'nej')).toBe("Skal være 'ja'");
    expect(
      messageOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('Ugyldig værdi');
  });

  it('never leaks zod jargon for any issue kind', () => {
    const schemas: Array<[z.ZodType, unknown]> = [
      [z.array(z.number()), undefined],
      [z.number().max(24), 99],
      [z.string().min(3), 'a'],
      [z.enum(['a', 'b']), 'c'],
      [z.strictObject({}), { x: 1 }],
    ];
    for (const [schema, input] of schemas) {
      expect(messageOf(schema, input)).not.toMatch(/forventede|fik |undefined|<=|>=|Ugyldigt input/);
    }
  });
});

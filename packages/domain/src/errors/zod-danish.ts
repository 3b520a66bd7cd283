import { z } from 'zod';

// Validation messages a schema does not spell out itself come in Danish, on the server and in the browser.
// The spec's own texts ('Email mangler', …) are always given explicitly in the contracts.
//
// zod's own Danish locale speaks like a type checker ('Ugyldigt input: forventede liste, fik undefined',
// 'For stor: forventede tal havde <= 24'); an admin reads these in the API's `details` and in forms, so every
// issue kind gets a short, plain sentence instead (issue 24): 'Skal være en liste', 'Højst 24'.

type Issue = z.core.$ZodRawIssue;

const numberFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 6 });

/** A limit as a Dane writes it: 45.000 and 0,5 for numbers, DD.MM.YYYY for dates. */
function limit(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
  }
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'bigint') return numberFormat.format(value);
  return String(value);
}

function quoted(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === null) return 'tom';
  if (value === undefined) return 'tom';
  return String(value);
}

const EXPECTED: Record<string, string> = {
  string: 'tekst',
  number: 'et tal',
  int: 'et helt tal',
  bigint: 'et helt tal',
  boolean: 'ja eller nej',
  array: 'en liste',
  tuple: 'en liste',
  object: 'et objekt',
  record: 'et objekt',
  map: 'et objekt',
  set: 'en liste',
  date: 'en dato',
  file: 'en fil',
  null: 'tom',
  undefined: 'udeladt',
  void: 'udeladt',
  never: 'udeladt',
  symbol: 'et symbol',
  function: 'en funktion',
  promise: 'et løfte',
  nan: 'NaN',
};

const UNIT: Record<string, { one: string; many: string }> = {
  string: { one: 'tegn', many: 'tegn' },
  array: { one: 'element', many: 'elementer' },
  set: { one: 'element', many: 'elementer' },
  map: { one: 'element', many: 'elementer' },
  file: { one: 'byte', many: 'bytes' },
};

function withUnit(origin: string | undefined, count: number | bigint): string {
  const unit = origin ? UNIT[origin] : undefined;
  if (!unit) return limit(count);
  return `${limit(count)} ${Number(count) === 1 ? unit.one : unit.many}`;
}

const FORMAT: Record<string, string> = {
  email: 'Skal være en gyldig e-mailadresse',
  url: 'Skal være en gyldig webadresse',
  uuid: 'Skal være et gyldigt id',
  uuidv4: 'Skal være et gyldigt id',
  uuidv6: 'Skal være et gyldigt id',
  guid: 'Skal være et gyldigt id',
  nanoid: 'Skal være et gyldigt id',
  cuid: 'Skal være et gyldigt id',
  cuid2: 'Skal være et gyldigt id',
  ulid: 'Skal være et gyldigt id',
  xid: 'Skal være et gyldigt id',
  ksuid: 'Skal være et gyldigt id',
  datetime: 'Skal være en dato med klokkeslæt',
  date: 'Skal være en dato (ÅÅÅÅ-MM-DD)',
  time: 'Skal være et klokkeslæt (TT:MM)',
  duration: 'Skal være en varighed',
  ipv4: 'Skal være en IP-adresse',
  ipv6: 'Skal være en IP-adresse',
  cidrv4: 'Skal være et IP-område',
  cidrv6: 'Skal være et IP-område',
  mac: 'Skal være en MAC-adresse',
  base64: 'Skal være base64-kodet',
  base64url: 'Skal være base64url-kodet',
  json_string: 'Skal være gyldig JSON',
  e164: 'Skal være et telefonnummer',
  jwt: 'Skal være et gyldigt token',
  emoji: 'Skal være en emoji',
  lowercase: 'Skal skrives med små bogstaver',
  uppercase: 'Skal skrives med store bogstaver',
};

/** The Danish message for one zod issue. Exported for its unit test; zod calls it through `z.config`. */
export function danishZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED[issue.expected] ?? 'en gyldig værdi';
      if (issue.expected === 'undefined' || issue.expected === 'never') return 'Må ikke angives';
      return `Skal være ${expected}`;
    }
    case 'too_big': {
      const origin = issue.origin as string | undefined;
      if (origin === 'date') return `Senest ${limit(new Date(Number(issue.maximum)))}`;
      if (issue.inclusive === false) return `Skal være under ${withUnit(origin, issue.maximum)}`;
      if (
        origin === 'string' ||
        origin === 'array' ||
        origin === 'set' ||
        origin === 'map' ||
        origin === 'file'
      ) {
        return `Højst ${withUnit(origin, issue.maximum)}`;
      }
      return `Højst ${limit(issue.maximum)}`;
    }
    case 'too_small': {
      const origin = issue.origin as string | undefined;
      if (origin === 'date') return `Tidligst ${limit(new Date(Number(issue.minimum)))}`;
      if (origin === 'string' && Number(issue.minimum) === 1 && issue.inclusive !== false)
        return 'Skal udfyldes';
      if (
        (origin === 'array' || origin === 'set') &&
        Number(issue.minimum) === 1 &&
        issue.inclusive !== false
      ) {
        return 'Vælg mindst én';
      }
      if (issue.inclusive === false) return `Skal være over ${withUnit(origin, issue.minimum)}`;
      return `Mindst ${withUnit(origin, issue.minimum)}`;
    }
    case 'invalid_format': {
      const format = issue.format as string;
      if (format === 'starts_with') return `Skal starte med '${(issue as { prefix?: string }).prefix ?? ''}'`;
      if (format === 'ends_with') return `Skal slutte med '${(issue as { suffix?: string }).suffix ?? ''}'`;
      if (format === 'includes') return `Skal indeholde '${(issue as { includes?: string }).includes ?? ''}'`;
      return FORMAT[format] ?? 'Har ikke det rigtige format';
    }
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? 'Skal være et helt tal' : `Skal gå op i ${limit(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Ukendte felter: ${issue.keys.join(', ')}`
        : `Ukendt felt: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'Ugyldigt feltnavn';
    case 'invalid_element':
      return 'Indeholder en ugyldig værdi';
    case 'invalid_union':
      return 'Ugyldig værdi';
    case 'invalid_value':
      if (issue.values.length === 1) return `Skal være ${quoted(issue.values[0])}`;
      return `Skal være en af: ${issue.values.map(quoted).join(', ')}`;
    default:
      return 'Ugyldig værdi';
  }
}

z.config({ localeError: danishZodMessage });

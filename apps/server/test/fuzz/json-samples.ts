/**
 * Request bodies for the fuzz test, made from the OpenAPI document's JSON schemas: first a plausible valid
 * body (so a hostile value in one field gets past the other fields' validation and reaches the service and
 * the database), then hostile variants of it.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  minItems?: number;
  default?: unknown;
}

export interface SampleContext {
  /** An id that exists (the signed-in admin's own employee record), for fields naming an id. */
  employeeId: string;
  /** The one date every date field gets, so no sample is a long date range. */
  date: string;
}

/** Strings a `pattern` may ask for: the first one that matches is used. */
const PATTERN_CANDIDATES = ['12345678', '010190-1234', '08:00', '2024-W19', '8000', 'a'];

const isDateField = (name: string) => /date|^from$|^to$/i.test(name);

function sampleString(schema: JsonSchema, name: string, context: SampleContext): string {
  if (isDateField(name) || schema.format === 'date') return context.date;
  if (/e-?mail/i.test(name) || schema.format === 'email') return 'fuzz@example.dk';
  if (/password/i.test(name)) return 'Kodeord-1234';
  if (/ids?$/i.test(name) || schema.format === 'uuid') return context.employeeId;
  if (/time$/i.test(name)) return '08:00';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'a';
  }
  return 'Fuzz';
}

/** A value that satisfies the schema as far as its JSON form tells (zod refinements may still refuse it). */
export function sampleFor(schema: JsonSchema, name: string, context: SampleContext): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return sampleFor(choice, name, context);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sampleFor(property, key, context),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleFor(schema.items ?? {}, name.replace(/s$/, ''), context),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name, context);
    default:
      return schema.default ?? null;
  }
}

/** The same structure with every string (or every date string) replaced. */
export function mapStrings(
  value: unknown,
  replace: (text: string, key: string) => string,
  key = '',
): unknown {
  if (typeof value === 'string') return replace(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, mapStrings(item, replace, field)]),
    );
  }
  return value;
}

/** Every leaf swapped for a value of the wrong type. */
export function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrongTypes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, wrongTypes(item)]));
  }
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'tolv';
  if (typeof value === 'boolean') return 'ja';
  return { uventet: true };
}

export const deeplyNested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
export const deeplyNestedArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

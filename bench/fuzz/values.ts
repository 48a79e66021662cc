import fc from 'fast-check';

// Values for the fuzz: from a JSON schema (the OpenAPI document's, or Better Auth's zod schemas as
// JSON schema), mostly valid so requests reach the services, mixed with hostile ones so every
// check on the way is tried: wrong types, int4 and float edges, NUL, lone surrogates, huge and
// deep values, and JSON literals JavaScript cannot hold (1e400, -0).

export interface TJsonSchema {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

/** A JSON literal written as is into a body (1e400 has no JavaScript value that JSON.stringify writes). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Values the run knows exist (ids of real rows, real users), so requests reach real data. */
export interface TKnown {
  ints: number[];
  userIds: string[];
  emails: string[];
  usernames: string[];
  strings: string[];
}

const INT_EDGES = [
  0,
  1,
  -1,
  2,
  100,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  -(2 ** 53),
];
const STRING_EDGES = [
  '',
  ' ',
  '\0',
  'a\0b',
  '%00',
  '%',
  '..',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '2147483648',
  '99999999999',
  '9007199254740993',
  '0x10',
  ' 7',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '\u202Egnp.exe',
  'Ω≈ç√∫˜µ≤≥÷',
  '👩‍👩‍👧‍👦🚗',
  'a'.repeat(300),
  'x'.repeat(10_000),
  'é'.repeat(3_000),
  'local_aaaaaaaaaaaaaaaaaaaa',
  'user@example.com',
  'UPPER@EXAMPLE.COM',
  'a@b',
  '@',
  'javascript:alert(1)',
  '//evil.example',
  'http://evil.example/',
  '\r\nSet-Cookie: x=1',
];
const RAW_LITERALS = ['1e400', '-1e400', '-0', '1E+2', '0.1e-400', '123456789012345678901234567890', '1.0'];

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Any value, biased to the edges. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRING_EDGES) },
  { weight: 2, arbitrary: fc.constantFrom(...INT_EDGES) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_LITERALS).map((t) => new RawJson(t)) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map(deepArray) },
);

/** A string for a field, by its name: known users, emails and passwords reach further than noise. */
function namedString(name: string, known: TKnown): fc.Arbitrary<string> | null {
  const n = name.toLowerCase();
  if (/user_?id|receiver|sender|userid/.test(n) && known.userIds.length)
    return fc.constantFrom(...known.userIds);
  if (/email/.test(n) && known.emails.length) return fc.constantFrom(...known.emails);
  if (/username/.test(n) && known.usernames.length) return fc.constantFrom(...known.usernames);
  if (/password/.test(n)) return fc.constantFrom('Str0ng!pass', 'short', 'N3w!password1');
  return null;
}

function stringFor(schema: TJsonSchema, name: string, known: TKnown): fc.Arbitrary<string> {
  const choices: fc.Arbitrary<string>[] = [];
  const named = namedString(name, known);
  if (named) choices.push(named, named);
  if (schema.pattern) {
    try {
      choices.push(
        fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200)),
      );
    } catch {
      // A pattern in a syntax JavaScript does not read: plain strings only.
    }
  }
  if (schema.format === 'email') choices.push(fc.emailAddress());
  const max = Math.min(schema.maxLength ?? 40, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  choices.push(fc.string({ minLength: min, maxLength: max }));
  if (known.strings.length) choices.push(fc.constantFrom(...known.strings));
  return fc.oneof(...choices);
}

function numberFor(schema: TJsonSchema, integer: boolean, known: TKnown): fc.Arbitrary<number> {
  const low = schema.minimum ?? (integer ? -(2 ** 31) : -1e9);
  const high = schema.maximum ?? (integer ? 2 ** 31 : 1e9);
  const min = Math.max(low, integer ? -(2 ** 53) : -1e12);
  const max = Math.min(high, integer ? 2 ** 53 : 1e12);
  if (!integer) return fc.double({ min, max, noNaN: true });
  const inRange = known.ints.filter((i) => i >= min && i <= max);
  const small = fc.integer({ min: Math.max(min, -5), max: Math.min(max, Math.max(min, -5) + 60) });
  const any = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
  return inRange.length ? fc.oneof(fc.constantFrom(...inRange), small, any) : fc.oneof(small, any);
}

/** A value the schema accepts (as far as a generator can tell), named `name` in its object. */
export function valid(schema: TJsonSchema | undefined, known: TKnown, name = ''): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return hostile;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => valid(s, known, name)));
  if (schema.allOf?.length) return valid(mergeAll(schema.allOf), known, name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.nullable) types.push('null');
  if (types.length > 1)
    return fc.oneof(...types.map((type) => valid({ ...schema, type, nullable: false }, known, name)));
  switch (types[0] ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringFor(schema, name, known);
    case 'integer':
      return numberFor(schema, true, known);
    case 'number':
      return numberFor(schema, false, known);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items, known, name), { maxLength: 4 });
    case 'object':
      return objectFor(schema, known);
    default:
      return hostile;
  }
}

function objectFor(schema: TJsonSchema, known: TKnown): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) model[key] = valid(sub, known, key);
  if (!Object.keys(model).length) return fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 });
  const requiredKeys = (schema.required ?? []).filter((k) => k in model);
  return fc.record(model, { requiredKeys });
}

function mergeAll(parts: TJsonSchema[]): TJsonSchema {
  const merged: TJsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties as object, part.properties ?? {});
    merged.required?.push(...(part.required ?? []));
  }
  return merged;
}

/**
 * A value for a schema, as the fuzz sends it: mostly valid, with a field or two made hostile, a
 * required field dropped or an unknown one added; now and then hostile through and through.
 */
export function fuzzed(schema: TJsonSchema | undefined, known: TKnown, name = ''): fc.Arbitrary<unknown> {
  const base = valid(schema, known, name);
  const keys = Object.keys(schema?.properties ?? {});
  if (!keys.length) return fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: hostile });
  const mutation = fc.oneof(
    fc.tuple(fc.constant('set' as const), fc.constantFrom(...keys), hostile),
    fc.tuple(fc.constant('drop' as const), fc.constantFrom(...keys), fc.constant(undefined)),
    fc.tuple(
      fc.constant('set' as const),
      fc.constantFrom('__proto__', 'extra', 'constructor', 'id'),
      hostile,
    ),
  );
  const mutated = fc.tuple(base, fc.array(mutation, { maxLength: 2 })).map(([value, changes]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [op, key, v] of changes) {
      if (op === 'drop') delete copy[key];
      else
        Object.defineProperty(copy, key, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  });
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: hostile });
}

/** JSON text of a value, writing RawJson literals as they are. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value as it goes into a path or a query string. */
export function toText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  return toJson(value);
}

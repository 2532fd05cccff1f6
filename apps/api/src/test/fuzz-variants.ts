import type { InjectOptions } from 'fastify';

/**
 * Malformed requests generated from the OpenAPI document (issue 8): every operation under
 * /api/v1, every path and query parameter and every body property gets the same hostile values,
 * chosen by where they go (path, query, JSON body), plus malformed bodies, multipart bodies,
 * addresses and headers. Nothing here names a route: a route added later is fuzzed as soon as it
 * is in the document.
 */

// ---------------------------------------------------------------------------------------------
// The OpenAPI document, as far as the fuzz reads it
// ---------------------------------------------------------------------------------------------

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiContent = Record<string, { schema?: JsonSchema }>;
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: OpenApiContent };
  responses?: Record<string, { content?: OpenApiContent }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Parameter = { name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** the path as the document writes it: /api/v1/products/{id} */
  path: string;
  /** the path as Fastify's route table writes it: /api/v1/products/:id */
  route: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** the declared request body: its content types and the schema of its JSON form, if any */
  body: { contentTypes: string[]; schema: JsonSchema | undefined } | undefined;
  responses: Record<string, { content?: OpenApiContent }>;
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document under `prefix`. */
export function readOperations(doc: OpenApiDocument, prefix = '/api/v1/'): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const parameters = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: Boolean(p.required),
        schema: p.schema ?? {},
      }));
      const content = op.requestBody?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: content
          ? {
              contentTypes: Object.keys(content),
              schema: Object.entries(content).find(([type]) => type.includes('json'))?.[1].schema,
            }
          : undefined,
        responses: op.responses ?? {},
      });
    }
  }
  return operations;
}

/** Whether the operation declares `mediaType` (e.g. text/html) for an answer of this status. */
export function declaresContent(op: Operation, status: number, mediaType: string): boolean {
  const declared =
    op.responses[String(status)] ??
    op.responses[`${Math.floor(status / 100)}XX`] ??
    op.responses.default;
  return Object.keys(declared?.content ?? {}).some((type) => type.startsWith(mediaType));
}

// ---------------------------------------------------------------------------------------------
// Valid values, for the parts of a request that are not being fuzzed
// ---------------------------------------------------------------------------------------------

/** Whether a value satisfies the (small) part of JSON Schema the document uses. */
export function fits(value: unknown, schema: JsonSchema): boolean {
  if (value === null) return Boolean(schema.nullable) || typeIncludes(schema, 'null');
  if (schema.anyOf) return schema.anyOf.some((s) => fits(value, s));
  if (schema.oneOf) return schema.oneOf.filter((s) => fits(value, s)).length === 1;
  if (schema.allOf) return schema.allOf.every((s) => fits(value, s));
  if (schema.enum && !schema.enum.includes(value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length && !types.some((type) => fitsType(value, type))) return false;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !safeRegExp(schema.pattern)?.test(value)) return false;
  }
  if (Array.isArray(value) && schema.items) return value.every((v) => fits(v, schema.items!));
  if (typeof value === 'object' && !Array.isArray(value) && schema.properties) {
    const record = value as Record<string, unknown>;
    if ((schema.required ?? []).some((key) => !(key in record))) return false;
    return Object.entries(record).every(
      ([key, v]) => !schema.properties![key] || fits(v, schema.properties![key]),
    );
  }
  return true;
}

const typeIncludes = (schema: JsonSchema, type: string) => [schema.type].flat().includes(type);

function fitsType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/**
 * A valid value for a schema: the first of the candidates that fits (named samples from the
 * test's table come first), else one made from the schema itself.
 */
export function sampleValue(schema: JsonSchema, candidates: unknown[] = []): unknown {
  for (const candidate of candidates) if (fits(candidate, schema)) return candidate;
  if (schema.default !== undefined && fits(schema.default, schema)) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  if ('const' in schema) return schema.const;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    // the first branch that is not the "empty string allowed" escape hatch
    const branch =
      branches.find((b) => !(b.enum?.length === 1 && b.enum[0] === '')) ?? branches[0]!;
    return sampleValue(branch, candidates);
  }
  if (schema.allOf?.length) return sampleValue(Object.assign({}, ...schema.allOf), candidates);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      const value = Math.max(low, 1);
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
    }
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(schema.items)] : [];
    case 'object':
      return sampleObject(schema, () => []);
    default: {
      const strings = ['sample', 'abc', 'sample-value', 'Amira', '123456', 'a', 'en'];
      const found = strings.find((s) => fits(s, schema));
      return found ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
  }
}

/** An object with its required properties, each valid. */
export function sampleObject(
  schema: JsonSchema,
  candidatesFor: (property: string) => unknown[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    const property = schema.properties?.[key] ?? {};
    result[key] = sampleValue(property, candidatesFor(key));
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The hostile values
// ---------------------------------------------------------------------------------------------

const LONG = 100_000;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Numbers at and past the id range's edges: the same text in an address and in JSON. */
const NUMBER_EDGES: Array<[name: string, text: string]> = [
  ['2^31', '2147483648'],
  ['2^31-1', '2147483647'],
  ['huge', '99999999999'],
  ['above-max-safe-integer', '9007199254740993'],
  ['negative', '-1'],
  ['zero', '0'],
];

/** Values for a path segment, already as they stand in the address. */
export const PATH_VALUES: Array<[name: string, segment: string]> = [
  ['nul', '%00'],
  ['nul-inside', 'a%00b'],
  ['nul-after-digit', '1%00'],
  ['control-characters', '%01%1F%7F'],
  ...NUMBER_EDGES,
  ['minus-zero', '-0'],
  ['1e309', '1e309'],
  ['exponent', '1e3'],
  ['fraction', '1.5'],
  ['hex', '0x10'],
  ['leading-space', '%201'],
  ['trailing-space', '1%20'],
  ['plus-sign', '%2B1'],
  ['leading-zeros', '00001'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['null', 'null'],
  ['true', 'true'],
  ['array', '%5B1%2C2%5D'],
  ['object', '%7B%7D'],
  ['comma-list', '1%2C2'],
  ['dot-dot', '..'],
  ['encoded-dot-dot', '%2e%2e'],
  ['encoded-slash', 'a%2Fb'],
  ['bad-encoding-c0', '%c0'],
  ['bad-encoding-truncated', '%E0%A4%A'],
  ['lone-percent', '%'],
  ['encoded-lone-surrogate', '%ED%A0%80'],
  ['arabic-digit', '%D9%A1'],
  ['sql', "1'%20OR%20'1'%3D'1"],
  ['key-constructor', 'constructor'],
  ['key-proto', '__proto__'],
  ['empty', ''],
  ['100k-characters', 'x'.repeat(LONG)],
];

/** Values for a query parameter: the query text for a parameter name. */
export const QUERY_VALUES: Array<[name: string, query: (key: string) => string]> = [
  ...(
    [
      ['nul', '%00'],
      ['nul-inside', 'a%00b'],
      ['control-characters', '%01%1F%7F'],
      ['empty', ''],
      ['blank', '%20%20'],
      ['100k-characters', 'x'.repeat(LONG)],
      ['2^31', '2147483648'],
      ['huge', '99999999999'],
      ['above-max-safe-integer', '9007199254740993'],
      ['negative', '-1'],
      ['zero', '0'],
      ['1e309', '1e309'],
      ['minus-1e309', '-1e309'],
      ['fraction', '1.5'],
      ['hex', '0x10'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['true', 'true'],
      ['null', 'null'],
      ['json-array', '%5B1%2C2%5D'],
      ['json-object', '%7B%22a%22%3A1%7D'],
      ['comma-list-with-junk', '1%2C%2C%00%2Cx'],
      ['bad-encoding-c0', '%c0'],
      ['bad-encoding-truncated', '%E0%A4%A'],
      ['lone-percent', '%'],
      ['encoded-lone-surrogate', '%ED%A0%80'],
      ['sql', "'%20OR%201%3D1%20--"],
      ['like-wildcards', '%25_%5C'],
      ['regex-special', '(%5B*%2B%3F'],
      ['search-operators', '!%26%7C%3A*()%3C-%3E%22%5C'],
      ['key-constructor', 'constructor'],
      ['key-proto', '__proto__'],
      ['key-toString', 'toString'],
      ['unicode-mix', '%F0%9F%98%80%CC%81%EF%AC%80%E2%80%AE'],
    ] as Array<[string, string]>
  ).map(([name, raw]): [string, (key: string) => string] => [name, (key) => `${key}=${raw}`]),
  ['array-of-two', (key) => `${key}=a&${key}=b`],
  ['array-of-1000', (key) => Array.from({ length: 1000 }, (_, i) => `${key}=${i}`).join('&')],
  ['bracket-array', (key) => `${key}[]=a`],
  ['bracket-object', (key) => `${key}[a]=1`],
  ['without-equals', (key) => key],
];

/** Values for a JSON body property, as raw JSON text (1e309 cannot be written by JSON.stringify). */
export function bodyValues(valid: unknown): Array<[name: string, json: string]> {
  const validText = typeof valid === 'string' ? valid : 'a';
  return [
    ['nul-inside', JSON.stringify('a\u0000b')],
    ['nul-after-valid', JSON.stringify(`${validText}\u0000`)],
    ['nul-before-valid', JSON.stringify(`\u0000${validText}`)],
    ['nul-only', JSON.stringify('\u0000')],
    ['control-characters', JSON.stringify('\u0001\u0008\u001f\u007f')],
    ['lone-surrogate', '"\\ud800"'],
    ['percent-00', JSON.stringify('%00')],
    ['empty', '""'],
    ['blank', '"   "'],
    ['100k-characters', JSON.stringify('x'.repeat(LONG))],
    ['valid-then-100k', JSON.stringify(validText + 'x'.repeat(LONG))],
    ...NUMBER_EDGES,
    ['fraction', '1.5'],
    ['1e309', '1e309'],
    ['minus-1e309', '-1e309'],
    ['1e-400', '1e-400'],
    ['numeric-string', '"1"'],
    ['2^31-string', '"2147483648"'],
    ['true', 'true'],
    ['false', 'false'],
    ['null', 'null'],
    ['empty-array', '[]'],
    ['array-of-strings', '["a","b"]'],
    ['array-of-valid', `[${JSON.stringify(valid ?? 'a')}]`],
    ['empty-object', '{}'],
    ['object', '{"a":1}'],
    ['proto-object', '{"__proto__":{"polluted":true}}'],
    ['nested-arrays-1000-deep', deepArray(1000)],
    ['nested-objects-1000-deep', deepObject(1000)],
    ['html', JSON.stringify('<script>alert(1)</script>')],
    ['sql', JSON.stringify("' OR 1=1 --")],
    ['search-operators', JSON.stringify('!&|:*()<->"\\')],
    ['key-constructor', '"constructor"'],
    ['key-proto', '"__proto__"'],
    ['rtl-override-and-emoji', JSON.stringify('\u202e\ufeff😀')],
  ];
}

// ---------------------------------------------------------------------------------------------
// The variants of an operation
// ---------------------------------------------------------------------------------------------

/** What a variant needs to know about the request it breaks: valid values and the caller. */
export type Samples = {
  /** a valid value for a path or query parameter or a body property */
  value(name: string, schema: JsonSchema): unknown;
  /** a valid body for a body schema */
  body(schema: JsonSchema): Record<string, unknown>;
  /** bearer tokens to forge: signed with the app's key, or not */
  token(kind: ForgedToken): string;
};

export type ForgedToken =
  { sub: string; role?: string; expired?: boolean } | { unsigned: true } | { wrongKey: true };

/** Bearer tokens a client could present: broken, foreign, or signed but saying odd things. */
export const FORGED_TOKENS: Array<[name: string, kind: ForgedToken]> = [
  ['token-unsigned', { unsigned: true }],
  ['token-wrong-key', { wrongKey: true }],
  ['token-expired', { sub: '1', expired: true }],
  ['token-sub-not-a-number', { sub: 'abc' }],
  ['token-sub-empty', { sub: '' }],
  ['token-sub-2^31', { sub: '2147483648' }],
  ['token-sub-huge', { sub: '99999999999' }],
  ['token-sub-negative', { sub: '-1' }],
  ['token-sub-fraction', { sub: '1.5' }],
  ['token-sub-1e309', { sub: '1e309' }],
  ['token-sub-nul', { sub: '1\u0000' }],
  ['token-sub-unknown-account', { sub: '999999' }],
  ['token-unknown-role', { sub: '1', role: 'ROOT' }],
];

export type Variant = {
  name: string;
  /** 'value': one parameter or property given a hostile value; 'request': the request as a whole */
  kind: 'value' | 'request';
  /** the variant brings its own Authorization header: it is sent once, not once per caller */
  ownAuthorization?: boolean;
  /** the one status the answer must have, where the contract fixes it */
  expectStatus?: number;
  build(samples: Samples): InjectOptions;
};

type Parts = {
  pathSegments?: Record<string, string>;
  query?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  urlSuffix?: string;
  url?: (url: string) => string;
};

const FUZZ_MARK = '@@fuzz-value@@';
const BOUNDARY = '----souk-fuzz-boundary';
const BIG_PAYLOAD_BYTES = 2 * 1024 * 1024;

/** All variants of one operation. */
export function variantsFor(op: Operation): Variant[] {
  const variants: Variant[] = [];
  const add = (
    name: string,
    parts: (samples: Samples) => Parts,
    ownAuthorization = false,
    kind: Variant['kind'] = 'request',
  ) =>
    variants.push({
      name,
      kind,
      ownAuthorization,
      build: (samples) => request(op, samples, parts(samples)),
    });
  const addValue = (name: string, parts: (samples: Samples) => Parts) =>
    add(name, parts, false, 'value');

  // --- path parameters
  for (const param of op.pathParams) {
    for (const [name, segment] of PATH_VALUES) {
      addValue(`path.${param.name}=${name}`, () => ({ pathSegments: { [param.name]: segment } }));
    }
  }

  // --- query parameters (declared ones; an operation without any gets an undeclared one)
  const queryTargets = op.queryParams.length ? op.queryParams.map((p) => p.name) : ['undeclared'];
  for (const key of queryTargets) {
    for (const [name, query] of QUERY_VALUES) {
      addValue(`query.${key}=${name}`, () => ({ query: query(key) }));
    }
  }

  // --- the address itself
  const addressVariants: Array<[string, Parts]> = [
    ['url:nul-suffix', { urlSuffix: '%00' }],
    ['url:nul-segment', { urlSuffix: '/%00' }],
    ['url:bad-encoding-c0', { urlSuffix: '/%c0' }],
    ['url:bad-encoding-truncated', { urlSuffix: '/%E0%A4%A' }],
    [
      'url:bad-encoding-in-place',
      { url: (url) => url.replace(/\/([^/?]*)(\?|$)/, '/$1%E0%A4%A$2') },
    ],
    ['url:lone-percent', { urlSuffix: '%' }],
    ['url:encoded-lone-surrogate', { urlSuffix: '/%ED%A0%80' }],
    ['url:100k-segment', { urlSuffix: '/' + 'a'.repeat(LONG) }],
    ['url:5000-segments', { urlSuffix: '/a'.repeat(5000) }],
    ['url:double-slash', { url: (url) => url.replace('/api/v1/', '/api/v1//') }],
    ['url:dot-segments', { urlSuffix: '/../..%2F..%2Fetc%2Fpasswd' }],
    ['url:trailing-slash', { urlSuffix: '/' }],
    ['query:bad-encoding-key', { query: '%E0%A4%A=1' }],
    ['query:bad-encoding-value', { query: 'fuzz=%c0' }],
    ['query:proto', { query: '__proto__=x&__proto__[polluted]=1' }],
    [
      'query:constructor-prototype',
      { query: 'constructor[prototype][polluted]=1&constructor.prototype.polluted=1' },
    ],
    [
      'query:2000-parameters',
      { query: Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&') },
    ],
    ['query:lone-percent', { query: '%' }],
    ['query:only-ampersands', { query: '&&&==&=' }],
  ];
  for (const [name, parts] of addressVariants) add(name, () => parts);

  // --- headers
  add('header:bearer-empty', () => ({ headers: { authorization: 'Bearer ' } }), true);
  add('header:bearer-garbage', () => ({ headers: { authorization: 'Bearer garbage' } }), true);
  add('header:bearer-dots', () => ({ headers: { authorization: 'Bearer a.b.c' } }), true);
  add('header:basic', () => ({ headers: { authorization: 'Basic dXNlcjpwYXNz' } }), true);
  add(
    'header:bearer-10k',
    () => ({ headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } }),
    true,
  );
  for (const [name, kind] of FORGED_TOKENS) {
    add(`header:${name}`, (s) => ({ headers: { authorization: `Bearer ${s.token(kind)}` } }), true);
  }
  add('header:accept-language-proto', () => ({
    headers: { 'accept-language': '__proto__, constructor;q=0.9, toString;q=0.8' },
  }));
  add('header:accept-language-garbage', () => ({
    headers: { 'accept-language': ';;q=x,*;q=-1,,' },
  }));
  add('header:accept-language-10k', () => ({ headers: { 'accept-language': 'fr-'.repeat(3000) } }));
  add('header:request-id-odd', () => ({ headers: { 'x-request-id': '../\u00e9'.repeat(100) } }));

  // --- the body: properties of the declared JSON body, then malformed bodies of any kind
  const jsonSchema = op.body?.schema;
  const bodyBranches = jsonSchema ? (jsonSchema.anyOf ?? jsonSchema.oneOf ?? [jsonSchema]) : [];
  bodyBranches.forEach((branch, index) => {
    const label = bodyBranches.length > 1 ? `body[${index}]` : 'body';
    for (const property of Object.keys(branch.properties ?? {})) {
      const propertySchema = branch.properties![property]!;
      for (const [name] of bodyValues(undefined)) {
        addValue(`${label}.${property}=${name}`, (s) => {
          // the fuzzed value where the property is, the other properties valid
          const base = { ...s.body(branch), [property]: FUZZ_MARK };
          const valid = s.value(property, propertySchema);
          const raw = bodyValues(valid).find(([n]) => n === name)![1];
          return json_(JSON.stringify(base).replace(JSON.stringify(FUZZ_MARK), () => raw));
        });
      }
    }
  });
  const validBody = (s: Samples) => (jsonSchema ? s.body(bodyBranches[0]!) : {});
  const withValid = (s: Samples, extra: string) => {
    const text = JSON.stringify(validBody(s));
    return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
  };
  const bodyVariants: Array<[string, (s: Samples) => Parts]> = [
    ['body:invalid-json-truncated', () => json_('{"a":')],
    ['body:invalid-json-garbage', () => json_('{garbage}')],
    ['body:invalid-json-trailing-comma', () => json_('{"a":1,}')],
    ['body:invalid-json-single-quotes', () => json_("{'a':'b'}")],
    ['body:invalid-json-nan', () => json_('{"a":NaN}')],
    [
      'body:invalid-utf8',
      () => json_(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xff, 0x22, 0x7d])),
    ],
    ['body:bom-prefixed', (s) => json_(`\ufeff${JSON.stringify(validBody(s))}`)],
    ['body:empty-with-json-type', () => json_('')],
    ['body:whitespace-only', () => json_('   \n ')],
    ['body:array', (s) => json_(`[${JSON.stringify(validBody(s))}]`)],
    ['body:string', () => json_('"text"')],
    ['body:number-1e309', () => json_('1e309')],
    ['body:null', () => json_('null')],
    ['body:true', () => json_('true')],
    ['body:proto', (s) => json_(withValid(s, '"__proto__":{"polluted":true}'))],
    ['body:proto-only', () => json_('{"__proto__":{"polluted":true}}')],
    ['body:proto-nested', (s) => json_(withValid(s, '"nested":{"__proto__":{"polluted":true}}'))],
    [
      'body:constructor-prototype',
      (s) => json_(withValid(s, '"constructor":{"prototype":{"polluted":true}}')),
    ],
    ['body:duplicate-keys', (s) => json_(withValid(s, '"a":1,"a":{"b":[]}'))],
    ['body:unknown-keys', (s) => json_(withValid(s, '"role":"ADMIN","id":1,"isAdmin":true'))],
    ['body:deep-object-1000', () => json_(deepObject(1000))],
    ['body:deep-array-1000', () => json_(deepArray(1000))],
    ['body:deep-object-10000', () => json_(deepObject(10_000))],
    [
      'body:text-plain',
      (s) => ({ payload: JSON.stringify(validBody(s)), headers: { 'content-type': 'text/plain' } }),
    ],
    [
      'body:xml',
      () => ({
        payload: '<?xml version="1.0"?><a>1</a>',
        headers: { 'content-type': 'application/xml' },
      }),
    ],
    [
      'body:form-urlencoded',
      () => ({
        payload: 'a=1&__proto__[polluted]=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ],
    ['body:content-type-garbage', () => ({ payload: '{}', headers: { 'content-type': ';;;/;' } })],
    [
      'body:json-charset-utf16',
      (s) => ({
        payload: JSON.stringify(validBody(s)),
        headers: { 'content-type': 'application/json; charset=utf-16' },
      }),
    ],
    [
      'body:json-subtype',
      (s) => ({
        payload: JSON.stringify(validBody(s)),
        headers: { 'content-type': 'application/json-patch+json' },
      }),
    ],
    ['body:2MB-json', () => json_(JSON.stringify({ pad: 'x'.repeat(BIG_PAYLOAD_BYTES) }))],
    [
      'body:2MB-garbage',
      () => ({
        payload: Buffer.alloc(BIG_PAYLOAD_BYTES, 0x41),
        headers: { 'content-type': 'application/octet-stream' },
      }),
    ],
  ];
  // Fastify reads no body on a GET (nor HEAD): malformed bodies go to every other operation.
  if (op.method !== 'GET' && op.method !== 'HEAD') {
    for (const [name, parts] of bodyVariants) add(name, parts);
    // Past the body limit (1 MiB) a body is refused before anything reads it.
    variants.find((v) => v.name === 'body:2MB-json')!.expectStatus = 413;
  }

  // --- multipart: for operations that declare it, and for every operation that takes a body
  if (
    op.body?.contentTypes.some((t) => t.startsWith('multipart/')) ||
    ['POST', 'PUT', 'PATCH'].includes(op.method)
  ) {
    for (const [name, parts] of multipartVariants()) add(`multipart:${name}`, () => parts);
  }
  return variants;
}

const json_ = (payload: string | Buffer): Parts => ({
  payload,
  headers: { 'content-type': 'application/json' },
});

const PNG_SIGNATURE = '\x89PNG\r\n\x1a\n';

function part(headers: string[], content: string | Buffer, boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'),
    typeof content === 'string' ? Buffer.from(content, 'latin1') : content,
    Buffer.from('\r\n', 'latin1'),
  ]);
}
const closing = (boundary = BOUNDARY) => Buffer.from(`--${boundary}--\r\n`, 'latin1');
const fileHeaders = (filename: string, type: string, field = 'file') => [
  `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
  `Content-Type: ${type}`,
];
const multipartType = (boundary: string | undefined = BOUNDARY) =>
  boundary === undefined ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;

function multipartVariants(): Array<[string, Parts]> {
  const mp = (payload: Buffer | string, boundary: string | undefined = BOUNDARY): Parts => ({
    payload,
    headers: { 'content-type': multipartType(boundary) },
  });
  const fakePng = part(fileHeaders('a.png', 'image/png'), `${PNG_SIGNATURE}not really a png`);
  const whole = Buffer.concat([fakePng, closing()]);
  return [
    ['truncated-in-content', mp(fakePng.subarray(0, fakePng.length - 12))],
    ['truncated-in-headers', mp(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
    ['missing-boundary', mp(whole, undefined)],
    ['empty-boundary', mp(whole, '')],
    ['quoted-empty-boundary', mp(whole, '""')],
    ['boundary-200-characters', mp(whole, 'b'.repeat(200))],
    ['boundary-never-closes', mp(fakePng)],
    ['wrong-boundary', mp(whole, 'another-boundary')],
    ['empty-body', mp('')],
    ['only-closing-boundary', mp(closing())],
    [
      'field-without-file',
      mp(Buffer.concat([part(['Content-Disposition: form-data; name="a"'], 'b'), closing()])),
    ],
    [
      'non-image-file',
      mp(Buffer.concat([part(fileHeaders('hello.txt', 'text/plain'), 'hello'), closing()])),
    ],
    ['image-type-with-garbage-bytes', mp(whole)],
    ['empty-image', mp(Buffer.concat([part(fileHeaders('a.png', 'image/png'), ''), closing()]))],
    [
      'svg-with-script',
      mp(
        Buffer.concat([
          part(
            fileHeaders('a.svg', 'image/svg+xml'),
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
          closing(),
        ]),
      ),
    ],
    ['two-files', mp(Buffer.concat([fakePng, fakePng, closing()]))],
    [
      'path-traversal-filename',
      mp(
        Buffer.concat([
          part(fileHeaders('../../../etc/passwd', 'image/png'), PNG_SIGNATURE),
          closing(),
        ]),
      ),
    ],
    [
      'nul-in-names',
      mp(
        Buffer.concat([
          part(fileHeaders('a\u0000.png', 'image/png', 'fi\u0000le'), PNG_SIGNATURE),
          closing(),
        ]),
      ),
    ],
    [
      'part-without-headers',
      mp(Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n\r\ndata\r\n`), closing()])),
    ],
    [
      'garbage-part-header',
      mp(
        Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nthis is not a header\r\n\r\ndata\r\n`),
          closing(),
        ]),
      ),
    ],
    [
      '100-fields',
      mp(
        Buffer.concat([
          ...Array.from({ length: 100 }, (_, i) =>
            part([`Content-Disposition: form-data; name="f${i}"`], 'v'),
          ),
          closing(),
        ]),
      ),
    ],
    [
      '3MB-file',
      mp(
        Buffer.concat([
          part(fileHeaders('big.png', 'image/png'), Buffer.alloc(3 * 1024 * 1024, 0x42)),
          closing(),
        ]),
      ),
    ],
  ];
}

/** Puts a request together: valid values wherever the variant does not say otherwise. */
function request(op: Operation, samples: Samples, parts: Parts): InjectOptions {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (parts.pathSegments && name in parts.pathSegments) return parts.pathSegments[name]!;
    const param = op.pathParams.find((p) => p.name === name);
    return encodeURIComponent(String(samples.value(name, param?.schema ?? {})));
  });
  path += parts.urlSuffix ?? '';
  // required query parameters keep a valid value unless the variant breaks them
  const fuzzedKey = parts.query?.match(/^[^=&[]+/)?.[0];
  const query = op.queryParams
    .filter((p) => p.required && p.name !== fuzzedKey)
    .map(
      (p) =>
        `${encodeURIComponent(p.name)}=${encodeURIComponent(String(samples.value(p.name, p.schema)))}`,
    );
  if (parts.query !== undefined) query.push(parts.query);
  let url = query.length ? `${path}?${query.join('&')}` : path;
  if (parts.url) url = parts.url(url);

  const headers: Record<string, string> = { ...parts.headers };
  let payload = parts.payload;
  if (payload === undefined && op.body?.schema) {
    const schema = op.body.schema;
    payload = JSON.stringify(samples.body((schema.anyOf ?? schema.oneOf ?? [schema])[0]!));
    headers['content-type'] ??= 'application/json';
  }
  return {
    method: op.method as InjectOptions['method'],
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

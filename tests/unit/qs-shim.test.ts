// @vitest-environment node
/**
 * The portal's qs (src/shims/qs.ts, what the build gives refine for `qs`) against qs itself, with the
 * options refine passes: a table of written cases (nesting, arrays past the limit, duplicate keys,
 * percent-encoding, prototype keys, depth) and a few thousand generated ones (refine's list state as it
 * stringifies it and reads it back; random query strings as a user may paste them), from a fixed seed.
 * Outcomes are compared as a whole: keys in order, arrays vs objects, holes, thrown errors.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import shimDefault, * as shim from '../../src/shims/qs.ts';
import viteConfig from '../../vite.config.ts';

interface Qs {
  parse(str: unknown, opts?: object): unknown;
  stringify(obj: unknown, opts?: object): string;
}
const require = createRequire(import.meta.url);
const real = require('qs') as Qs;
const ours = shim as unknown as Qs;

// What @refinedev/core and @refinedev/react-router pass (dist/index.mjs of each; QS_PARSE_DEPTH is 10).
const PARSE_OPTIONS: (object | undefined)[] = [
  { depth: 10 }, // core's parseTableParams
  { ignoreQueryPrefix: true, depth: 10 }, // react-router's parse() and go({ keepQuery })
  undefined, // qs's defaults (depth 5)
  { ignoreQueryPrefix: true },
  { depth: 1 },
  { depth: 0 },
];
const STRINGIFY_OPTIONS: object[] = [
  { skipNulls: true, arrayFormat: 'indices', encode: false }, // core's stringifyTableParams
  { addQueryPrefix: true, skipNulls: true, arrayFormat: 'indices', encode: false, encodeValuesOnly: true }, // react-router's go()
  { encode: false }, // nulls kept
];

/** A value written out with everything that tells two parse results apart: key order, types, holes. */
function canon(value: unknown, seen: object[] = []): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object' || value === null) return `${typeof value}:${String(value)}`;
  if (seen.includes(value)) return '<cycle>';
  const proto = Object.getPrototypeOf(value) as unknown;
  const kind = Array.isArray(value) ? 'array' : proto === Object.prototype ? 'object' : proto === null ? 'null-proto' : 'other';
  const own = Reflect.ownKeys(value).filter((k) => k !== 'length' || !Array.isArray(value));
  const entries = own.map((k) => {
    const d = Object.getOwnPropertyDescriptor(value, k)!;
    return `${String(k)}${d.enumerable ? '' : '(hidden)'}:${canon(d.value, [...seen, value])}`;
  });
  return `${kind}${Array.isArray(value) ? `(${value.length})` : ''}{${entries.join(',')}}`;
}

function outcome(fn: () => unknown): string {
  try {
    return canon(fn());
  } catch (e) {
    return `throws ${(e as Error).constructor.name}`;
  }
}

function expectSameParse(input: string, opts?: object) {
  expect(
    outcome(() => ours.parse(input, opts)),
    `parse(${JSON.stringify(input)}, ${JSON.stringify(opts)})`,
  ).toBe(outcome(() => real.parse(input, opts)));
}

function expectSameStringify(input: unknown, opts: object) {
  const label = `stringify(${outcome(() => input)}, ${JSON.stringify(opts)})`;
  expect(
    outcome(() => ours.stringify(input, opts)),
    label,
  ).toBe(outcome(() => real.stringify(input, opts)));
}

const PARSE_CASES: string[] = [
  '',
  '?',
  '??a=1',
  '?a=1',
  'a',
  'a=',
  '=',
  '=a',
  '&&',
  'a=1&&b=2',
  'a=1&a=2&a=3',
  'a=1&a=',
  'a=&a=1',
  'a[]=1&a[]=2',
  'a[]=',
  'a[]',
  'a[][]=x',
  'a[]=1&a=2',
  'a=1&a[]=2',
  'a[0]=x&a[1]=y',
  'a[1]=y&a[0]=x',
  'a[1]=b&a[3]=d',
  'a[0]=x&a[]=y',
  'a[]=y&a[0]=x',
  'a[b]=1&a=2',
  'a=2&a[b]=1',
  'a[b]=1&a=2&a=3&a=4',
  'a=1&a[b]=2&a[c]=3',
  'a[0]=1&a[b]=2',
  'a[b]=2&a[0]=1',
  'a[0][b]=1&a[0]=2',
  'a[0]=1&a[0][b]=2',
  'a[0]=x&a[0]=y',
  'a[19]=x',
  'a[19]=x&a=y',
  'a[18]=x&a=y&a=z',
  'a[20]=x',
  'a[21]=x',
  'a[20]=x&a[0]=y',
  'a[0]=y&a[20]=x',
  'a[0]=y&a[20]=x&a[]=z&a=w',
  'a[25]=x&a[]=y',
  'a[25]=x&a=y',
  'a=y&a[25]=x',
  'a[100]=x&a[100]=y',
  'a[25]=x&a[30]=y&a=z',
  'a[30]=y&a[25]=x&a=z&a=w',
  'a[25]=x&a[3]=y&a[b]=c&a=z',
  // A key that is a value and an object: qs pairs them, later values append (text after a group is dropped: `x[a]z` is `x[a]`).
  'x[a][b]=1&x[a]=2&x[a]z=3&x[a]w=4',
  'x[a][b]=1&x[a]=2&x[a][c]=3&x[a]z=5',
  'x[a][b]=1&x[a]=2&x[a][c]=3&x[a][7]=4&x[a]z=5',
  'x[a]=2&x[a][b]=1&x[a]z=3',
  'x[a][b]=1&x[a]=2&x[a][]=3&x[a]z=4',
  'a[-1]=x',
  'a[01]=x',
  'a[1e1]=x',
  'a[ 1]=x',
  'a[1.5]=x',
  'a[0x1]=x',
  'a[1][2][3][4][5][6][7][8][9][10][11][12]=deep',
  'a[b][c][d][e][f][g][h]=deep',
  'a[b][c][d][e][f][g][h][i][j][k][l][m]=deep',
  'a[b]c=1',
  'a[b]c[d]=1',
  'a]b=1',
  'a[b=1',
  'a[[b]=1',
  'a[b]]=1',
  'a[b[c]]=1',
  'a[[]]=1',
  '[a]=1',
  '[]=1',
  '[0]=1',
  '[0]=1&[1]=2',
  '][=1',
  'a[=1',
  'a]=1',
  'a%5Bb%5D=1',
  'a%5bb%5d=1',
  'a%255Bb%255D=1',
  'a[b%5D=1',
  'a%20b=c%20d',
  'a+b=c+d',
  'a=%2B',
  'a=+',
  'a=%20',
  'a=%26&b=%3D',
  'a=b=c',
  'a==b',
  'a[b]=c=d',
  'a[b]=c]=d',
  'a]=b]=c',
  'a=%E2%9C%93',
  'a=%E2%9C',
  'a=%',
  'a=%%',
  'a=%ZZ',
  'a=%2',
  'a=100%&b=%41',
  'a%=1',
  '%=1',
  '%ZZ[x]=1',
  'a=%uD83D',
  'a=%F0%9F%98%80',
  'a=😀&b=ü&c=日本',
  'ü[ä]=ö',
  'a=%C3%BC+%C3%A4',
  'a=\u0000&b=\uD800',
  'a=#frag',
  'a=1#x&b=2',
  'a=?b&c=d',
  '__proto__=1',
  '__proto__[x]=1',
  'a[__proto__]=1',
  'a[__proto__][x]=1',
  'a[b][__proto__]=1',
  '[__proto__]=1',
  'a[constructor]=1',
  'a[constructor][prototype][x]=1',
  'constructor=1',
  'constructor[prototype][x]=1',
  'toString=1',
  'hasOwnProperty=1&a=2',
  'a[hasOwnProperty]=1&a[b]=2',
  'a[toString]=x',
  'a[valueOf][b]=x',
  'a[0][__proto__]=x',
  'a[b][c][d][e][f][__proto__]=1',
  'a[b][c][d][e][f][g][h][i][j][k][__proto__]=1',
  '__proto__',
  'a=1&__proto__=2&b=3',
  '%5F_proto__[x]=1',
  'a[%5F_proto__]=1',
  'a[__proto__%5D=1',
  'a[prototype]=1',
  '0=a&1=b',
  '1=b&0=a',
  'b=1&0=a&a=2',
  'z=1&10=x&2=y&a=3',
  'filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=foo',
  'filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=new&filters[0][value][1]=won',
  'filters[0][field]=status&filters[0][operator]=in&filters[0][value][1]=won&filters[0][value][0]=new',
  'filters[0][key]=q&filters[0][operator]=or&filters[0][value][0][field]=name&filters[0][value][0][operator]=contains&filters[0][value][0][value]=a b&filters[0][value][1][field]=city&filters[0][value][1][operator]=contains&filters[0][value][1][value]=a b',
  'filters[0][operator]=or&filters[0][value][0][operator]=and&filters[0][value][0][value][0][field]=x&filters[0][value][0][value][0][operator]=in&filters[0][value][0][value][0][value][0]=1',
  'sorters[0][field]=created_at&sorters[0][order]=desc&currentPage=2&pageSize=50',
  'sorter[0][field]=name&sorter[0][order]=asc',
  'currentPage=3&pageSize=20&filters[0][field]=end_date&filters[0][operator]=lte&filters[0][value]=2026-12-01',
  'filters[0][field]=name&filters[0][operator]=eq&filters[0][value]=a%26b%3Dc',
  'filters[0][value]=a&b=c',
  'filters[0][value]=50%',
  'filters[0][value]=%E2%82%AC+100',
  'filters[0][value]=[1,2]',
  'filters[0][value]=a[0]',
  'filters[0][value]=]=',
  'filters[0][value]=',
  'filters[0][value]',
  'filters[0][value][]=a&filters[0][value][]=b',
  'filters[21][field]=x',
  'filters[20][field]=x&filters[0][field]=y',
  'filters[0][field]=a&filters[0][field]=b',
  'filters[0]=a&filters[0][field]=b',
  'filters=x&filters[0][field]=b',
  'to=%2Faccounts%3Fa%3D1&currentPage=1',
  'to=/accounts?a=1',
  'a[]=1&a[]=2&a[]=3&a[]=4&a[]=5&a[]=6&a[]=7&a[]=8&a[]=9&a[]=10&a[]=11&a[]=12&a[]=13&a[]=14&a[]=15&a[]=16&a[]=17&a[]=18&a[]=19&a[]=20&a[]=21&a[]=22',
  'a[b][]=1&a[b][]=2&a[b][0]=3',
  'a[0]=1&a[1]=2&a[2]=3&a[3]=4&a[4]=5&a[5]=6&a[6]=7&a[7]=8&a[8]=9&a[9]=10&a[10]=11&a[11]=12&a[12]=13&a[13]=14&a[14]=15&a[15]=16&a[16]=17&a[17]=18&a[18]=19&a[19]=20&a[20]=21&a[21]=22',
];

// Repeated keys past arrayLimit (20), and past the parameter limit (1000).
for (const n of [19, 20, 21, 22, 25, 40]) {
  PARSE_CASES.push(Array.from({ length: n }, (_, i) => `a=${i}`).join('&'));
  PARSE_CASES.push(Array.from({ length: n }, (_, i) => `a[]=${i}`).join('&'));
  PARSE_CASES.push(Array.from({ length: n }, (_, i) => `a[b]=${i}`).join('&'));
  PARSE_CASES.push(`a[b]=x&${Array.from({ length: n }, (_, i) => `a=${i}`).join('&')}`);
  PARSE_CASES.push(`${Array.from({ length: n }, (_, i) => `a=${i}`).join('&')}&a[b]=x&a[c]=y&a=z`);
  PARSE_CASES.push(`${Array.from({ length: n }, (_, i) => `a[]=${i}`).join('&')}&a[0][b]=x&a=z&a[30]=w`);
  PARSE_CASES.push(Array.from({ length: n }, (_, i) => `a[${n - 1 - i}]=${i}`).join('&'));
}
PARSE_CASES.push(Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&'));
PARSE_CASES.push(`${'&'.repeat(999)}a=1`);

function stringifyCases(): unknown[] {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  const deepCycle: Record<string, unknown> = { x: { y: {} } };
  ((deepCycle.x as Record<string, unknown>).y as Record<string, unknown>).back = deepCycle.x;
  const shared = { field: 'f', value: 1 };
  const sparse: unknown[] = [];
  sparse[2] = 'c';
  const arrayWithProp = Object.assign(['a'], { extra: 'x' });
  const fn = Object.assign(() => 1, { prop: 'p' });
  return [
    {},
    [],
    null,
    undefined,
    'a=b',
    42,
    { a: 'b' },
    { a: '' },
    { a: null },
    { a: undefined },
    { a: null, b: undefined, c: [null, undefined, 0, false, ''] },
    { a: { b: null } },
    { a: [] },
    { a: {} },
    { a: [[]] },
    ['x', 'y'],
    { a: ['x', ['y', ['z']]] },
    { a: 'x y&z=w?#%+ü😀' },
    { 'a b': 'c', 'a[b]': 'd', 'x&y': 'z', 'e=f': 'g' },
    { a: { 'b c': { '': 'd' } } },
    { a: new Date(Date.UTC(2026, 10, 26, 13, 5, 0)) },
    { a: [new Date(0)] },
    { a: new Date(NaN) },
    { a: 1n, b: true, c: -0, d: NaN, e: Infinity, f: 1.5e-7 },
    { a: Symbol('s') },
    { a: Buffer.from('hé') },
    { a: new String('ab'), b: new Number(3) },
    { a: fn, b: () => 1 },
    { a: sparse },
    { a: arrayWithProp },
    { a: shared, b: [shared, { c: shared }] },
    cyclic,
    { top: deepCycle },
    { a: Object.create(null) as object },
    { to: encodeURIComponent('/accounts?a=1&b=2') },
    {
      currentPage: 2,
      pageSize: 20,
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: [
        { field: 'name', operator: 'contains', value: 'Müller & Söhne' },
        { field: 'status', operator: 'in', value: ['new', 'won'] },
        { field: 'owner', operator: 'eq', value: undefined },
        { field: 'city', operator: 'eq', value: null },
        {
          key: 'search',
          operator: 'or',
          value: [
            { field: 'name', operator: 'contains', value: 'a' },
            { operator: 'and', value: [{ field: 'x', operator: 'in', value: [1, 2, null] }] },
          ],
        },
      ],
    },
  ];
}

/** A deterministic pseudo-random source (mulberry32). */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const TEXT = [
  'a',
  'Name',
  'x y',
  'a&b',
  'a=b',
  '50%',
  '%41',
  '%ZZ',
  '+',
  '1+1',
  'ü',
  'Müller',
  '日本',
  '😀',
  '[',
  ']',
  '[0]',
  '?',
  '#',
  '/',
  ',',
  '',
  ' ',
  '__proto__',
  'constructor',
  '0',
  '21',
  '-1',
  'null',
];
const FIELDS = ['name', 'status', 'created_at', 'owner.name', 'a[b]', 'x y', 'ü', '__proto__', 'constructor', '0', '', 'toString'];
const OPERATORS = ['eq', 'ne', 'lt', 'gt', 'lte', 'gte', 'in', 'nin', 'contains', 'containss', 'null', 'between', 'or', 'and'];

function generateFilterValue(r: ReturnType<typeof random>, depth: number): unknown {
  const kind = r.int(depth > 2 ? 4 : 8);
  if (kind === 0) return r.pick(TEXT);
  if (kind === 1) return r.int(3) === 0 ? r.int(100000) : r.next() * 1000 - 500;
  if (kind === 2) return r.pick([true, false, null, undefined, '', 0]);
  if (kind === 3) return new Date(Date.UTC(2020 + r.int(8), r.int(12), 1 + r.int(28), r.int(24), r.int(60)));
  if (kind === 4 || kind === 5) return Array.from({ length: r.int(r.int(4) === 0 ? 26 : 5) }, () => generateFilterValue(r, depth + 1));
  return generateFilter(r, depth + 1);
}

function generateFilter(r: ReturnType<typeof random>, depth = 0): Record<string, unknown> {
  const operator = r.pick(OPERATORS);
  if ((operator === 'or' || operator === 'and') && depth < 4) {
    const filter: Record<string, unknown> = { operator, value: Array.from({ length: r.int(4) }, () => generateFilter(r, depth + 1)) };
    if (r.int(2)) filter.key = r.pick(TEXT);
    return filter;
  }
  return { field: r.pick(FIELDS), operator, value: generateFilterValue(r, depth) };
}

/** refine's list state as stringifyTableParams and go() receive it. */
function generateListState(r: ReturnType<typeof random>): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  if (r.int(3)) state.currentPage = r.pick([1, 2, 17, '3', undefined, null]);
  if (r.int(3)) state.pageSize = r.pick([10, 20, 50, 100, undefined]);
  if (r.int(2)) state.sorters = Array.from({ length: r.int(4) }, () => ({ field: r.pick(FIELDS), order: r.pick(['asc', 'desc', null]) }));
  if (r.int(5) === 0) state.sorter = [{ field: r.pick(FIELDS), order: 'asc' }];
  if (r.int(4)) state.filters = Array.from({ length: r.int(r.int(6) === 0 ? 24 : 5) }, () => generateFilter(r));
  if (r.int(4) === 0) state.to = encodeURIComponent(`/${r.pick(TEXT)}?a=${r.pick(TEXT)}`);
  if (r.int(6) === 0) state[r.pick(FIELDS)] = generateFilterValue(r, 0);
  return state;
}

const TOKENS = [
  'a',
  'b',
  'filters',
  'x',
  '0',
  '1',
  '2',
  '19',
  '20',
  '21',
  '25',
  '-1',
  '01',
  '__proto__',
  'constructor',
  'toString',
  'prototype',
];
const SEGMENTS = [
  'z',
  '[]',
  '[0]',
  '[1]',
  '[3]',
  '[19]',
  '[20]',
  '[21]',
  '[b]',
  '[field]',
  '[value]',
  '[__proto__]',
  '[constructor]',
  '[',
  ']',
  '[[]',
  '%5B',
  '%5D',
  '%5b0%5d',
  '[x y]',
  '[ü]',
];
const VALUE_PARTS = [
  'v',
  '1',
  '',
  ' ',
  '+',
  '%20',
  '%2B',
  '%26',
  '%3D',
  '=',
  '%',
  '%Z',
  '%E2%9C%93',
  '%E2%9C',
  '%F0%9F%98%80',
  'ü',
  '😀',
  '[',
  ']',
  ']=',
  '#',
  '?',
  '/',
  ',',
  '%5B',
  '%5D',
  '%25',
];

function generateQueryString(r: ReturnType<typeof random>): string {
  const pairs: string[] = [];
  const keys: string[] = [];
  const count = r.int(r.int(8) === 0 ? 30 : 8);
  for (let i = 0; i < count; i++) {
    let key: string;
    if (keys.length && r.int(3) === 0) key = r.pick(keys);
    else {
      key = r.int(8) === 0 ? '' : r.pick(TOKENS);
      const segments = r.int(r.int(5) === 0 ? 14 : 5);
      for (let j = 0; j < segments; j++) key += r.int(3) === 0 ? `[${r.pick(TOKENS)}]` : r.pick(SEGMENTS);
      keys.push(key);
    }
    const value = Array.from({ length: r.int(4) }, () => r.pick(VALUE_PARTS)).join('');
    pairs.push(r.int(10) === 0 ? key : `${key}=${value}`);
  }
  const query = pairs.join(r.int(10) === 0 ? '&&' : '&');
  return r.int(4) === 0 ? `?${query}` : query;
}

// A few thousand comparisons per test: seconds on a busy machine.
/** Each `qs.…(…)` call of a dist file, with its last argument (an identifier resolved to the object it names). */
function qsCalls(file: string): string[] {
  // Line comments left out (refine's dist has one inside a call).
  const code = readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), 'utf8').replace(/(^|\s)\/\/[^\n]*/g, '$1');
  const calls: string[] = [];
  for (const m of code.matchAll(/\bqs\.(\w+)\(/g)) {
    // The arguments up to the matching parenthesis, split at the top level.
    const args: string[] = [''];
    let depth = 0;
    for (let i = m.index + m[0].length; depth >= 0; i++) {
      const c = code[i]!;
      if ('({['.includes(c)) depth++;
      else if (')}]'.includes(c)) depth--;
      if (depth === 0 && c === ',') args.push('');
      else if (depth >= 0) args[args.length - 1] += c;
    }
    let options = args[args.length - 1]!.trim();
    const named = /^\w+$/.test(options) && new RegExp(`(?:var|const|let) ${options} = (\\{[^}]*\\})`).exec(code);
    if (named) options = named[1]!;
    calls.push(`${m[1]} ${options.replace(/\s+/g, ' ')}`);
  }
  return calls;
}

describe('the portal qs (src/shims/qs.ts) against qs', { timeout: 60_000 }, () => {
  it('is what refine imports: a default export with parse and stringify, in place of qs in the build', () => {
    expect(shimDefault.parse).toBe(shim.parse);
    expect(shimDefault.stringify).toBe(shim.stringify);
    const config = viteConfig({ command: 'build', mode: 'development' }) as { resolve: { alias: { find: RegExp; replacement: string }[] } };
    const alias = config.resolve.alias.find((a) => a.find.test('qs'));
    expect(alias?.replacement).toMatch(/\/src\/shims\/qs\.ts$/);
    expect(alias?.find.test('qs/lib/parse')).toBe(false);
  });

  // A refine update that calls qs otherwise fails here: compare the new calls above, then update this list.
  it('is compared with the calls refine makes (@refinedev/core 5, @refinedev/react-router 2)', () => {
    expect(qsCalls('@refinedev/core/dist/index.mjs')).toEqual([
      'parse { depth: QS_PARSE_DEPTH }',
      'stringify { skipNulls: true, arrayFormat: "indices", encode: false }',
    ]);
    expect(qsCalls('@refinedev/react-router/dist/index.mjs')).toEqual([
      'parse { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }',
      'stringify { addQueryPrefix: true, skipNulls: true, arrayFormat: "indices", encode: false, encodeValuesOnly: true }',
      'parse { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }',
    ]);
    expect((require('@refinedev/core') as { QS_PARSE_DEPTH: number }).QS_PARSE_DEPTH).toBe(10);
  });

  it('parses the written cases as qs does, with every option set refine passes', () => {
    for (const input of PARSE_CASES) for (const opts of PARSE_OPTIONS) expectSameParse(input, opts);
  });

  it('writes the written cases as qs does', () => {
    for (const input of stringifyCases()) for (const opts of STRINGIFY_OPTIONS) expectSameStringify(input, opts);
  });

  it("writes refine's list state as qs does, and reads it back (as typed and as the browser encodes it) the same", () => {
    const r = random(0x5eed1);
    let compared = 0;
    for (let i = 0; i < 1500; i++) {
      const state = generateListState(r);
      for (const opts of STRINGIFY_OPTIONS.slice(0, 2)) {
        expectSameStringify(state, opts);
        const query = real.stringify(state, opts);
        for (const parseOpts of PARSE_OPTIONS.slice(0, 2)) {
          expectSameParse(query, parseOpts);
          expectSameParse(encodeURI(query), parseOpts);
          compared += 2;
        }
      }
    }
    expect(compared).toBe(1500 * 2 * 2 * 2);
  });

  it('parses random query strings as qs does', () => {
    const r = random(0xc0ffee);
    for (let i = 0; i < 3000; i++) {
      const query = generateQueryString(r);
      for (const opts of PARSE_OPTIONS.slice(0, 3)) expectSameParse(query, opts);
    }
  });

  it('reads a refine URL into the list state refine expects', () => {
    expect(
      shim.parse('?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=new&filters[0][value][1]=a%26b', {
        ignoreQueryPrefix: true,
        depth: 10,
      }),
    ).toEqual({
      filters: [{ field: 'status', operator: 'in', value: ['new', 'a&b'] }],
    });
    expect(
      shim.stringify(
        { currentPage: 1, sorters: [{ field: 'name', order: 'asc' }], filters: [] },
        { encode: false, skipNulls: true, addQueryPrefix: true },
      ),
    ).toBe('?currentPage=1&sorters[0][field]=name&sorters[0][order]=asc');
  });

  it('refuses what refine does not ask for rather than do it differently', () => {
    expect(() => ours.stringify({ a: 'b' })).toThrow(/stringify with encoding/);
    expect(() => ours.stringify({ a: 'b' }, { encode: false, arrayFormat: 'brackets' })).toThrow(/arrayFormat/);
    expect(() => ours.stringify({ a: 'b' }, { encode: false, allowDots: true })).toThrow(/allowDots/);
    expect(() => ours.parse('a.b=c', { allowDots: true })).toThrow(/allowDots/);
    expect(() => ours.parse('a=1', { arrayLimit: 100 })).toThrow(/arrayLimit/);
    expect(() => ours.parse({ a: 1 })).toThrow(/parsing an object/);
    // Options left undefined are qs's defaults.
    expect(ours.parse('a=1', { arrayLimit: undefined })).toEqual({ a: '1' });
  });
});

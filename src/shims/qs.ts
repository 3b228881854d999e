// `qs` as refine uses it (aliased in vite.config.ts): @refinedev/core and @refinedev/react-router read
// and write a list's state in its URL (`filters[0][field]=name&filters[0][value][0]=a`, sorters,
// currentPage, pageSize) with `parse(search, { ignoreQueryPrefix, depth })` and
// `stringify(query, { encode: false, arrayFormat: 'indices', skipNulls, encodeValuesOnly, addQueryPrefix })`.
// The package (with side-channel and es-define-property) was ~6 KB gzip in every page.
//
// What those calls do in qs 6.17, step by step: its defaults otherwise (arrayLimit 20: an index above
// turns its array into an object; 1000 parameters; `__proto__` and Object.prototype's names dropped as
// keys; duplicate keys combined; malformed percent-encoding kept as typed). Options refine does not pass
// throw rather than be ignored. tests/unit/qs-shim.test.ts compares it with qs on written and generated input.

type Obj = Record<string, unknown>;

const ARRAY_LIMIT = 20;
const PARAMETER_LIMIT = 1000;

const isArray = Array.isArray;
const has = (obj: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(obj, key);
const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object';
/** Keys qs drops rather than let a URL set them over Object.prototype's (`constructor`, `__proto__`, …). */
const isProtoKey = (key: string) => has(Object.prototype, key);

// qs marks the objects an array turns into past arrayLimit (with their highest index) and the pairs a
// key that is both a value and an object makes (with their last index), so later values append.
const overflow = new WeakMap<object, number>();
const conflicts = new WeakMap<object, number>();
const mark = <T extends object>(marks: WeakMap<object, number>, obj: T, index: number): T => (marks.set(obj, index), obj);
const marked = (marks: WeakMap<object, number>, value: unknown): value is Obj => isObject(value) && marks.has(value);

function refuse(what: string): never {
  throw new Error(`qs: ${what} is not supported by src/shims/qs.ts (what refine asks of qs only)`);
}

function checkOptions(opts: object | undefined, allowed: readonly string[]): Obj {
  const options = (opts ?? {}) as Obj;
  for (const key of Object.keys(options)) if (!allowed.includes(key) && options[key] !== undefined) refuse(`qs option \`${key}\``);
  return options;
}

function toObject(source: unknown[]): Obj {
  const obj: Obj = {};
  for (let i = 0; i < source.length; ++i) if (source[i] !== undefined) obj[i] = source[i];
  return obj;
}

function countElements(arr: unknown[]): number {
  let count = 0;
  for (let i = 0; i < arr.length; ++i) if (has(arr, i)) count += 1;
  return count;
}

function maxNumericIndex(obj: Obj, min: number): number {
  let max = min;
  for (const key of Object.keys(obj)) {
    const n = parseInt(key, 10);
    if (String(n) === key && n > max) max = n;
  }
  return max;
}

function setProperty(obj: Obj, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { configurable: true, enumerable: true, value, writable: true });
  else obj[key] = value;
}

function decode(str: string): string {
  const spaced = str.replace(/\+/g, ' ');
  if (str.indexOf('%') === -1) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function combine(a: unknown, b: unknown): unknown {
  if (marked(overflow, a)) {
    let index = overflow.get(a)!;
    for (const value of isArray(b) ? b : [b]) a[++index] = value;
    return mark(overflow, a, index);
  }
  const result = ([] as unknown[]).concat(a, b);
  return result.length > ARRAY_LIMIT ? mark(overflow, toObject(result), result.length - 1) : result;
}

function merge(target: unknown, source: unknown): unknown {
  if (!source) return target;

  if (typeof source !== 'object' && typeof source !== 'function') {
    if (isArray(target)) {
      const next = target.length;
      if (countElements(target) >= ARRAY_LIMIT) return mark(overflow, toObject(target.concat(source)), next);
      target[next] = source;
    } else if (isObject(target)) {
      if (overflow.has(target)) {
        const index = overflow.get(target)! + 1;
        target[index] = source;
        overflow.set(target, index);
      } else if (conflicts.has(target)) {
        const index = conflicts.get(target)! + 1;
        target[index] = source;
        conflicts.set(target, index);
      } else {
        return mark(conflicts, [target, source], 1);
      }
    } else {
      return [target, source];
    }
    return target;
  }

  const src = source as Obj;
  if (!isObject(target)) {
    if (marked(overflow, src)) {
      const result: Obj = { 0: target };
      for (const key of Object.keys(src)) result[parseInt(key, 10) + 1] = src[key];
      return mark(overflow, result, overflow.get(src)! + 1);
    }
    const combined = ([target] as unknown[]).concat(src);
    return combined.length > ARRAY_LIMIT ? mark(overflow, toObject(combined), combined.length - 1) : combined;
  }

  if (isArray(target) && isArray(src)) {
    src.forEach((item: unknown, i: number) => {
      if (has(target, i)) {
        const current: unknown = target[i];
        if (isObject(current) && isObject(item)) target[i] = merge(current, item);
        else target[target.length] = item;
      } else {
        target[i] = item;
      }
    });
    return countElements(target) > ARRAY_LIMIT ? mark(overflow, toObject(target), target.length - 1) : target;
  }

  let acc = target;
  if (isArray(target)) {
    acc = toObject(target);
    if (conflicts.has(target)) conflicts.set(acc, target.length - 1);
  }
  for (const key of Object.keys(src)) {
    const value = src[key];
    setProperty(acc, key, has(acc, key) ? merge(acc[key], value) : value);
    if (overflow.has(src) && !overflow.has(acc)) overflow.set(acc, maxNumericIndex(acc, overflow.get(src)!));
    const n = parseInt(key, 10);
    const numeric = String(n) === key;
    if (numeric && n >= 0 && overflow.has(acc) && n > overflow.get(acc)!) overflow.set(acc, n);
    if (numeric && conflicts.has(acc) && n > conflicts.get(acc)!) conflicts.set(acc, n);
  }
  return acc;
}

/** The query's pairs, decoded, duplicate keys combined; an object without a prototype (keys as typed). */
function readPairs(str: string, ignoreQueryPrefix: boolean): Obj {
  const pairs: Obj = Object.create(null) as Obj;
  const clean = (ignoreQueryPrefix ? str.replace(/^\?/, '') : str).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  for (const part of clean.split('&', PARAMETER_LIMIT)) {
    const bracketEquals = part.indexOf(']=');
    const pos = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1;
    const key = decode(pos === -1 ? part : part.slice(0, pos));
    const value = pos === -1 ? '' : decode(part.slice(pos + 1));
    pairs[key] = has(pairs, key) ? combine(pairs[key], value) : value;
  }
  return pairs;
}

const stripBrackets = (key: string) => (key.charAt(0) === '[' && key.charAt(key.length - 1) === ']' ? key.slice(1, -1) : key);

/** `a[b][c]` → `a`, `[b]`, `[c]`; past `depth` groups the rest is one segment; undefined for a key qs drops. */
function splitKey(key: string, depth: number): string[] | undefined {
  if (depth <= 0) return isProtoKey(stripBrackets(key)) ? undefined : [key];
  const segments: string[] = [];
  const first = key.indexOf('[');
  const parent = first >= 0 ? key.slice(0, first) : key;
  if (parent) {
    if (isProtoKey(parent)) return undefined;
    segments.push(parent);
  }
  let open = first;
  let collected = 0;
  while (open >= 0 && collected < depth) {
    let level = 1;
    let close = -1;
    for (let i = open + 1; i < key.length && close < 0; i++) {
      const c = key.charAt(i);
      if (c === '[') level += 1;
      else if (c === ']' && --level === 0) close = i;
    }
    if (close < 0) {
      segments.push(`[${key.slice(open)}]`);
      return segments;
    }
    const segment = key.slice(open, close + 1);
    if (isProtoKey(segment.slice(1, -1))) return undefined;
    segments.push(segment);
    collected += 1;
    open = key.indexOf('[', close + 1);
  }
  if (open >= 0) segments.push(`[${key.slice(open)}]`);
  return segments;
}

/** The object one pair stands for: `a[0][b]=x` → `{ a: [{ b: 'x' }] }`. */
function nest(chain: string[], value: unknown): unknown {
  let leaf = value;
  for (let i = chain.length - 1; i >= 0; --i) {
    const root = chain[i]!;
    if (root === '[]') {
      leaf = marked(overflow, leaf) ? leaf : combine([], leaf);
      continue;
    }
    const key = stripBrackets(root);
    const index = parseInt(key, 10);
    const isIndex = !isNaN(index) && root !== key && String(index) === key && index >= 0;
    if (isIndex && index < ARRAY_LIMIT) {
      const arr: unknown[] = [];
      arr[index] = leaf;
      leaf = arr;
      continue;
    }
    const obj: Obj = {};
    if (isIndex) mark(overflow, obj, index)[index] = leaf;
    else if (key !== '__proto__') obj[key] = leaf;
    leaf = obj;
  }
  return leaf;
}

/** Arrays without their holes (qs keeps them sparse while merging). */
function compact(value: Obj): Obj {
  const queue: { obj: Obj; prop: string }[] = [{ obj: { o: value }, prop: 'o' }];
  const seen = new WeakSet<object>();
  for (let i = 0; i < queue.length; ++i) {
    const obj = queue[i]!.obj[queue[i]!.prop] as Obj;
    for (const key of Object.keys(obj)) {
      const val = obj[key];
      if (isObject(val) && !seen.has(val)) {
        queue.push({ obj, prop: key });
        seen.add(val);
      }
    }
  }
  while (queue.length > 1) {
    const { obj, prop } = queue.pop()!;
    const val = obj[prop];
    if (isArray(val)) obj[prop] = val.filter((v) => v !== undefined);
  }
  return value;
}

export interface ParseOptions {
  ignoreQueryPrefix?: boolean;
  depth?: number | false;
}

export function parse(str: string, opts?: ParseOptions): Obj {
  const options = checkOptions(opts, ['ignoreQueryPrefix', 'depth']);
  const depth = typeof options.depth === 'number' || options.depth === false ? +options.depth : 5;
  if (str === '' || str === null || str === undefined) return {};
  if (typeof str !== 'string') refuse('parsing an object');
  const pairs = readPairs(str, options.ignoreQueryPrefix === true);
  let obj: unknown = {};
  for (const key of Object.keys(pairs)) {
    const chain = key ? splitKey(key, depth) : undefined;
    if (chain) obj = merge(obj, nest(chain, pairs[key]));
  }
  return compact(obj as Obj);
}

export interface StringifyOptions {
  encode: false;
  encodeValuesOnly?: boolean;
  arrayFormat?: 'indices';
  skipNulls?: boolean;
  addQueryPrefix?: boolean;
}

function isBuffer(value: unknown): boolean {
  const ctor = isObject(value) ? (value.constructor as { isBuffer?: unknown } | undefined) : undefined;
  return !!ctor && typeof ctor.isBuffer === 'function' && !!(ctor.isBuffer as (v: unknown) => unknown)(value);
}

function write(value: unknown, prefix: string, skipNulls: boolean, ancestors: unknown[], out: string[]): void {
  let obj = value instanceof Date ? Date.prototype.toISOString.call(value) : value;
  if (obj === null) obj = '';
  const type = typeof obj;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'symbol' || type === 'bigint' || isBuffer(obj)) {
    out.push(`${prefix}=${String(obj)}`);
    return;
  }
  if (obj === undefined) return;
  // qs notices a cycle a level or two later, or runs out of stack: a RangeError either way.
  if (ancestors.includes(obj)) throw new RangeError('Cyclic object value');
  ancestors.push(obj);
  const o = obj as Obj;
  for (const key of Object.keys(o)) {
    if (skipNulls && o[key] === null) continue;
    write(o[key], `${prefix}[${key}]`, skipNulls, ancestors, out);
  }
  ancestors.pop();
}

/** Without encoding (what refine asks for): `a[0][b]=x y`, arrays by index, nulls left out with skipNulls. */
export function stringify(object: unknown, opts: StringifyOptions): string {
  const options = checkOptions(opts, ['encode', 'encodeValuesOnly', 'arrayFormat', 'skipNulls', 'addQueryPrefix']);
  if (options.encode !== false) refuse('stringify with encoding');
  if (options.arrayFormat !== undefined && options.arrayFormat !== 'indices') refuse(`arrayFormat \`${String(options.arrayFormat)}\``);
  const skipNulls = options.skipNulls === true;
  if (typeof object !== 'object' || object === null) return '';
  const out: string[] = [];
  for (const key of Object.keys(object)) {
    const value = (object as Obj)[key];
    if (!(skipNulls && value === null)) write(value, key, skipNulls, [], out);
  }
  const joined = out.join('&');
  return joined ? (options.addQueryPrefix === true ? '?' : '') + joined : '';
}

export default { parse, stringify };

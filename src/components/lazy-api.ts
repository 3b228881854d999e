// An API handed out at once whose calls queue until the real one — a hook of antd's that renders a
// holder (Modal.useModal, notification.useNotification, message.useMessage), loaded with the first
// call — has mounted; then they run in order, and what each call returned (an instance, a closer) is
// reached through the stand-in made for it. Used by the portal's notices and confirmations
// (src/components/feedback.tsx).
import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';

type AnyApi = Record<string, (...args: unknown[]) => unknown>;
type Hook = (config: unknown) => readonly [unknown, ReactElement];
type Holder = ReturnType<typeof holderOf>;

/** The real hook's holder, rendered once the API is first used; it hands the real API out once mounted. */
export function holderOf(load: () => Promise<{ default: Hook }>) {
  return lazy(async () => {
    const { default: useReal } = await load();
    function RealHolder({ config, onApi }: { config: unknown; onApi: (api: AnyApi) => void }) {
      const [api, holder] = useReal(config);
      useEffect(() => onApi(api as AnyApi), [api, onApi]);
      return holder;
    }
    return { default: RealHolder };
  });
}

/** Runs `f` with what the real call returned, once it has run (at once if it has). */
export type WhenDone = (f: (result: unknown) => void) => void;

export interface LazyApiOptions {
  /** The holder's React key. */
  key: string;
  Holder: Holder;
  /** The hook's own argument, passed to the real hook. */
  config?: unknown;
  methods: readonly string[];
  /** What a call made before the real API is there returns: a stand-in reaching the real result through `whenDone`. */
  standIn: (method: string, whenDone: WhenDone) => unknown;
}

export function useLazyApi({ key, Holder, config, methods, standIn }: LazyApiOptions): readonly [AnyApi, ReactElement | null] {
  const [wanted, setWanted] = useState(false);
  const api = useRef<AnyApi | null>(null);
  const waiting = useRef<((real: AnyApi) => void)[]>([]);
  const onApi = useCallback((real: AnyApi) => {
    api.current = real;
    for (const run of waiting.current.splice(0)) run(real);
  }, []);
  // The stand-in factory is the shim's constant; a new function each render must not rebuild the API.
  const made = useRef(standIn);

  const fns = useMemo(() => {
    const call =
      (method: string) =>
      (...args: unknown[]) => {
        if (api.current) return api.current[method]!(...args);
        // Nothing shown yet: nothing to close, and no reason to load the real hook.
        if (method === 'destroy' && waiting.current.length === 0) return undefined;
        let result: unknown;
        let done = false;
        const after: ((r: unknown) => void)[] = [];
        waiting.current.push((real) => {
          result = real[method]!(...args);
          done = true;
          for (const f of after.splice(0)) f(result);
        });
        setWanted(true);
        return made.current(method, (f) => (done ? f(result) : after.push(f)));
      };
    return Object.fromEntries(methods.map((m) => [m, call(m)])) as AnyApi;
  }, [methods]);

  const holder = wanted ? createElement(Suspense, { key, fallback: null }, createElement(Holder, { config, onApi })) : null;
  return [fns, holder] as const;
}

// antd's `App` (src/components/color-mode.tsx) gives every page `App.useApp().notification` and
// `.message` through their hooks, which import the notice engine (rc-notification, its motion and
// styles): ~5 KB gzip on every page, the login page included, before any notice is shown. These hooks
// (the imports are redirected to them in vite.config.ts) return the same API at once and load the
// real hook with the first notice; notices asked for meanwhile open as soon as it is there, and a
// message's closer and promise follow it.
import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type realUseMessage from 'antd/es/message/useMessage';
import type realUseNotification from 'antd/es/notification/useNotification';

type NotificationApi = ReturnType<typeof realUseNotification>[0];
type MessageApi = ReturnType<typeof realUseMessage>[0];
type NotificationConfig = Parameters<typeof realUseNotification>[0];
type MessageConfig = Parameters<typeof realUseMessage>[0];
type AnyApi = Record<string, (...args: unknown[]) => unknown>;
type Hook = (config: unknown) => readonly [unknown, ReactElement];

/** The real hook's holder, rendered once a notice is wanted; it hands the real API out once mounted. */
function holderOf(load: () => Promise<{ default: Hook }>) {
  return lazy(async () => {
    const { default: useReal } = await load();
    function Holder({ config, onApi }: { config: unknown; onApi: (api: AnyApi) => void }) {
      const [api, holder] = useReal(config);
      useEffect(() => onApi(api as AnyApi), [api, onApi]);
      return holder;
    }
    return { default: Holder };
  });
}

const NotificationHolder = holderOf(() => import('antd/es/notification/useNotification') as Promise<{ default: Hook }>);
const MessageHolder = holderOf(() => import('antd/es/message/useMessage') as Promise<{ default: Hook }>);

/** A message's return value: a function that closes it, and a promise of its closing. */
interface Closer {
  (): void;
  then: (resolve?: (v: boolean) => unknown, reject?: (e: unknown) => unknown) => Promise<unknown>;
}

function useLazyNotices(
  key: string,
  Holder: ReturnType<typeof holderOf>,
  config: unknown,
  methods: readonly string[],
  closer: boolean,
): readonly [AnyApi, ReactElement | null] {
  const [wanted, setWanted] = useState(false);
  const api = useRef<AnyApi | null>(null);
  const waiting = useRef<((real: AnyApi) => void)[]>([]);
  const onApi = useCallback((real: AnyApi) => {
    api.current = real;
    for (const run of waiting.current.splice(0)) run(real);
  }, []);

  const fns = useMemo(() => {
    const call =
      (method: string) =>
      (...args: unknown[]) => {
        if (api.current) return api.current[method]!(...args);
        // Nothing shown yet: nothing to close, and no reason to load the engine.
        if (method === 'destroy' && waiting.current.length === 0) return undefined;
        let result: unknown;
        let done = false;
        const after: ((r: unknown) => void)[] = [];
        const whenDone = (f: (r: unknown) => void) => (done ? f(result) : after.push(f));
        waiting.current.push((real) => {
          result = real[method]!(...args);
          done = true;
          for (const f of after.splice(0)) f(result);
        });
        setWanted(true);
        if (!closer || method === 'destroy') return undefined;
        const close = (() => whenDone((r) => (r as () => void)())) as Closer;
        close.then = (resolve, reject) => new Promise<boolean>((ok) => whenDone((r) => void (r as Closer).then(ok))).then(resolve, reject);
        return close;
      };
    return Object.fromEntries(methods.map((m) => [m, call(m)])) as AnyApi;
  }, [methods, closer]);

  const holder = wanted ? createElement(Suspense, { key, fallback: null }, createElement(Holder, { config, onApi })) : null;
  return [fns, holder] as const;
}

const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning', 'destroy'] as const;
const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;

export function useNotification(config?: NotificationConfig): readonly [NotificationApi, ReactElement | null] {
  const [api, holder] = useLazyNotices('notification-holder', NotificationHolder, config, NOTIFICATION_METHODS, false);
  return [api as unknown as NotificationApi, holder] as const;
}

export function useMessage(config?: MessageConfig): readonly [MessageApi, ReactElement | null] {
  const [api, holder] = useLazyNotices('message-holder', MessageHolder, config, MESSAGE_METHODS, true);
  return [api as unknown as MessageApi, holder] as const;
}

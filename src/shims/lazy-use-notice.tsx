// antd's `App` (src/components/color-mode.tsx) gives every page `App.useApp().notification` and
// `.message` through their hooks, which import the notice engine (rc-notification, its motion and
// styles): ~5 KB gzip on every page, the login page included, before any notice is shown. These hooks
// (the imports are redirected to them in vite.config.ts) return the same API at once and load the
// real hook with the first notice (src/shims/lazy-hook.tsx); notices asked for meanwhile open as soon
// as it is there, and a message's closer and promise follow it.
import type { ReactElement } from 'react';
import type realUseMessage from 'antd/es/message/useMessage';
import type realUseNotification from 'antd/es/notification/useNotification';
import { holderOf, useLazyApi, type WhenDone } from './lazy-hook';

type NotificationApi = ReturnType<typeof realUseNotification>[0];
type MessageApi = ReturnType<typeof realUseMessage>[0];
type NotificationConfig = Parameters<typeof realUseNotification>[0];
type MessageConfig = Parameters<typeof realUseMessage>[0];
type Load = Parameters<typeof holderOf>[0];

const NotificationHolder = holderOf(() => import('antd/es/notification/useNotification') as ReturnType<Load>);
const MessageHolder = holderOf(() => import('antd/es/message/useMessage') as ReturnType<Load>);

/** A message's return value: a function that closes it, and a promise of its closing. */
interface Closer {
  (): void;
  then: (resolve?: (v: boolean) => unknown, reject?: (e: unknown) => unknown) => Promise<unknown>;
}

const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning', 'destroy'] as const;
const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;

/** A notification call returns nothing. */
const nothing = () => undefined;

/** A message call returns its closer (destroy returns nothing). */
function messageCloser(method: string, whenDone: WhenDone) {
  if (method === 'destroy') return undefined;
  const close = (() => whenDone((r) => (r as () => void)())) as Closer;
  close.then = (resolve, reject) => new Promise<boolean>((ok) => whenDone((r) => void (r as Closer).then(ok))).then(resolve, reject);
  return close;
}

export function useNotification(config?: NotificationConfig): readonly [NotificationApi, ReactElement | null] {
  const [api, holder] = useLazyApi({
    key: 'notification-holder',
    Holder: NotificationHolder,
    config,
    methods: NOTIFICATION_METHODS,
    standIn: nothing,
  });
  return [api as unknown as NotificationApi, holder] as const;
}

export function useMessage(config?: MessageConfig): readonly [MessageApi, ReactElement | null] {
  const [api, holder] = useLazyApi({
    key: 'message-holder',
    Holder: MessageHolder,
    config,
    methods: MESSAGE_METHODS,
    standIn: messageCloser,
  });
  return [api as unknown as MessageApi, holder] as const;
}

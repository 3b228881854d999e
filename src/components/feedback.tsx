// The portal's notices and confirmations: antd's notification, message and Modal APIs (the same
// calls as antd's `App.useApp()` gives), whose engines load with the first notice and the first
// confirmation rather than with every page. antd's `<App>` imports all three (the notice engine
// rc-notification, Modal with rc-dialog): ~16 KB gzip on every page, the login page included, where
// most pages never confirm anything and show a notice only after an action. `FeedbackProvider` (in
// color-mode.tsx, where antd's App was) hands the APIs out at once; a call made before its engine is
// there waits for it (src/components/lazy-api.ts) and runs as soon as it has loaded, in order.
import type { App, notification as antdNotification } from 'antd';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { holderOf, useLazyApi, type WhenDone } from './lazy-api';
import { noticeTop } from './notice-top';

/** The APIs antd's `App.useApp()` gives, which these are. */
type AppApi = ReturnType<typeof App.useApp>;
export type NotificationInstance = AppApi['notification'];
export type MessageInstance = AppApi['message'];
export type ModalApi = AppApi['modal'];
type NotificationConfig = Parameters<typeof antdNotification.useNotification>[0];

type Load = Parameters<typeof holderOf>[0];

/** The engines, each a chunk of its own: antd's hooks, loaded when first called. */
const NotificationHolder = holderOf(
  () => import('./feedback-engines').then((m) => ({ default: m.useNotificationEngine })) as ReturnType<Load>,
);
const MessageHolder = holderOf(() => import('./feedback-engines').then((m) => ({ default: m.useMessageEngine })) as ReturnType<Load>);
const ModalHolder = holderOf(() => import('./feedback-confirm').then((m) => ({ default: m.useModalEngine })) as ReturnType<Load>);

const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning', 'destroy'] as const;
const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/** A notification call returns nothing. */
const nothing = () => undefined;

/** A message's return value: a function that closes it, and a promise of its closing. */
interface Closer {
  (): void;
  then: (resolve?: (v: boolean) => unknown, reject?: (e: unknown) => unknown) => Promise<unknown>;
}

/** A message call returns its closer (destroy returns nothing). */
function messageCloser(method: string, whenDone: WhenDone) {
  if (method === 'destroy') return undefined;
  const close = (() => whenDone((r) => (r as () => void)())) as Closer;
  close.then = (resolve, reject) => new Promise<boolean>((ok) => whenDone((r) => void (r as Closer).then(ok))).then(resolve, reject);
  return close;
}

type Instance = ReturnType<ModalApi['confirm']>;

/** A dialog's instance before the real one exists: its calls reach the real instance once it opens. */
function dialogInstance(_kind: string, whenDone: WhenDone): Instance {
  const whenOpen = (f: (i: Instance) => void) => whenDone((r) => f(r as Instance));
  return {
    destroy: () => whenOpen((i) => i.destroy()),
    update: (next) => whenOpen((i) => i.update(next)),
    then: (resolve, reject) => new Promise<boolean>((ok) => whenOpen((i) => void i.then(ok, reject))).then(resolve, reject),
  } as Instance;
}

interface Feedback {
  notification: NotificationInstance;
  message: MessageInstance;
  modal: ModalApi;
}

const FeedbackContext = createContext<Feedback | null>(null);

function useFeedback(hook: string): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error(`${hook}() needs a <FeedbackProvider> above it (src/components/color-mode.tsx renders one)`);
  return value;
}

/** antd's notification API (success, error, info, warning, open, destroy), configured by the provider. */
export function useNotice(): NotificationInstance {
  return useFeedback('useNotice').notification;
}

/** antd's message API (short messages at the top of the page). */
export function useMessage(): MessageInstance {
  return useFeedback('useMessage').message;
}

/** antd's Modal API for confirmations (confirm, info, success, error, warning), as `App.useApp().modal`. */
export function useConfirm(): ModalApi {
  return useFeedback('useConfirm').modal;
}

/**
 * Hands the notice and confirmation APIs to the tree below it and renders their holders — inside the
 * theme and the language, as antd's App did — once they are first used. `notification` configures
 * every notice (placement, duration, offset from the top); each notice moves that offset down past the
 * page's actions it would cover (src/components/notice-top.ts).
 */
export function FeedbackProvider({ notification: config, children }: { notification?: NotificationConfig; children: ReactNode }) {
  // The notices' least distance from the top: the caller's, else antd's own default (24 px).
  const minTop = config?.top ?? 24;
  const [top, setTop] = useState(minTop);
  const [lazyNotification, notices] = useLazyApi({
    key: 'notification-holder',
    Holder: NotificationHolder,
    config: { ...config, top },
    methods: NOTIFICATION_METHODS,
    standIn: nothing,
  });
  // Placed as it opens: the new offset and the notice reach antd in the same render.
  const notification = useMemo(
    () =>
      Object.fromEntries(
        NOTIFICATION_METHODS.map((m) => [
          m,
          m === 'destroy'
            ? lazyNotification[m]!
            : (...args: unknown[]) => {
                setTop(noticeTop(minTop));
                return lazyNotification[m]!(...args);
              },
        ]),
      ),
    [lazyNotification, minTop],
  );
  const [message, messages] = useLazyApi({
    key: 'message-holder',
    Holder: MessageHolder,
    methods: MESSAGE_METHODS,
    standIn: messageCloser,
  });
  const [modal, dialogs] = useLazyApi({ key: 'modal-holder', Holder: ModalHolder, methods: MODAL_METHODS, standIn: dialogInstance });
  const value = useMemo(
    () => ({
      notification: notification as unknown as NotificationInstance,
      message: message as unknown as MessageInstance,
      modal: modal as unknown as ModalApi,
    }),
    [notification, message, modal],
  );
  return (
    <FeedbackContext.Provider value={value}>
      {dialogs}
      {messages}
      {notices}
      {children}
    </FeedbackContext.Provider>
  );
}

// antd's `App` (src/components/color-mode.tsx) gives every page `App.useApp().modal` through its
// `useModal` hook, which imports Modal, its dialog and Skeleton: ~11 KB gzip on every page, the login
// page included, for confirmations only a few actions open. This hook (the import is redirected to it
// in vite.config.ts) returns the same API at once and loads the real hook with the first call
// (src/shims/lazy-hook.tsx); the calls made meanwhile run as soon as it is there, and their instances
// (destroy, update, then) follow.
import type { ReactElement } from 'react';
import type realUseModal from 'antd/es/modal/useModal';
import { holderOf, useLazyApi, type WhenDone } from './lazy-hook';

type ModalApi = ReturnType<typeof realUseModal>[0];
type Kind = keyof ModalApi;
type Instance = ReturnType<ModalApi['confirm']>;

const KINDS: readonly Kind[] = ['info', 'success', 'error', 'warning', 'confirm'];

const ModalHolder = holderOf(() => import('antd/es/modal/useModal') as ReturnType<Parameters<typeof holderOf>[0]>);

/** A dialog's instance before the real one exists: its calls reach the real instance once it opens. */
function instanceOf(_kind: string, whenDone: WhenDone): Instance {
  const whenOpen = (f: (i: Instance) => void) => whenDone((r) => f(r as Instance));
  return {
    destroy: () => whenOpen((i) => i.destroy()),
    update: (next) => whenOpen((i) => i.update(next)),
    then: (resolve, reject) => new Promise<boolean>((ok) => whenOpen((i) => void i.then(ok, reject))).then(resolve, reject),
  } as Instance;
}

export default function useModal(): readonly [ModalApi, ReactElement | null] {
  const [api, holder] = useLazyApi({ key: 'modal-holder', Holder: ModalHolder, methods: KINDS, standIn: instanceOf });
  return [api as unknown as ModalApi, holder] as const;
}

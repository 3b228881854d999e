// antd's `App` (src/components/color-mode.tsx) gives every page `App.useApp().modal` through its
// `useModal` hook, which imports Modal, its dialog and Skeleton: ~11 KB gzip on every page, the login
// page included, for confirmations only a few actions open. This hook (the import is redirected to it
// in vite.config.ts) returns the same API at once and loads the real hook with the first call; the
// calls made meanwhile run as soon as it is there, and their instances (destroy, update, then) follow.
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FunctionComponent,
  type ReactElement,
} from 'react';
import type realUseModal from 'antd/es/modal/useModal';

type ModalApi = ReturnType<typeof realUseModal>[0];
type Kind = keyof ModalApi;
type ModalConfig = Parameters<ModalApi['confirm']>[0];
type Instance = ReturnType<ModalApi['confirm']>;

const KINDS: Kind[] = ['info', 'success', 'error', 'warning', 'confirm'];

/** Renders the real hook's holder and hands its API out once mounted (the holder's ref is set then). */
const RealHolder = lazy(async () => {
  const { default: useRealModal } = await import('antd/es/modal/useModal');
  const Holder: FunctionComponent<{ onApi: (api: ModalApi) => void }> = ({ onApi }) => {
    const [api, holder] = useRealModal();
    useEffect(() => onApi(api), [api, onApi]);
    return holder;
  };
  return { default: Holder };
});

export default function useModal(): readonly [ModalApi, ReactElement | null] {
  const [wanted, setWanted] = useState(false);
  const api = useRef<ModalApi | null>(null);
  const waiting = useRef<((real: ModalApi) => void)[]>([]);
  const onApi = useCallback((real: ModalApi) => {
    api.current = real;
    for (const run of waiting.current.splice(0)) run(real);
  }, []);

  const fns = useMemo(() => {
    const open =
      (kind: Kind) =>
      (config: ModalConfig): Instance => {
        if (api.current) return api.current[kind](config);
        let instance: Instance | null = null;
        const then: ((i: Instance) => void)[] = [];
        const whenOpen = (f: (i: Instance) => void) => (instance ? f(instance) : then.push(f));
        waiting.current.push((real) => {
          instance = real[kind](config);
          for (const f of then.splice(0)) f(instance);
        });
        setWanted(true);
        return {
          destroy: () => whenOpen((i) => i.destroy()),
          update: (next) => whenOpen((i) => i.update(next)),
          then: (resolve, reject) => new Promise<boolean>((ok) => whenOpen((i) => void i.then(ok, reject))).then(resolve, reject),
        } as Instance;
      };
    return Object.fromEntries(KINDS.map((k) => [k, open(k)])) as ModalApi;
  }, []);

  const holder = wanted ? createElement(Suspense, { key: 'modal-holder', fallback: null }, createElement(RealHolder, { onApi })) : null;
  return [fns, holder] as const;
}

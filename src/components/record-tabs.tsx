import { Spin, Tabs, type TabsProps } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A record page's tabs, the open one kept in the URL (`?tab=files`), so a link, a reload or the back
 * button lands on it. Tabs render when first opened and stay mounted (a half-typed form survives a
 * look at another tab). A tab's content may be a lazily loaded component (the page then downloads it
 * when the tab first opens): a spinner stands in meanwhile.
 */
export function RecordTabs({ items, defaultKey }: { items: NonNullable<TabsProps['items']>; defaultKey: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = items.some((i) => i.key === asked) ? (asked as string) : defaultKey;
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden={false}
      items={items.map((item) => ({
        ...item,
        children: <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>{item.children}</Suspense>,
      }))}
      onChange={(key) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (key === defaultKey) next.delete('tab');
            else next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

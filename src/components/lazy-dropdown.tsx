import type { DropdownProps } from 'antd';
import { cloneElement, isValidElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';

// antd's Dropdown (~4 KB gzip) loads with the first click on its trigger, not with every page.
const Dropdown = lazy(() => import('antd/es/dropdown'));

/**
 * antd's Dropdown with `trigger={['click']}`, loaded when its trigger is first clicked: until then the
 * trigger renders alone; the first click loads the Dropdown and opens it, as a click on the real one
 * would. Used by the header's user menu (in the portal shell, which every signed-in page loads).
 */
export function LazyDropdown({ children, ...props }: Omit<DropdownProps, 'open' | 'trigger'> & { children: ReactElement }) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    if (!isValidElement<{ onClick?: (e: MouseEvent) => void }>(children)) return children;
    return cloneElement(children, {
      onClick: (e: MouseEvent) => {
        children.props.onClick?.(e);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Dropdown {...props} trigger={['click']} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Suspense>
  );
}

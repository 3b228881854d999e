// refine's page header and breadcrumb items, shared by the list side (list.tsx) and the form side
// (form.tsx) of our @refinedev/antd stand-ins. Each side renders antd's Breadcrumb itself: a list's
// loads when shown (vite.config.ts, LAZY_PARTS; top-level lists have none), a form's is in its page.
import { ArrowLeftOutlined, ArrowRightOutlined, HomeOutlined } from '@ant-design/icons';
import { matchResourceFromRoute, useBreadcrumb, useLink, useResourceParams, type useCreateButton } from '@refinedev/core';
import { Button, ConfigProvider, Typography } from 'antd';
import type { BreadcrumbProps } from 'antd';
import { useContext, type MouseEvent, type ReactNode } from 'react';
import { PageHeader as ProPageHeader, type PageHeaderProps } from '../pro-layout';

export type { PageHeaderProps };

/** refine's class names (@refinedev/ui-types). */
export const CLASS = {
  createButton: 'refine-create-button',
  editButton: 'refine-edit-button',
  exportButton: 'refine-export-button',
  saveButton: 'refine-save-button',
  listButton: 'refine-list-button',
  refreshButton: 'refine-refresh-button',
  title: 'refine-pageHeader-title',
  subTitle: 'refine-pageHeader-subTitle',
};

/** refine's page header: a level-4 title, a text back button, no padding. */
export function RefinePageHeader({ children, ...props }: PageHeaderProps) {
  const direction = useContext(ConfigProvider.ConfigContext)?.direction;
  const BackIcon = direction === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const backIcon = typeof props.backIcon === 'undefined' ? <Button type="text" icon={<BackIcon />} /> : props.backIcon;
  const stringTitle = typeof props.title === 'string';
  const title = stringTitle ? (
    <Typography.Title className={CLASS.title} level={4} style={{ marginBottom: 0 }}>
      {props.title}
    </Typography.Title>
  ) : (
    props.title
  );
  const subTitle = stringTitle ? (
    <Typography.Title className={CLASS.subTitle} level={5} type="secondary" style={{ marginBottom: 0 }}>
      {props.subTitle}
    </Typography.Title>
  ) : (
    props.subTitle
  );
  return (
    <ProPageHeader {...props} backIcon={backIcon} title={title} subTitle={subTitle} style={{ padding: 0, ...props.style }}>
      {children}
    </ProPageHeader>
  );
}

/** refine's breadcrumb items: the resource path, with the dashboard's icon as home; null below `minItems`. */
export function useBreadcrumbItems(minItems = 2): BreadcrumbProps['items'] | null {
  const { breadcrumbs } = useBreadcrumb({});
  const Link = useLink();
  const { resources } = useResourceParams();
  const root = matchResourceFromRoute('/', resources);
  if (breadcrumbs.length < minItems) return null;
  const items = breadcrumbs.map(({ label, icon, href }) => ({
    key: `breadcrumb-item-${label}`,
    title: (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }}>
        {icon}
        {href ? <Link to={href}>{label}</Link> : <span>{label}</span>}
      </div>
    ),
  }));
  return root.found
    ? [{ key: 'breadcrumb-item-home', title: <Link to="/">{(root.resource?.meta?.icon as ReactNode) ?? <HomeOutlined />}</Link> }, ...items]
    : items;
}

/** The link-wrapped button of refine's Create, Edit and List buttons. */
export function LinkButton({
  to,
  LinkComponent,
  disabled,
  onClick,
  children,
}: {
  to: string;
  LinkComponent: ReturnType<typeof useCreateButton>['LinkComponent'];
  disabled: boolean | undefined;
  onClick: ((e: MouseEvent<HTMLButtonElement>) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <LinkComponent
      to={to}
      replace={false}
      onClick={(e: MouseEvent) => {
        if (disabled) {
          e.preventDefault();
          return;
        }
        if (onClick) {
          e.preventDefault();
          onClick(e as unknown as MouseEvent<HTMLButtonElement>);
        }
      }}
    >
      {children}
    </LinkComponent>
  );
}

// refine's page header and breadcrumb, shared by the list side (list.tsx) and the form side (crud.tsx)
// of our @refinedev/antd stand-ins.
import { ArrowLeftOutlined, ArrowRightOutlined, HomeOutlined } from '@ant-design/icons';
import { matchResourceFromRoute, useBreadcrumb, useLink, useResourceParams, type useCreateButton } from '@refinedev/core';
import { Button, ConfigProvider, Typography } from 'antd';
import type { BreadcrumbProps } from 'antd';
import useBreadcrumbStyle from 'antd/es/breadcrumb/style';
import { Fragment, useContext, type MouseEvent, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { PageHeader as ProPageHeader, type PageHeaderProps } from './pro-page-header';

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
  // A resource's label is the catalogue's key (its meta.label), which refine hands on as it is; its
  // actions ("Créer") come through the i18nProvider already translated, and t() leaves them so.
  const items = breadcrumbs.map(({ label: key, icon, href }) => {
    const label = t(key);
    return {
      key: `breadcrumb-item-${label}`,
      title: (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }}>
          {icon}
          {href ? <Link to={href}>{label}</Link> : <span>{label}</span>}
        </div>
      ),
    };
  });
  return root.found
    ? [{ key: 'breadcrumb-item-home', title: <Link to="/">{(root.resource?.meta?.icon as ReactNode) ?? <HomeOutlined />}</Link> }, ...items]
    : items;
}

/**
 * refine's breadcrumb as antd's Breadcrumb renders it (same elements, classes and antd's own styles)
 * for what refine gives it — items with a title, no menus. antd's Breadcrumb imports Dropdown for an
 * item's menu, and with it antd's Menu (~14 KB gzip with rc-menu), on every page with a breadcrumb.
 */
export function Breadcrumb({ minItems = 2 }: { minItems?: number }) {
  const items = useBreadcrumbItems(minItems);
  const { getPrefixCls, direction, breadcrumb } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('breadcrumb');
  const [wrapCSSVar, hashId, cssVarCls] = useBreadcrumbStyle(prefixCls);
  if (!items) return null;
  const className = [prefixCls, breadcrumb?.className, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls]
    .filter(Boolean)
    .join(' ');
  return wrapCSSVar(
    <nav className={className} style={breadcrumb?.style}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.key ?? index}>
            <li className={`${prefixCls}-item`}>
              <span className={`${prefixCls}-link`}>{item.title}</span>
            </li>
            {index < items.length - 1 && (
              <li className={`${prefixCls}-separator`} aria-hidden="true">
                /
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>,
  );
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

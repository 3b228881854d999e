// The list side of @refinedev/antd — List, CreateButton, EditButton, ExportButton — as modules of
// their own, rendering what refine's do (unit-tested against them). @refinedev/antd is one module:
// a list page that imports anything from it loads everything its used parts import, among them the
// form engine its useForm needs (~35 KB gzip). The build reads these names from here
// (scripts/build/modular-imports.ts); the pages keep importing them from '@refinedev/antd'.
import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined, ExportOutlined, HomeOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { CreateButtonProps, EditButtonProps, ExportButtonProps, ListProps } from '@refinedev/antd';
import {
  matchResourceFromRoute,
  useBreadcrumb,
  useCreateButton,
  useEditButton,
  useExportButton,
  useLink,
  useRefineContext,
  useResourceParams,
  useTranslate,
  useUserFriendlyName,
} from '@refinedev/core';
import { Breadcrumb as AntdBreadcrumb, Button, ConfigProvider, Space, Typography } from 'antd';
import { useContext, type MouseEvent, type ReactNode } from 'react';
import { PageHeader as ProPageHeader, type PageHeaderProps } from '../pro-layout';

/** refine's class names (@refinedev/ui-types). */
const CLASS = {
  createButton: 'refine-create-button',
  editButton: 'refine-edit-button',
  exportButton: 'refine-export-button',
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

/** refine's breadcrumb: the resource path, with the dashboard's icon as home. */
export function Breadcrumb({ minItems = 2 }: { minItems?: number }) {
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
  const all = root.found
    ? [{ key: 'breadcrumb-item-home', title: <Link to="/">{(root.resource?.meta?.icon as ReactNode) ?? <HomeOutlined />}</Link> }, ...items]
    : items;
  return <AntdBreadcrumb items={all} />;
}

/** The link-wrapped button of refine's Create and Edit buttons. */
function LinkButton({
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

export function CreateButton({ resource, hideText = false, accessControl, meta, children, onClick, ...rest }: CreateButtonProps) {
  const { hidden, disabled, label, title, LinkComponent, to } = useCreateButton({ resource, meta, accessControl });
  const isDisabled = disabled || rest.disabled;
  if (hidden || rest.hidden) return null;
  return (
    <LinkButton to={to} LinkComponent={LinkComponent} disabled={isDisabled} onClick={onClick}>
      <Button icon={<PlusSquareOutlined />} disabled={isDisabled} title={title} className={CLASS.createButton} type="primary" {...rest}>
        {!hideText && (children ?? label)}
      </Button>
    </LinkButton>
  );
}

export function EditButton({ resource, recordItemId, hideText = false, accessControl, meta, children, onClick, ...rest }: EditButtonProps) {
  const { to, label, title, hidden, disabled, LinkComponent } = useEditButton({ resource, id: recordItemId, meta, accessControl });
  const isDisabled = disabled || rest.disabled;
  if (hidden || rest.hidden) return null;
  return (
    <LinkButton to={to} LinkComponent={LinkComponent} disabled={isDisabled} onClick={onClick}>
      <Button icon={<EditOutlined />} disabled={isDisabled} title={title} className={CLASS.editButton} {...rest}>
        {!hideText && (children ?? label)}
      </Button>
    </LinkButton>
  );
}

export function ExportButton({ hideText = false, children, ...rest }: ExportButtonProps) {
  const { label } = useExportButton();
  return (
    <Button type="default" icon={<ExportOutlined />} className={CLASS.exportButton} {...rest}>
      {!hideText && (children ?? label)}
    </Button>
  );
}

export function List({
  canCreate,
  title,
  children,
  createButtonProps: createButtonPropsFromProps,
  resource: resourceFromProps,
  wrapperProps,
  contentProps,
  headerProps,
  breadcrumb: breadcrumbFromProps,
  headerButtonProps,
  headerButtons,
}: ListProps) {
  const translate = useTranslate();
  const { options: { breadcrumb: globalBreadcrumb } = {} } = useRefineContext();
  const getUserFriendlyName = useUserFriendlyName();
  const { resource, identifier } = useResourceParams({ resource: resourceFromProps });
  const showCreate = canCreate ?? (!!resource?.create || !!createButtonPropsFromProps);
  const breadcrumb = typeof breadcrumbFromProps === 'undefined' ? globalBreadcrumb : breadcrumbFromProps;
  const createButtonProps = showCreate ? { size: 'middle' as const, resource: identifier, ...createButtonPropsFromProps } : undefined;
  const defaultExtra = showCreate ? <CreateButton {...createButtonProps} /> : null;
  const label = (resource?.meta?.label as string | undefined) ?? identifier ?? '';
  return (
    <div {...(wrapperProps ?? {})}>
      <RefinePageHeader
        title={title ?? translate(`${identifier}.titles.list`, getUserFriendlyName(label, 'plural'))}
        extra={
          headerButtons ? (
            <Space wrap {...headerButtonProps}>
              {typeof headerButtons === 'function' ? headerButtons({ defaultButtons: defaultExtra, createButtonProps }) : headerButtons}
            </Space>
          ) : (
            defaultExtra
          )
        }
        breadcrumb={typeof breadcrumb !== 'undefined' ? <>{breadcrumb}</> : <Breadcrumb />}
        {...((headerProps ?? {}) as PageHeaderProps)}
      >
        <div {...(contentProps ?? {})}>{children}</div>
      </RefinePageHeader>
    </div>
  );
}

// The portal's list page frame and its buttons — List, CreateButton, EditButton, ExportButton —
// rendering what @refinedev/antd's do (unit-tested against them: tests/unit/crud-list.test.tsx). Pages
// import them from here, in dev, tests and the build alike. Why our own: @refinedev/antd is one module,
// and a list page that imports anything from it loads everything its used parts import, among them the
// form engine its useForm needs (~35 KB gzip).
import { EditOutlined, ExportOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { CreateButtonProps, EditButtonProps, ExportButtonProps, ListProps } from '@refinedev/antd';
import {
  useCreateButton,
  useEditButton,
  useExportButton,
  useRefineContext,
  useResourceParams,
  useTranslate,
  useUserFriendlyName,
} from '@refinedev/core';
import { Button, Space } from 'antd';
import { Breadcrumb, CLASS, LinkButton, RefinePageHeader, type PageHeaderProps } from './page-header';

export { Breadcrumb };

export function CreateButton({ resource, hideText = false, accessControl, meta, children, onClick, ...rest }: CreateButtonProps) {
  const { hidden, disabled, label, title, LinkComponent, to, canAccess } = useCreateButton({ resource, meta, accessControl });
  const isDisabled = disabled || rest.disabled;
  // While the user's right to create is still being asked (refine hides the button until it knows), the
  // button holds its place, unseen and out of reach: appearing later, it widened the list header, which
  // wrapped on a phone and pushed the whole list down (Lighthouse mobile CLS 0.30 on /accounts).
  const pending = hidden && canAccess === undefined;
  if (rest.hidden || (hidden && !pending)) return null;
  const button = (
    <Button
      icon={<PlusSquareOutlined />}
      type="primary"
      {...(!pending && { disabled: isDisabled, title, className: CLASS.createButton })}
      {...rest}
      {...(pending && { 'aria-hidden': true, tabIndex: -1, style: { ...rest.style, visibility: 'hidden' as const } })}
    >
      {!hideText && (children ?? label)}
    </Button>
  );
  return pending ? (
    button
  ) : (
    <LinkButton to={to} LinkComponent={LinkComponent} disabled={isDisabled} onClick={onClick}>
      {button}
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

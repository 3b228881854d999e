// The portal's create and edit page frames — Create and Edit here, SaveButton (save-button.tsx) and
// useForm (use-form.ts) beside them — rendering and behaving as @refinedev/antd's do (unit-tested
// against them: tests/unit/crud-form.test.tsx). Pages import them from here, in dev, tests and the
// build alike. Why our own: @refinedev/antd is one module, so a form page importing anything from it
// loaded what every used part of it imports — Edit's DeleteButton with antd's Popconfirm and Popover,
// its AutoSaveIndicator, sunflower-antd (~8 KB gzip). Edit has no Delete button and no auto-save
// indicator: the portal deletes records from its lists (with a confirmation, `confirmDestructive`), and
// no form saves as it is typed; `canDelete` is accepted as `false` only, as the pages say it.
import { BarsOutlined, RedoOutlined } from '@ant-design/icons';
import type { CreateProps, EditProps, ListButtonProps, RefreshButtonProps, SaveButtonProps } from '@refinedev/antd';
import {
  useBack,
  useListButton,
  useRefineContext,
  useRefreshButton,
  useResourceParams,
  useTranslate,
  useUserFriendlyName,
} from '@refinedev/core';
import { Button, Card, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Breadcrumb, CLASS, LinkButton, RefinePageHeader, type PageHeaderProps } from './page-header';
import { SaveButton } from './save-button';

function ListButton({ resource, hideText = false, accessControl, meta, children, onClick, ...rest }: ListButtonProps) {
  const { to, label, title, hidden, disabled, LinkComponent } = useListButton({ resource, meta, accessControl });
  const isDisabled = disabled || rest.disabled;
  if (hidden || rest.hidden) return null;
  return (
    <LinkButton to={to} LinkComponent={LinkComponent} disabled={isDisabled} onClick={onClick}>
      <Button icon={<BarsOutlined />} disabled={isDisabled} title={title} className={CLASS.listButton} {...rest}>
        {!hideText && (children ?? label)}
      </Button>
    </LinkButton>
  );
}

function RefreshButton({ resource, recordItemId, hideText = false, dataProviderName, children, ...rest }: RefreshButtonProps) {
  const { onClick, label, loading } = useRefreshButton({ resource, id: recordItemId, dataProviderName });
  return (
    <Button onClick={onClick} icon={<RedoOutlined spin={loading} />} className={CLASS.refreshButton} {...rest}>
      {!hideText && (children ?? label)}
    </Button>
  );
}

/** What refine's `headerButtons` / `footerButtons` may be: nodes, or a function of the defaults. */
function buttonsOf<A>(given: ReactNode | ((args: A) => ReactNode) | undefined, args: A, defaults: ReactNode): ReactNode {
  if (!given) return defaults;
  return typeof given === 'function' ? given(args) : given;
}

/** The page props Create and Edit hand to the frame as they are. */
type FrameProps = Pick<CreateProps, 'wrapperProps' | 'headerProps' | 'contentProps' | 'headerButtonProps' | 'footerButtonProps' | 'goBack'>;

interface FormPageProps {
  frame: FrameProps;
  onBack: (() => void) | undefined;
  title: ReactNode;
  breadcrumb: ReactNode;
  extra: ReactNode;
  isLoading: boolean;
  footer: ReactNode;
  /** Edit's footer wraps its buttons; Create's does not (as refine's). */
  footerWrap: boolean;
  children: ReactNode;
}

/** The frame refine's Create and Edit share: the page header, then a card with the form and its footer buttons. */
function FormPage({ frame, ...p }: FormPageProps) {
  const breadcrumb = typeof p.breadcrumb !== 'undefined' ? <>{p.breadcrumb}</> : <Breadcrumb />;
  return (
    <div {...(frame.wrapperProps ?? {})}>
      <RefinePageHeader
        backIcon={frame.goBack}
        onBack={p.onBack}
        title={p.title}
        extra={
          <Space wrap {...(frame.headerButtonProps ?? {})}>
            {p.extra}
          </Space>
        }
        breadcrumb={breadcrumb}
        {...((frame.headerProps ?? {}) as PageHeaderProps)}
      >
        <Spin spinning={p.isLoading}>
          <Card
            variant="borderless"
            actions={[
              <Space
                key="footer-buttons"
                wrap={p.footerWrap || undefined}
                style={{ float: 'right', marginRight: 24 }}
                {...(frame.footerButtonProps ?? {})}
              >
                {p.footer}
              </Space>,
            ]}
            {...(frame.contentProps ?? {})}
          >
            {p.children}
          </Card>
        </Spin>
      </RefinePageHeader>
    </div>
  );
}

/** What both frames read from refine: the resource in the URL (or props), the back action, the breadcrumb, the default title. */
function useFrame(kind: 'create' | 'edit', resourceFromProps: string | undefined, breadcrumbFromProps: ReactNode | undefined) {
  const translate = useTranslate();
  const { options: { breadcrumb: globalBreadcrumb } = {} } = useRefineContext();
  const back = useBack();
  const getUserFriendlyName = useUserFriendlyName();
  const params = useResourceParams({ resource: resourceFromProps });
  const label = (params.resource?.meta?.label as string | undefined) ?? params.identifier ?? '';
  const verb = kind === 'create' ? 'Create' : 'Edit';
  return {
    ...params,
    back,
    breadcrumb: typeof breadcrumbFromProps === 'undefined' ? globalBreadcrumb : breadcrumbFromProps,
    defaultTitle: translate(`${params.identifier}.titles.${kind}`, `${verb} ${getUserFriendlyName(label, 'singular')}`),
  };
}

export function Create({
  title,
  saveButtonProps: saveButtonPropsFromProps,
  children,
  resource: resourceFromProps,
  isLoading = false,
  breadcrumb: breadcrumbFromProps,
  headerButtons,
  footerButtons,
  ...frame
}: CreateProps) {
  const { back, breadcrumb, defaultTitle } = useFrame('create', resourceFromProps, breadcrumbFromProps);
  const saveButtonProps: SaveButtonProps = { ...(isLoading ? { disabled: true } : {}), ...saveButtonPropsFromProps, htmlType: 'submit' };
  const defaultFooterButtons = <SaveButton {...saveButtonProps} />;
  return (
    <FormPage
      frame={frame}
      onBack={back}
      title={title ?? defaultTitle}
      breadcrumb={breadcrumb}
      extra={buttonsOf(headerButtons, { defaultButtons: null }, null)}
      isLoading={isLoading}
      footer={buttonsOf(footerButtons, { defaultButtons: defaultFooterButtons, saveButtonProps }, defaultFooterButtons)}
      footerWrap={false}
    >
      {children}
    </FormPage>
  );
}

/** refine's EditProps without what deletes or auto-saves (see above). */
export type EditPageProps = Omit<EditProps, 'canDelete' | 'deleteButtonProps' | 'autoSaveProps' | 'mutationMode'> & { canDelete?: false };

export function Edit({
  title,
  saveButtonProps: saveButtonPropsFromProps,
  recordItemId,
  children,
  resource: resourceFromProps,
  isLoading = false,
  dataProviderName,
  breadcrumb: breadcrumbFromProps,
  headerButtons,
  footerButtons,
  ...frame
}: EditPageProps) {
  const {
    resource,
    action,
    id: idFromParams,
    identifier,
    back,
    breadcrumb,
    defaultTitle,
  } = useFrame('edit', resourceFromProps, breadcrumbFromProps);
  const id = recordItemId ?? idFromParams;
  const hasList = resource?.list && !recordItemId;
  const disabled = isLoading ? { disabled: true } : {};
  const listButtonProps: ListButtonProps | undefined = hasList ? { ...disabled, resource: identifier } : undefined;
  const refreshButtonProps: RefreshButtonProps = { ...disabled, resource: identifier, recordItemId: id, dataProviderName };
  const saveButtonProps: SaveButtonProps = { ...disabled, ...saveButtonPropsFromProps };
  const defaultHeaderButtons = (
    <>
      {hasList && <ListButton {...listButtonProps} />}
      <RefreshButton {...refreshButtonProps} />
    </>
  );
  const defaultFooterButtons = <SaveButton {...saveButtonProps} />;
  return (
    <FormPage
      frame={frame}
      onBack={action !== 'list' && typeof action !== 'undefined' ? back : undefined}
      title={title ?? defaultTitle}
      breadcrumb={breadcrumb}
      extra={buttonsOf(headerButtons, { defaultButtons: defaultHeaderButtons, listButtonProps, refreshButtonProps }, defaultHeaderButtons)}
      isLoading={isLoading}
      footer={buttonsOf(
        footerButtons,
        { defaultButtons: defaultFooterButtons, deleteButtonProps: undefined, saveButtonProps },
        defaultFooterButtons,
      )}
      footerWrap
    >
      {children}
    </FormPage>
  );
}

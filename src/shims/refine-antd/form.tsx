// The form side of @refinedev/antd — useForm, Create, Edit, SaveButton — as a module of its own,
// rendering and behaving as refine's do (unit-tested against them: tests/unit/refine-antd-shims.test.tsx).
// @refinedev/antd is one module: a form page importing anything from it loaded what every used part of
// it imports — Edit's DeleteButton with antd's Popconfirm and Popover, its AutoSaveIndicator, sunflower-antd
// (~8 KB gzip). The build reads these names from here (scripts/build/modular-imports.ts); the pages keep
// importing them from '@refinedev/antd'. Edit's delete button and auto-save indicator, which no page shows,
// are refine's own, loaded when shown.
import { BarsOutlined, RedoOutlined, SaveOutlined } from '@ant-design/icons';
import type {
  CreateProps,
  DeleteButtonProps,
  EditProps,
  ListButtonProps,
  RefreshButtonProps,
  SaveButtonProps,
  UseFormProps,
  UseFormReturnType,
} from '@refinedev/antd';
import {
  flattenObjectKeys,
  propertyPathToArray,
  useBack,
  useForm as useFormCore,
  useGo,
  useListButton,
  useMutationMode,
  useRefineContext,
  useRefreshButton,
  useResourceParams,
  useSaveButton,
  useToPath,
  useTranslate,
  useUserFriendlyName,
  useWarnAboutChange,
  type BaseRecord,
  type HttpError,
} from '@refinedev/core';
import { Breadcrumb as AntdBreadcrumb, Button, Card, Form, Space, Spin, type FormInstance } from 'antd';
import { lazy, Suspense, useEffect, type KeyboardEvent } from 'react';
import { CLASS, LinkButton, RefinePageHeader, useBreadcrumbItems, type PageHeaderProps } from './page-header';

/** refine's breadcrumb, antd's Breadcrumb in the page (a form's header always has one). */
function Breadcrumb() {
  const items = useBreadcrumbItems();
  return items ? <AntdBreadcrumb items={items} /> : null;
}

/** Parts of refine's Edit no page of ours shows, refine's own, loaded when they are. */
const DeleteButton = lazy(() => import('@refinedev/antd').then((m) => ({ default: m.DeleteButton })));
const AutoSaveIndicator = lazy(() => import('@refinedev/antd').then((m) => ({ default: m.AutoSaveIndicator })));

export function SaveButton({ hideText = false, children, ...rest }: SaveButtonProps) {
  const { label } = useSaveButton();
  return (
    <Button type="primary" icon={<SaveOutlined />} className={CLASS.saveButton} {...rest}>
      {!hideText && (children ?? label)}
    </Button>
  );
}

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

export function Create({
  title,
  saveButtonProps: saveButtonPropsFromProps,
  children,
  resource: resourceFromProps,
  isLoading = false,
  breadcrumb: breadcrumbFromProps,
  wrapperProps,
  headerProps,
  contentProps,
  headerButtonProps,
  headerButtons,
  footerButtonProps,
  footerButtons,
  goBack: goBackFromProps,
}: CreateProps) {
  const translate = useTranslate();
  const { options: { breadcrumb: globalBreadcrumb } = {} } = useRefineContext();
  const back = useBack();
  const getUserFriendlyName = useUserFriendlyName();
  const { resource, identifier } = useResourceParams({ resource: resourceFromProps });
  const breadcrumb = typeof breadcrumbFromProps === 'undefined' ? globalBreadcrumb : breadcrumbFromProps;
  const saveButtonProps: SaveButtonProps = { ...(isLoading ? { disabled: true } : {}), ...saveButtonPropsFromProps, htmlType: 'submit' };
  const defaultFooterButtons = <SaveButton {...saveButtonProps} />;
  const label = (resource?.meta?.label as string | undefined) ?? identifier ?? '';
  return (
    <div {...(wrapperProps ?? {})}>
      <RefinePageHeader
        backIcon={goBackFromProps}
        onBack={back}
        title={title ?? translate(`${identifier}.titles.create`, `Create ${getUserFriendlyName(label, 'singular')}`)}
        breadcrumb={typeof breadcrumb !== 'undefined' ? <>{breadcrumb}</> : <Breadcrumb />}
        extra={
          <Space wrap {...(headerButtonProps ?? {})}>
            {headerButtons ? (typeof headerButtons === 'function' ? headerButtons({ defaultButtons: null }) : headerButtons) : null}
          </Space>
        }
        {...((headerProps ?? {}) as PageHeaderProps)}
      >
        <Spin spinning={isLoading}>
          <Card
            variant="borderless"
            actions={[
              <Space key="action-buttons" style={{ float: 'right', marginRight: 24 }} {...(footerButtonProps ?? {})}>
                {footerButtons
                  ? typeof footerButtons === 'function'
                    ? footerButtons({ defaultButtons: defaultFooterButtons, saveButtonProps })
                    : footerButtons
                  : defaultFooterButtons}
              </Space>,
            ]}
            {...(contentProps ?? {})}
          >
            {children}
          </Card>
        </Spin>
      </RefinePageHeader>
    </div>
  );
}

export function Edit({
  title,
  saveButtonProps: saveButtonPropsFromProps,
  mutationMode: mutationModeProp,
  recordItemId,
  children,
  deleteButtonProps: deleteButtonPropsFromProps,
  canDelete,
  resource: resourceFromProps,
  isLoading = false,
  dataProviderName,
  breadcrumb: breadcrumbFromProps,
  wrapperProps,
  headerProps,
  contentProps,
  headerButtonProps,
  headerButtons,
  footerButtonProps,
  footerButtons,
  goBack: goBackFromProps,
  autoSaveProps,
}: EditProps) {
  const translate = useTranslate();
  const { options: { breadcrumb: globalBreadcrumb } = {} } = useRefineContext();
  const { mutationMode: mutationModeContext } = useMutationMode();
  const mutationMode = mutationModeProp ?? mutationModeContext;
  const back = useBack();
  const go = useGo();
  const getUserFriendlyName = useUserFriendlyName();
  const { resource, action, id: idFromParams, identifier } = useResourceParams({ resource: resourceFromProps });
  const goListPath = useToPath({ resource, action: 'list' });
  const id = recordItemId ?? idFromParams;
  const breadcrumb = typeof breadcrumbFromProps === 'undefined' ? globalBreadcrumb : breadcrumbFromProps;
  const hasList = resource?.list && !recordItemId;
  const isDeleteButtonVisible = canDelete ?? (resource?.meta?.canDelete || deleteButtonPropsFromProps);
  const disabled = isLoading ? { disabled: true } : {};
  const listButtonProps: ListButtonProps | undefined = hasList ? { ...disabled, resource: identifier } : undefined;
  const refreshButtonProps: RefreshButtonProps = { ...disabled, resource: identifier, recordItemId: id, dataProviderName };
  const deleteButtonProps: DeleteButtonProps | undefined = isDeleteButtonVisible
    ? {
        ...disabled,
        resource: identifier,
        mutationMode,
        onSuccess: () => go({ to: goListPath }),
        recordItemId: id,
        dataProviderName,
        ...deleteButtonPropsFromProps,
      }
    : undefined;
  const saveButtonProps: SaveButtonProps = { ...disabled, ...saveButtonPropsFromProps };
  const defaultHeaderButtons = (
    <>
      {autoSaveProps && (
        <Suspense fallback={null}>
          <AutoSaveIndicator {...autoSaveProps} />
        </Suspense>
      )}
      {hasList && <ListButton {...listButtonProps} />}
      <RefreshButton {...refreshButtonProps} />
    </>
  );
  const defaultFooterButtons = (
    <>
      {isDeleteButtonVisible && (
        <Suspense fallback={null}>
          <DeleteButton {...deleteButtonProps} />
        </Suspense>
      )}
      <SaveButton {...saveButtonProps} />
    </>
  );
  const label = (resource?.meta?.label as string | undefined) ?? identifier ?? '';
  return (
    <div {...(wrapperProps ?? {})}>
      <RefinePageHeader
        backIcon={goBackFromProps}
        onBack={action !== 'list' && typeof action !== 'undefined' ? back : undefined}
        title={title ?? translate(`${identifier}.titles.edit`, `Edit ${getUserFriendlyName(label, 'singular')}`)}
        extra={
          <Space wrap {...(headerButtonProps ?? {})}>
            {headerButtons
              ? typeof headerButtons === 'function'
                ? headerButtons({ defaultButtons: defaultHeaderButtons, listButtonProps, refreshButtonProps })
                : headerButtons
              : defaultHeaderButtons}
          </Space>
        }
        breadcrumb={typeof breadcrumb !== 'undefined' ? <>{breadcrumb}</> : <Breadcrumb />}
        {...((headerProps ?? {}) as PageHeaderProps)}
      >
        <Spin spinning={isLoading}>
          <Card
            variant="borderless"
            actions={[
              <Space key="footer-buttons" wrap style={{ float: 'right', marginRight: 24 }} {...(footerButtonProps ?? {})}>
                {footerButtons
                  ? typeof footerButtons === 'function'
                    ? footerButtons({ defaultButtons: defaultFooterButtons, deleteButtonProps, saveButtonProps })
                    : footerButtons
                  : defaultFooterButtons}
              </Space>,
            ]}
            {...(contentProps ?? {})}
          >
            {children}
          </Card>
        </Spin>
      </RefinePageHeader>
    </div>
  );
}

type FieldData = Parameters<FormInstance['setFields']>[0];
type NamePath = FieldData[number]['name'];

/**
 * refine's antd useForm: @refinedev/core's useForm driving an antd Form — the record's values as the
 * form's initial values (reset when they arrive), the server's validation errors on their fields, the
 * unsaved-changes warning, auto-save, submit on Enter. sunflower-antd's form hook, which refine's wraps,
 * adds nothing ours use (its `defaultFormValues` is not supported here: it throws, saying so).
 */
export function useForm<
  TQueryFnData extends BaseRecord = BaseRecord,
  TError extends HttpError = HttpError,
  TVariables = object,
  TData extends BaseRecord = TQueryFnData,
  TResponse extends BaseRecord = TData,
  TResponseError extends HttpError = TError,
>({
  onMutationSuccess,
  onMutationError,
  autoSave,
  submitOnEnter = false,
  warnWhenUnsavedChanges: warnWhenUnsavedChangesProp,
  defaultFormValues,
  disableServerSideValidation: disableServerSideValidationProp = false,
  ...coreProps
}: UseFormProps<TQueryFnData, TError, TVariables, TData, TResponse, TResponseError> = {}): UseFormReturnType<
  TQueryFnData,
  TError,
  TVariables,
  TData,
  TResponse,
  TResponseError
> {
  if (defaultFormValues) throw new Error("useForm's defaultFormValues is not available (src/shims/refine-antd/form.tsx)");
  const { options } = useRefineContext();
  const disableServerSideValidation = options?.disableServerSideValidation || disableServerSideValidationProp;
  const translate = useTranslate();
  const [form] = Form.useForm<TVariables>();

  const core = useFormCore<TQueryFnData, TError, TVariables, TData, TResponse, TResponseError>({
    ...coreProps,
    autoSave,
    onMutationSuccess: onMutationSuccess ? onMutationSuccess : undefined,
    onMutationError: async (error, variables, context) => {
      if (disableServerSideValidation) {
        onMutationError?.(error, variables, context);
        return;
      }
      // Clear every field's errors, then set the server's on theirs.
      const fields = Object.keys(flattenObjectKeys(form.getFieldsValue() as object));
      const parsed: FieldData = fields.map((field) => ({ name: propertyPathToArray(field) as NamePath, errors: undefined }));
      form.setFields(parsed);
      const errors = error?.errors;
      for (const key in errors) {
        const fieldError = errors[key];
        let messages: string[] = [];
        if (Array.isArray(fieldError)) messages = fieldError;
        if (typeof fieldError === 'string') messages = [fieldError];
        if (typeof fieldError === 'boolean' && fieldError) messages = ['Field is not valid.'];
        if (typeof fieldError === 'object' && 'key' in fieldError) messages = [translate(fieldError.key, fieldError.message)];
        parsed.push({ name: propertyPathToArray(key) as NamePath, errors: messages });
      }
      form.setFields([...parsed]);
      onMutationError?.(error, variables, context);
    },
  });
  const { formLoading, onFinish, query, id, onFinishAutoSave } = core;

  const { warnWhenUnsavedChanges: warnWhenUnsavedChangesRefine, setWarnWhen } = useWarnAboutChange();
  const warnWhenUnsavedChanges = warnWhenUnsavedChangesProp ?? warnWhenUnsavedChangesRefine;

  // The form takes the record's values (its initialValues) when they arrive or the id changes.
  useEffect(() => {
    form.resetFields();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as refine's: on new data or id only
  }, [query?.data?.data, id]);

  const onKeyUp = (event: KeyboardEvent<HTMLFormElement>) => {
    if (submitOnEnter && event.key === 'Enter') form.submit();
  };

  const onValuesChange = (changeValues: object, allValues: TVariables) => {
    if (changeValues && warnWhenUnsavedChanges) setWarnWhen(true);
    if (autoSave?.enabled) {
      setWarnWhen(false);
      const transform = autoSave.onFinish ?? ((values: TVariables) => values);
      return onFinishAutoSave(transform(allValues)).catch((error) => error);
    }
    return changeValues;
  };

  return {
    form,
    formProps: {
      form,
      onFinish: (values: TVariables) => onFinish(values).catch((error) => error),
      onKeyUp,
      onValuesChange,
      initialValues: query?.data?.data,
    },
    saveButtonProps: { disabled: formLoading, onClick: () => form.submit() },
    defaultFormValuesLoading: false,
    ...core,
    onFinish: async (values?: TVariables) => await onFinish(values ?? form.getFieldsValue(true)),
  };
}

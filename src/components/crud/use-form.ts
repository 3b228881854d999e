// The portal's useForm, as refine's antd useForm (create-edit.tsx says why our own), in a module
// of its own: record pages with a form and its own Save button load it without Create and Edit.
import type { UseFormProps, UseFormReturnType } from '@refinedev/antd';
import {
  flattenObjectKeys,
  propertyPathToArray,
  useForm as useFormCore,
  useRefineContext,
  useTranslate,
  useWarnAboutChange,
  type BaseRecord,
  type HttpError,
} from '@refinedev/core';
import { Form, type FormInstance } from 'antd';
import { useEffect, type KeyboardEvent } from 'react';

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
  if (defaultFormValues) throw new Error("useForm's defaultFormValues is not available (src/components/crud/use-form.ts)");
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

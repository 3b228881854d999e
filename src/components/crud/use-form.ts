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
import { useEffect, useRef, type KeyboardEvent } from 'react';

type FieldData = Parameters<FormInstance['setFields']>[0];
type NamePath = FieldData[number]['name'];

/** The values of those top-level fields the user has not touched: what a record arriving again may set. */
export function untouchedValues(form: FormInstance, values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !form.isFieldTouched(field)));
}

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

  const saved = useRef(false);
  const core = useFormCore<TQueryFnData, TError, TVariables, TData, TResponse, TResponseError>({
    ...coreProps,
    autoSave,
    onMutationSuccess: (data, variables, context, isAutoSave) => {
      // The record as it arrives after this save is the form's new start (see the reset below).
      if (!isAutoSave) saved.current = true;
      onMutationSuccess?.(data, variables, context, isAutoSave);
    },
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

  // The form takes the record's values (its initialValues) when they arrive, when the id changes and after
  // a save. The same record arriving again while the user edits it (a refetch: the page's identity reloaded,
  // the record invalidated) keeps what they typed and gives only the fields they have not touched the
  // record's values; refine's resets every field there, and a user typing as it arrived lost their edit.
  const shownId = useRef(id);
  useEffect(() => {
    const data = query?.data?.data;
    const sameRecord = shownId.current === id;
    shownId.current = id;
    if (!data || !sameRecord || saved.current || !form.isFieldsTouched()) {
      if (data) saved.current = false;
      form.resetFields();
      return;
    }
    form.setFieldsValue(untouchedValues(form, data) as never);
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

import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@parcelo/common';
import { useState, type FormEvent } from 'react';
import {
  get,
  useFieldArray,
  useForm,
  type Control,
  type FieldArrayPath,
  type FieldError,
  type FieldPathByValue,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';

/**
 * A form's values: the text of each control, grouped as the input nests them (an address,
 * the rows of a list), so a control's name is its input path (`items.0.sku`).
 */
export type FormValues = { [name: string]: string | FormValues | FormValues[] };

/** The name of a form's text control. */
export type TextPath<T extends FormValues> = FieldPathByValue<T, string>;

/** The shape every mutation payload's `userErrors` has. */
export interface UserErrorLike {
  readonly field: string | null | undefined;
  readonly message: string;
}

/**
 * A form checked by the very zod schema the service checks the mutation's input with, so
 * the browser shows the server's own words. Field names match the input's names; the
 * server's userErrors land under their fields (or in the form alert when the field is null
 * or not on this form), and so does a problem the schema finds with the input as a whole.
 */
export function useSchemaForm<S extends z.ZodType, T extends FormValues & z.input<S>>(schema: S, initial: T) {
  const form = useForm<T>({
    defaultValues: initial as never,
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const values = form.watch();
  const errors = form.formState.errors;

  const setValue = (name: TextPath<T>, value: string) => {
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
    form.clearErrors(name as Path<T>);
  };

  /** Whether `name` is one of this form's text controls. */
  const isField = (name: string) => typeof get(form.getValues(), name) === 'string';

  /** Shows a payload's userErrors; answers whether there were none. */
  const applyUserErrors = (userErrors: readonly UserErrorLike[]): boolean => {
    form.clearErrors();
    const general: string[] = [];
    const placed = new Set<string>();
    for (const { field, message } of userErrors) {
      if (field && isField(field)) {
        if (placed.has(field)) continue;
        placed.add(field);
        form.setError(field as Path<T>, { type: 'server', message });
      } else {
        general.push(message);
      }
    }
    setFormError(general.length > 0 ? general.join(' ') : null);
    return userErrors.length === 0;
  };

  /** The props a FormField needs for `name`. */
  const field = (name: TextPath<T>) => ({
    name,
    value: (get(values, name) as string | undefined) ?? '',
    error: (get(errors, name) as FieldError | undefined)?.message,
    onChange: (value: string) => setValue(name, value),
  });

  /**
   * A submit handler that validates first; `send` gets the values as typed, only when they
   * pass. On invalid input the first flagged field gets focus, so long forms do not hide
   * their errors.
   */
  const onSubmit = (send: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    setFormError(null);
    void form.handleSubmit(
      () => send(form.getValues()),
      (found) => {
        // The resolver files a problem with no path (the input as a whole) under ''.
        setFormError((found as Record<string, FieldError | undefined>)['']?.message ?? null);
        // The fields are marked invalid on the next render.
        window.requestAnimationFrame(() => {
          formElement
            .querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select')
            ?.focus();
        });
      },
    )(event);
  };

  /** Starts the form over (after a successful send), errors and all. */
  const reset = (next: T) => {
    form.reset(next as never);
    setFormError(null);
  };

  return {
    values,
    formError,
    setFormError,
    setValue,
    applyUserErrors,
    field,
    onSubmit,
    reset,
    control: form.control,
  };
}

/**
 * The rows of a list on a schema form (a product's WSINs, an order's items), with stable
 * keys; adding or removing a row moves the later rows' values and errors with them.
 */
export function useFormRows<T extends FormValues, N extends FieldArrayPath<T>>(form: { control: Control<T> }, name: N) {
  return useFieldArray<T, N>({ control: form.control, name });
}

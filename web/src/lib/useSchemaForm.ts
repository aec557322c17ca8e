import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@parcelo/common';
import { useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Path, type PathValue, type Resolver } from 'react-hook-form';

type Values = Record<string, string>;

/** The shape every mutation payload's `userErrors` has. */
export interface UserErrorLike {
  readonly field: string | null | undefined;
  readonly message: string;
}

/**
 * A form checked by the very zod schema the service checks the mutation's input with, so
 * the browser shows the server's own words. Field names match the input's names; the
 * server's userErrors land under their fields (or in the form alert when the field is null
 * or not on this form).
 */
export function useSchemaForm<S extends z.ZodType, T extends Values & z.input<S>>(schema: S, initial: T) {
  const form = useForm<T>({
    defaultValues: initial as never,
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const values = form.watch();
  const errors: FieldErrors<Values> = form.formState.errors;

  const setValue = (name: keyof T & string, value: string) => {
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
    form.clearErrors(name as Path<T>);
  };

  /** Shows a payload's userErrors; answers whether there were none. */
  const applyUserErrors = (userErrors: readonly UserErrorLike[]): boolean => {
    form.clearErrors();
    const general: string[] = [];
    const placed = new Set<string>();
    for (const { field, message } of userErrors) {
      if (field && field in values && !placed.has(field)) {
        placed.add(field);
        form.setError(field as Path<T>, { type: 'server', message });
      } else if (!field || !(field in values)) {
        general.push(message);
      }
    }
    setFormError(general.length > 0 ? general.join(' ') : null);
    return userErrors.length === 0;
  };

  /** The props a FormField needs for `name`. */
  const field = (name: keyof T & string) => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    error: errors[name]?.message,
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
      () => {
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

  return { values, formError, setFormError, setValue, applyUserErrors, field, onSubmit, reset };
}

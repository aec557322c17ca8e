import { check, type Rule } from '@parcelo/common';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { UserErrorLike } from './useSchemaForm';

type Values = Record<string, string>;
type Rules<T extends Values> = Partial<Record<keyof T, Rule[]>>;
type FieldErrors<T extends Values> = Partial<Record<keyof T, string>>;

export type { UserErrorLike };

/**
 * Form state shared by every form: values, the shared rules from @parcelo/common, and
 * the server's userErrors placed under their fields (or in the form alert when the
 * field is null or not on this form). Field names match the mutation input's names.
 */
export function useForm<T extends Values>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Rules may depend on other values (the sign-up role), so the latest ones are used at submit time.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const setValue = useCallback((name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /**
   * Replaces the values wholesale, for forms whose fields come and go (rows added or
   * removed). Errors stay only on fields whose value did not change.
   */
  const replaceValues = (next: T) => {
    const previous = values;
    setValues(next);
    setErrors((current) => {
      const kept: FieldErrors<T> = {};
      for (const key of Object.keys(current) as (keyof T)[]) {
        if (key in next && next[key] === previous[key]) kept[key] = current[key];
      }
      return kept;
    });
  };

  const validate = (): boolean => {
    const found = check(values, rulesRef.current);
    setErrors(found);
    setFormError(null);
    return Object.keys(found).length === 0;
  };

  /** Shows a payload's userErrors; answers whether there were none. */
  const applyUserErrors = useCallback(
    (userErrors: readonly UserErrorLike[]): boolean => {
      const byField: FieldErrors<T> = {};
      const general: string[] = [];
      for (const { field, message } of userErrors) {
        if (field && field in values) {
          byField[field as keyof T] ??= message;
        } else {
          general.push(message);
        }
      }
      setErrors(byField);
      setFormError(general.length > 0 ? general.join(' ') : null);
      return userErrors.length === 0;
    },
    [values],
  );

  /** The props a FormField needs for `name`. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  /**
   * A submit handler that validates first; `send` runs only on valid input. On invalid
   * input the first flagged field gets focus, so long forms do not hide their errors.
   */
  const onSubmit = (send: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate()) {
      send(values);
      return;
    }
    const formElement = event.currentTarget;
    // The fields are marked invalid on the next render.
    window.requestAnimationFrame(() => {
      formElement
        .querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select')
        ?.focus();
    });
  };

  return { values, formError, setFormError, setValue, replaceValues, applyUserErrors, field, onSubmit };
}

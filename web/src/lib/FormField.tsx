import { Field, Fieldset, HStack, Input, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import type { HTMLInputAutoCompleteAttribute, HTMLAttributes, ReactNode } from 'react';

export interface Option {
  value: string;
  label: string;
}

interface BaseProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Label beside the control instead of above it, for compact toolbars. */
  inline?: boolean;
  /** The field's own action (a save button), beside the control and under the same label. */
  addon?: ReactNode;
}

interface InputProps extends BaseProps {
  kind?: 'input';
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
}

interface SelectProps extends BaseProps {
  kind: 'select';
  options: readonly Option[];
  placeholder?: string;
}

interface RadioProps extends BaseProps {
  kind: 'radio';
  options: readonly Option[];
}

type FormFieldProps = InputProps | SelectProps | RadioProps;

/**
 * The one labelled form control: a text input, a native select or a radio group, with
 * its error underneath. The label is tied to the control so assistive technology (and
 * tests) find every input by its label. No asterisk in the label: nearly every field is
 * required, and the asterisk would become part of the label's text.
 */
export function FormField(props: FormFieldProps) {
  const { label, error, helperText, required, disabled, inline, addon } = props;
  const invalid = Boolean(error);

  if (props.kind === 'radio') {
    return (
      <Fieldset.Root invalid={invalid} disabled={disabled}>
        <RadioGroup.Root
          name={props.name}
          value={props.value || null}
          onValueChange={(details) => props.onChange(details.value ?? '')}
          disabled={disabled}
        >
          <Stack gap="2">
            <RadioGroup.Label fontWeight="medium" textStyle="sm">
              {label}
            </RadioGroup.Label>
            <HStack gap="5" wrap="wrap">
              {props.options.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </Stack>
        </RadioGroup.Root>
        {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </Fieldset.Root>
    );
  }

  const control = <Control {...props} />;
  return (
    <Field.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      orientation={inline ? 'horizontal' : 'vertical'}
      width={inline ? 'auto' : undefined}
      gap={inline ? '2' : undefined}
    >
      <Field.Label whiteSpace={inline ? 'nowrap' : undefined}>{label}</Field.Label>
      {addon ? (
        <HStack gap="2" width="full" align="flex-start">
          {control}
          {addon}
        </HStack>
      ) : (
        control
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The input or native select itself; FormField puts it in its Field. */
function Control(props: InputProps | SelectProps) {
  if (props.kind === 'select') {
    return (
      <NativeSelect.Root width={props.inline ? 'auto' : undefined} size={props.inline ? 'sm' : undefined}>
        <NativeSelect.Field
          name={props.name}
          value={props.value}
          placeholder={props.placeholder}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return (
    <Input
      name={props.name}
      type={props.type ?? 'text'}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      autoFocus={props.autoFocus}
    />
  );
}

import type { ChannelExtra } from '@parcelo/common';
import { FormField } from '../../lib/FormField';
import { channelWords, extraFieldsOf } from './labels';

type FieldProps = { name: string; value: string; error: string | undefined; onChange: (value: string) => void };

interface Props {
  /** Lower case, as the shared rules name types. */
  type: string;
  /** The form's props for a field (`key`, `secret`, `extras.<name>`). */
  field: (name: 'key' | 'secret' | `extras.${ChannelExtra}`) => FieldProps;
  /** When editing: the saved credentials' last characters; blank fields keep them. */
  saved?: { keyHint: string; secretHint: string };
}

/** A store's key, secret and its type's extras, named as that channel names them. */
export function ChannelCredentialFields({ type, field, saved }: Props) {
  const words = channelWords(type);
  const keep = saved ? { helperText: 'Leave blank to keep the saved one.' } : { required: true };
  return (
    <>
      <FormField
        label={words.key}
        autoComplete="off"
        maxLength={500}
        placeholder={saved?.keyHint}
        {...keep}
        {...field('key')}
      />
      <FormField
        label={words.secret}
        type="password"
        autoComplete="new-password"
        maxLength={500}
        placeholder={saved?.secretHint}
        {...keep}
        {...field('secret')}
      />
      {extraFieldsOf(type).map((extra) => (
        <FormField
          key={extra.name}
          label={extra.required ? extra.label : `${extra.label} (optional)`}
          autoComplete="off"
          maxLength={100}
          required={extra.required}
          {...field(`extras.${extra.name}`)}
        />
      ))}
    </>
  );
}

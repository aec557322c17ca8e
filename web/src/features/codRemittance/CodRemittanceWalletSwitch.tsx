import { MSG } from '@parcelo/common';
import { HStack, Spinner, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notifyOutcome } from '../../lib/notify';
import { useCodRemittanceSettingsUpdateMutation } from './useCodRemittanceSettingsUpdateMutation';

interface Props {
  /** The brand's choice as loaded. */
  toWallet: boolean;
  /** Admins: the brand whose choice this is. */
  company?: string | null;
  label?: string;
}

const SELLER_LABEL = 'Take COD into my wallet instead of my bank';

/** Where the brand's COD amounts go; saved as it is switched, and shown as the server answered. */
export function CodRemittanceWalletSwitch({ toWallet, company, label = SELLER_LABEL }: Props) {
  const [checked, setChecked] = useState(toWallet);
  const [update, saving] = useCodRemittanceSettingsUpdateMutation();
  const change = (next: boolean) => {
    const outcome = notifyOutcome(MSG.codRemittanceSettingsSaved, MSG.genericFailure);
    update(
      { toWallet: next, ...(company ? { company } : {}) },
      {
        onCompleted: (payload) => {
          if (payload.settings) setChecked(payload.settings.toWallet);
          outcome.onCompleted(payload);
        },
        onError: outcome.onError,
      },
    );
  };
  return (
    <HStack gap="3" borderWidth="1px" rounded="md" p="3" bg="bg" justify="space-between" flexWrap="wrap">
      <Switch.Root checked={checked} disabled={saving} onCheckedChange={(d) => change(d.checked)} aria-busy={saving}>
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label textStyle="sm">{label}</Switch.Label>
      </Switch.Root>
      {saving ? (
        <Spinner size="xs" aria-label="Saving" />
      ) : (
        <Text textStyle="xs" color="fg.muted">
          {checked
            ? 'Paid amounts are added to the wallet as a recharge (code 101).'
            : 'Paid amounts are sent to the bank account.'}
        </Text>
      )}
    </HStack>
  );
}

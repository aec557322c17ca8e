import { INDIAN_STATES, InvoicingInput, MSG } from '@parcelo/common';
import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InvoicingForm_company$key } from '../../__generated__/InvoicingForm_company.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useCompanyInvoicingUpdateMutation } from './useCompanyInvoicingUpdateMutation';

const fragment = graphql`
  fragment InvoicingForm_company on Company {
    invoicingComplete
    invoicing {
      legalName
      gstin
      pan
      addressLine1
      addressLine2
      city
      state
      pincode
      invoicePrefix
    }
  }
`;

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** The companyInvoicingUpdate form: legal name, GSTIN, PAN and the billing address. */
export function InvoicingForm({ company }: { company: InvoicingForm_company$key }) {
  const data = useFragment(fragment, company);
  const saved = data.invoicing;
  const [save, isSaving] = useCompanyInvoicingUpdateMutation();
  const form = useSchemaForm(InvoicingInput, {
    legalName: saved?.legalName ?? '',
    gstin: saved?.gstin ?? '',
    pan: saved?.pan ?? '',
    addressLine1: saved?.addressLine1 ?? '',
    addressLine2: saved?.addressLine2 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    pincode: saved?.pincode ?? '',
    invoicePrefix: saved?.invoicePrefix ?? '',
  });

  const submit = form.onSubmit((values) => {
    save(
      {
        legalName: values.legalName.trim(),
        gstin: values.gstin.trim().toUpperCase(),
        pan: values.pan.trim().toUpperCase(),
        addressLine1: values.addressLine1.trim(),
        addressLine2: values.addressLine2.trim(),
        city: values.city.trim(),
        state: values.state,
        pincode: values.pincode.trim(),
        invoicePrefix: (values.invoicePrefix ?? '').trim().toUpperCase() || null,
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: 'Invoice details saved.' });
        },
      },
    );
  });

  const upper = (name: 'gstin' | 'pan' | 'invoicePrefix') => ({
    ...form.field(name),
    onChange: (value: string) => form.setValue(name, value.toUpperCase()),
  });

  return (
    <Stack gap="4" maxW="3xl">
      {!data.invoicingComplete && <FormAlert status="info" message={MSG.invoicingGate} />}
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <FormAlert message={form.formError} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Legal name" autoComplete="organization" required {...form.field('legalName')} />
                <FormField
                  label="GSTIN"
                  maxLength={15}
                  autoComplete="off"
                  placeholder="22AAAAA0000A1ZC"
                  required
                  {...upper('gstin')}
                />
                <FormField
                  label="PAN"
                  maxLength={10}
                  autoComplete="off"
                  placeholder="AAAAA0000A"
                  required
                  {...upper('pan')}
                />
                <FormField
                  label="Address line 1"
                  autoComplete="address-line1"
                  required
                  {...form.field('addressLine1')}
                />
                <FormField
                  label="Address line 2"
                  autoComplete="address-line2"
                  required
                  {...form.field('addressLine2')}
                />
                <FormField label="City" autoComplete="address-level2" required {...form.field('city')} />
                <FormField
                  kind="select"
                  label="State"
                  placeholder="Select state"
                  options={STATE_OPTIONS}
                  required
                  {...form.field('state')}
                />
                <FormField
                  label="Pincode"
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="postal-code"
                  required
                  {...form.field('pincode')}
                />
                <FormField
                  label="Invoice prefix"
                  maxLength={4}
                  autoComplete="off"
                  placeholder="CPN"
                  helperText="Invoice numbers read PREFIX/YEAR/SERIAL, e.g. CPN/2627/00042. Empty uses your company's initials."
                  {...upper('invoicePrefix')}
                />
              </SimpleGrid>
              <div>
                <Button type="submit" loading={isSaving}>
                  Save invoice details
                </Button>
              </div>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

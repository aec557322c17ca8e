import { BankDetailsInput, MSG, PAYMENT_MSG } from '@parcelo/common';
import { Button, Card, DataList, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql } from 'react-relay';
import type { BankDetailsPageQuery } from '../../__generated__/BankDetailsPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { formatDateTime } from '../../lib/format';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { RouteTabs } from '../../lib/RouteTabs';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { PAYMENT_TABS } from '../../lib/sidebars';
import { useBankDetailsUpdateMutation } from './useBankDetailsUpdateMutation';

const query = graphql`
  query BankDetailsPageQuery {
    bankDetails {
      bankName
      accountNumberMasked
      ifscCode
      updatedAt
    }
  }
`;

export function bankDetailsLoader() {
  return loadRouteQuery<BankDetailsPageQuery>(query, {});
}

/** Billing > Payment > Bank details: where Parcelo pays the brand (COD remittances). */
export function BankDetailsPage() {
  const { bankDetails } = useRouteQuery<BankDetailsPageQuery>(query);
  const formId = useId();
  const [save, isSaving] = useBankDetailsUpdateMutation();
  // The account number is never sent back whole, so it is typed again to change anything.
  const form = useSchemaForm(BankDetailsInput, {
    bankName: bankDetails?.bankName ?? '',
    accountNumber: '',
    ifscCode: bankDetails?.ifscCode ?? '',
  });

  const submit = form.onSubmit((values) => {
    save(values, {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: PAYMENT_MSG.bankDetailsSaved });
        form.reset({ ...values, accountNumber: '' });
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <>
      <PageHeader title="Payment" description="The bank account your COD remittances are paid into." />
      <RouteTabs tabs={PAYMENT_TABS} />
      <Stack gap="5" maxW="3xl">
        {bankDetails && (
          <Card.Root as="section" aria-label="Saved bank details" size="sm">
            <Card.Body>
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>Bank</DataList.ItemLabel>
                  <DataList.ItemValue>{bankDetails.bankName}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Account number</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono">{bankDetails.accountNumberMasked}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>IFSC</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono">{bankDetails.ifscCode}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <Text textStyle="xs" color="fg.muted" mt="3">
                Last changed {formatDateTime(bankDetails.updatedAt)}
              </Text>
            </Card.Body>
          </Card.Root>
        )}
        <Card.Root as="section" aria-label="Bank details form">
          <Card.Header>
            <Card.Title as="h2" textStyle="md">
              {bankDetails ? 'Change bank details' : 'Add bank details'}
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <form id={formId} onSubmit={submit} noValidate>
              <Stack gap="4">
                <FormField label="Bank name" maxLength={100} required {...form.field('bankName')} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField
                    label="Account number"
                    inputMode="numeric"
                    maxLength={18}
                    autoComplete="off"
                    helperText={
                      bankDetails
                        ? `Saved: ${bankDetails.accountNumberMasked}. Type it in full to save.`
                        : '9 to 18 digits'
                    }
                    required
                    {...form.field('accountNumber')}
                  />
                  <FormField
                    label="IFSC code"
                    maxLength={11}
                    placeholder="HDFC0001234"
                    required
                    {...form.field('ifscCode')}
                  />
                </SimpleGrid>
                <FormAlert message={form.formError} />
                <Button type="submit" alignSelf="flex-start" loading={isSaving}>
                  Save bank details
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}

import { Box, DataList, Drawer, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceDrawer_collections$key } from '../../__generated__/InvoiceDrawer_collections.graphql';
import type { InvoiceDrawer_invoice$key } from '../../__generated__/InvoiceDrawer_invoice.graphql';
import type { InvoiceDrawerQuery } from '../../__generated__/InvoiceDrawerQuery.graphql';
import { formatDateTime, formatDay, formatPaise } from '../../lib/format';
import { DrawerDetail, DrawerSection, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { ProofLink } from '../../lib/ProofLink';
import { InvoiceCreditNotes } from '../d2rCreditNotes/InvoiceCreditNotes';
import { InvoiceStatusTags } from './InvoicesTable';
import { collectionMethodLabel, paymentModeLabel } from './invoiceList';

/** The drawer's own query, loaded when an invoice's row is clicked (or the URL names one). */
export const invoiceDrawerQuery = graphql`
  query InvoiceDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on D2rInvoice @alias(as: "invoice") {
        id
        ...InvoiceDrawer_invoice
      }
    }
  }
`;

const fragment = graphql`
  fragment InvoiceDrawer_invoice on D2rInvoice {
    invoiceId
    invoiceUrl
    shopOrderId
    createdAt
    retailerName
    retailerPhone
    salesman {
      name
      phone
    }
    paymentMode
    billedFrom
    finalPrice
    amountPaid
    credited
    outstanding
    dueDate
    overdue
    status
    isClosed
    handedOverAt
    closedAt
    ...InvoiceDrawer_collections
    ...InvoiceCreditNotes_invoice
  }
`;

// Its own fragment, so recording a payment brings the list up to date in an open drawer.
const collectionsFragment = graphql`
  fragment InvoiceDrawer_collections on D2rInvoice {
    invoiceId
    collections {
      id
      amount
      method
      reference
      proofUrl
      recordedBy
      createdAt
      salesman {
        name
      }
    }
  }
`;

/** An invoice's details: who owes what, when it falls due, who holds it, and what was collected. */
export function InvoiceDrawer(props: QueryDrawerState<InvoiceDrawerQuery>) {
  return (
    <QueryDrawer<InvoiceDrawerQuery>
      {...props}
      title="Invoice"
      query={invoiceDrawerQuery}
      size={{ base: 'full', md: 'lg' }}
    >
      {(data) => data.node?.invoice && <Details invoice={data.node.invoice} />}
    </QueryDrawer>
  );
}

function Details({ invoice }: { invoice: InvoiceDrawer_invoice$key }) {
  const i = useFragment(fragment, invoice);
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>Invoice {i.invoiceId}</Drawer.Title>
          <HStack gap="2">
            <InvoiceStatusTags status={i.status} isClosed={i.isClosed} />
            <Text textStyle="sm" color="fg.muted">
              {formatDateTime(i.createdAt)}
            </Text>
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <DataList.Root orientation="horizontal" gap="3">
            <DrawerDetail label="Retailer">
              {i.retailerName} · {i.retailerPhone}
            </DrawerDetail>
            <DrawerDetail label="Order">{i.shopOrderId}</DrawerDetail>
            <DrawerDetail label="Mode">{paymentModeLabel(i.paymentMode)}</DrawerDetail>
            <DrawerDetail label="Billed from">{i.billedFrom}</DrawerDetail>
            <DrawerDetail label="Final">{formatPaise(i.finalPrice)}</DrawerDetail>
            <DrawerDetail label="Paid">{formatPaise(i.amountPaid)}</DrawerDetail>
            <DrawerDetail label="Credited">{formatPaise(i.credited)}</DrawerDetail>
            <DrawerDetail label="Outstanding">{formatPaise(i.outstanding)}</DrawerDetail>
            <DrawerDetail label="Due">
              <Text as="span" color={i.overdue ? 'fg.error' : undefined}>
                {formatDay(i.dueDate)}
                {i.overdue ? ' (overdue)' : ''}
              </Text>
            </DrawerDetail>
            <DrawerDetail label="Salesman">
              {i.salesman ? `${i.salesman.name} · ${i.salesman.phone}` : '—'}
            </DrawerDetail>
            <DrawerDetail label="Handed over">{i.handedOverAt ? formatDateTime(i.handedOverAt) : '—'}</DrawerDetail>
            <DrawerDetail label="Closed">{i.closedAt ? formatDateTime(i.closedAt) : '—'}</DrawerDetail>
            {i.invoiceUrl && (
              <DrawerDetail label="Invoice PDF">
                <Link href={i.invoiceUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                  Open
                </Link>
              </DrawerDetail>
            )}
          </DataList.Root>
          <DrawerSection title="Collections">
            <Collections invoice={i} />
          </DrawerSection>
          <InvoiceCreditNotes invoice={i} />
        </Stack>
      </Drawer.Body>
    </>
  );
}

/** The payments collected against the invoice, oldest first, each with its proof. */
function Collections({ invoice }: { invoice: InvoiceDrawer_collections$key }) {
  const { invoiceId, collections } = useFragment(collectionsFragment, invoice);
  if (collections === null || collections === undefined)
    return <Text color="fg.muted">The collections cannot be shown just now.</Text>;
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={`Collections of ${invoiceId}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Method</Table.ColumnHeader>
              <Table.ColumnHeader>Reference</Table.ColumnHeader>
              <Table.ColumnHeader>Collected by</Table.ColumnHeader>
              <Table.ColumnHeader>Proof</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {collections.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} textAlign="center" py="6" color="fg.muted">
                  No payments yet
                </Table.Cell>
              </Table.Row>
            ) : (
              collections.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(c.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatPaise(c.amount)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{collectionMethodLabel(c.method)}</Table.Cell>
                  <Table.Cell>{c.reference || '—'}</Table.Cell>
                  <Table.Cell minW="28">
                    {c.salesman?.name ?? 'H/Q'}
                    <Text textStyle="xs" color="fg.muted">
                      Recorded by {c.recordedBy}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <ProofLink
                      storedUrl={c.proofUrl}
                      label={`Proof of ${formatPaise(c.amount)} on ${formatDateTime(c.createdAt)}`}
                    />
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

import { Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceCreditNotes_invoice$key } from '../../__generated__/InvoiceCreditNotes_invoice.graphql';
import { formatDate, formatPaise } from '../../lib/format';
import { DrawerSection } from '../../lib/QueryDrawer';
import { CreditNoteDialog } from './CreditNoteDialog';
import { creditReasonLabel } from './creditNoteList';

const fragment = graphql`
  fragment InvoiceCreditNotes_invoice on D2rInvoice {
    isClosed
    order {
      id
    }
    creditNotes {
      id
      creditNumber
      creditNoteUrl
      reason
      creditNoteFinalValue
      createdAt
    }
    ...CreditNoteDialog_invoice
  }
`;

/** An invoice's credit notes in its drawer, and the button that raises one while something is owed. */
export function InvoiceCreditNotes({ invoice }: { invoice: InvoiceCreditNotes_invoice$key }) {
  const i = useFragment(fragment, invoice);
  const [issuing, setIssuing] = useState(false);
  const notes = i.creditNotes;
  return (
    <DrawerSection title="Credit notes">
      <Stack gap="3">
        {notes == null ? (
          <Text color="fg.muted">Credit notes could not be loaded. Try again after some time.</Text>
        ) : notes.length === 0 ? (
          <Text color="fg.muted">No credit notes on this invoice.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Credit note</Table.ColumnHeader>
                  <Table.ColumnHeader>Reason</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {notes.map((n) => (
                  <Table.Row key={n.id}>
                    <Table.Cell whiteSpace="nowrap">
                      <Link href={n.creditNoteUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                        {n.creditNumber}
                      </Link>
                      <Text textStyle="xs" color="fg.muted">
                        {formatDate(n.createdAt)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{creditReasonLabel(n.reason)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatPaise(n.creditNoteFinalValue)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {/* Only an open invoice of an order still on record has anything left to credit. */}
        {!i.isClosed && i.order && (
          <HStack>
            <Button size="sm" variant="outline" onClick={() => setIssuing(true)}>
              Issue credit note
            </Button>
          </HStack>
        )}
      </Stack>
      <CreditNoteDialog invoice={i} open={issuing} onClose={() => setIssuing(false)} />
    </DrawerSection>
  );
}

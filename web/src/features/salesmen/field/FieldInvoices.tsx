import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  FieldInvoices_person$data,
  FieldInvoices_person$key,
} from '../../../__generated__/FieldInvoices_person.graphql';
import type { FieldInvoicesPaginationQuery } from '../../../__generated__/FieldInvoicesPaginationQuery.graphql';
import { formatDay, formatPaise } from '../../../lib/format';
import { RecordPaymentDialog } from '../../d2rInvoices';

const fragment = graphql`
  fragment FieldInvoices_person on FieldPerson
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    handedOverOn: { type: "String!" }
  )
  @refetchable(queryName: "FieldInvoicesPaginationQuery") {
    invoices(first: $first, after: $after, handedOverOn: $handedOverOn)
      @required(action: THROW)
      @connection(key: "FieldInvoices_invoices", filters: ["handedOverOn"]) {
      totalCount
      edges {
        node {
          id
          invoiceId
          retailerName
          outstanding
          dueDate
          overdue
          isClosed
        }
      }
    }
  }
`;

type Invoice = FieldInvoices_person$data['invoices']['edges'][number]['node'];

/** The invoices handed over to the salesman today, each with what is outstanding and a way to record a collection. */
export function FieldInvoices({ person }: { person: FieldInvoices_person$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FieldInvoicesPaginationQuery,
    FieldInvoices_person$key
  >(fragment, person);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const invoices = data.invoices.edges.map((e) => e.node);
  return (
    <Stack gap="3" as="section" aria-label="Today's invoices">
      <Heading as="h2" size="md">
        {`Today's invoices (${data.invoices.totalCount})`}
      </Heading>
      {invoices.length === 0 && <Text color="fg.muted">No invoices were handed over to you today.</Text>}
      {invoices.map((invoice) => (
        <Card.Root key={invoice.id} size="sm" aria-label={`Invoice ${invoice.invoiceId}`}>
          <Card.Body>
            <Stack gap="2">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Stack gap="0">
                  <Text fontWeight="medium">{invoice.retailerName}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {invoice.invoiceId} · due {formatDay(invoice.dueDate)}
                  </Text>
                </Stack>
                {invoice.isClosed ? (
                  <Badge colorPalette="green">Paid</Badge>
                ) : (
                  invoice.overdue && <Badge colorPalette="red">Overdue</Badge>
                )}
              </HStack>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text aria-label={`Outstanding on ${invoice.invoiceId}`} fontWeight="semibold">
                  {formatPaise(invoice.outstanding)} outstanding
                </Text>
                {!invoice.isClosed && (
                  <Button
                    size="md"
                    onClick={() => setPaying(invoice)}
                    aria-label={`Record collection on ${invoice.invoiceId}`}
                  >
                    Record collection
                  </Button>
                )}
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      {hasNext && (
        <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(20)}>
          Show more invoices
        </Button>
      )}
      <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} bySalesman />
    </Stack>
  );
}

import { MSG } from '@parcelo/common';
import { Badge, RadioGroup, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RateQuotesTable_quotes$key } from '../../__generated__/RateQuotesTable_quotes.graphql';
import { formatPaise } from '../../lib/format';

const fragment = graphql`
  fragment RateQuotesTable_quotes on DeliveryQuote @relay(plural: true) {
    deliveryPartner {
      id
      name
      courier {
        name
      }
    }
    serviceable
    reason
    codAvailable
    totalPaise
    days
  }
`;

interface Props {
  quotes: RateQuotesTable_quotes$key;
  /** Offers a choice among the serviceable partners (the order drawer's Ship with). */
  selected?: string | null;
  onSelect?: (partnerId: string) => void;
}

/** Partners' quotes as the server ranks them: cheapest first, those that cannot carry it last with why. */
export function RateQuotesTable({ quotes: key, selected, onSelect }: Props) {
  const quotes = useFragment(fragment, key);
  const choosing = Boolean(onSelect);
  const table = (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" aria-label="Delivery partner quotes">
        <Table.Header>
          <Table.Row>
            {choosing && <Table.ColumnHeader w="8" />}
            <Table.ColumnHeader>Partner</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Est. days</Table.ColumnHeader>
            <Table.ColumnHeader>COD</Table.ColumnHeader>
            <Table.ColumnHeader>Serviceable</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quotes.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={choosing ? 6 : 5} textAlign="center" py="6" color="fg.muted">
                {MSG.noActivePartners}
              </Table.Cell>
            </Table.Row>
          ) : (
            quotes.map((q) => (
              <Table.Row key={q.deliveryPartner.id} color={q.serviceable ? undefined : 'fg.muted'}>
                {choosing && (
                  <Table.Cell>
                    {q.serviceable && (
                      <RadioGroup.Item value={q.deliveryPartner.id}>
                        <RadioGroup.ItemHiddenInput aria-label={`Ship with ${q.deliveryPartner.name}`} />
                        <RadioGroup.ItemIndicator />
                      </RadioGroup.Item>
                    )}
                  </Table.Cell>
                )}
                <Table.Cell>
                  <Text fontWeight="medium">{q.deliveryPartner.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {q.deliveryPartner.courier.name}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {q.totalPaise === null || q.totalPaise === undefined ? '—' : formatPaise(q.totalPaise)}
                </Table.Cell>
                <Table.Cell textAlign="end">{q.days ?? '—'}</Table.Cell>
                <Table.Cell>{q.codAvailable ? 'Yes' : 'No'}</Table.Cell>
                <Table.Cell minW="40">
                  {q.serviceable ? (
                    <Badge colorPalette="green">Serviceable</Badge>
                  ) : (
                    <Text textStyle="sm">{q.reason}</Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
  if (!choosing) return table;
  return (
    <RadioGroup.Root value={selected ?? null} onValueChange={(d) => d.value && onSelect?.(d.value)}>
      {table}
    </RadioGroup.Root>
  );
}

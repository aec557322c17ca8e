import { Box, Text } from '@chakra-ui/react';
import { istToday } from '@parcelo/common';
import { graphql, useFragment } from 'react-relay';
import type { FieldSuggestedOrder_retailer$key } from '../../__generated__/FieldSuggestedOrder_retailer.graphql';
import { formatDay } from '../../lib/format';

const fragment = graphql`
  fragment FieldSuggestedOrder_retailer on StoreAddress {
    engineScore {
      suggestions {
        sku
        quantity
        dueDate
      }
    }
  }
`;

/** On a salesman's retailer card and beat: what the retailer is likely to order next, and by when (or since when). */
export function FieldSuggestedOrder({ retailer }: { retailer: FieldSuggestedOrder_retailer$key }) {
  const lines = useFragment(fragment, retailer).engineScore?.suggestions ?? [];
  if (!lines.length) return null;
  const today = istToday();
  return (
    <Box as="section" aria-label="Suggested next order" mt="2">
      <Text textStyle="sm" fontWeight="medium">
        Suggested next order
      </Text>
      {lines.map((l) => (
        <Text key={l.sku} textStyle="sm" color="fg.muted">
          {`${l.sku} × ${l.quantity} ${l.dueDate < today ? 'due since' : 'by'} ${formatDay(l.dueDate)}`}
        </Text>
      ))}
    </Box>
  );
}

import { UNDELIVERED_REASONS } from '@parcelo/common';
import { Box, Card, Grid } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CustomerRequestLinkOrderDetails_request$key } from '../../__generated__/CustomerRequestLinkOrderDetails_request.graphql';
import { CustomerRequestLinkAddress } from './CustomerRequestLinkAddress';
import { labelOf } from './customerRequestLabels';

const fragment = graphql`
  fragment CustomerRequestLinkOrderDetails_request on PublicCustomerRequest {
    buyerName
    buyerPhone
    address {
      ...CustomerRequestLinkAddress_address
    }
    orderNumber
    awb
    undeliveredReason
  }
`;

/** Label and value rows, stacked on phones and side by side on wider screens. */
export function CustomerRequestLinkDataList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '3' }}>
      {rows.map(({ label, value }) => (
        <Fragment key={label}>
          <Box as="dt" color="fg.muted" textStyle="sm" mt={{ base: '2', sm: '0' }}>
            {label}
          </Box>
          <Box as="dd" wordBreak="break-word">
            {value}
          </Box>
        </Fragment>
      ))}
    </Grid>
  );
}

/** The buyer's order as the courier has it, and why the delivery failed. */
export function CustomerRequestLinkOrderDetails({ request }: { request: CustomerRequestLinkOrderDetails_request$key }) {
  const data = useFragment(fragment, request);
  return (
    <Card.Root as="section" aria-labelledby="order-details-heading">
      <Card.Header>
        <Card.Title as="h2" id="order-details-heading" textStyle="lg">
          Order Details
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <CustomerRequestLinkDataList
          rows={[
            { label: 'Buyer name', value: data.buyerName },
            { label: 'Phone number', value: data.buyerPhone },
            { label: 'Address', value: <CustomerRequestLinkAddress address={data.address} /> },
            { label: 'Order number', value: data.orderNumber },
            { label: 'AWB', value: data.awb ?? '—' },
            { label: 'Why delivery failed', value: labelOf(UNDELIVERED_REASONS, data.undeliveredReason) },
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

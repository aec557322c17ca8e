import { CANCEL_ISSUE_TYPES, REQUEST_TYPES } from '@parcelo/common';
import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CustomerRequestLinkDetails_request$key } from '../../__generated__/CustomerRequestLinkDetails_request.graphql';
import { formatDateTime, formatDay } from '../../lib/format';
import { labelOf } from './customerRequestLabels';
import { CustomerRequestLinkAddress } from './CustomerRequestLinkAddress';
import { CustomerRequestLinkDataList } from './CustomerRequestLinkOrderDetails';

const fragment = graphql`
  fragment CustomerRequestLinkDetails_request on PublicCustomerRequest {
    requestType
    alternatePhone
    alternateAddress {
      ...CustomerRequestLinkAddress_address
    }
    deferredDeliveryDate
    issueType
    issueDescription
    filledAt
  }
`;

/** What the buyer asked for, read-only (a FILLED link shows its details). */
export function CustomerRequestLinkDetails({ request }: { request: CustomerRequestLinkDetails_request$key }) {
  const data = useFragment(fragment, request);
  const rows: { label: string; value: ReactNode }[] = [];
  if (data.requestType) rows.push({ label: 'Request', value: labelOf(REQUEST_TYPES, data.requestType) });
  if (data.alternatePhone) rows.push({ label: 'Alternate phone', value: data.alternatePhone });
  if (data.alternateAddress) {
    rows.push({
      label: 'Alternate address',
      value: <CustomerRequestLinkAddress address={data.alternateAddress} />,
    });
  }
  // A calendar day in India: read at Indian midnight so no time zone moves it.
  if (data.deferredDeliveryDate) rows.push({ label: 'Deliver on', value: formatDay(data.deferredDeliveryDate) });
  if (data.issueType) rows.push({ label: 'Reason', value: labelOf(CANCEL_ISSUE_TYPES, data.issueType) });
  if (data.issueDescription)
    rows.push({ label: 'Description', value: <Text whiteSpace="pre-wrap">{data.issueDescription}</Text> });
  if (data.filledAt) rows.push({ label: 'Sent on', value: formatDateTime(data.filledAt) });

  return (
    <Card.Root as="section" aria-labelledby="request-details-heading">
      <Card.Header>
        <Card.Title as="h2" id="request-details-heading" textStyle="lg">
          Your request
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <CustomerRequestLinkDataList rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}

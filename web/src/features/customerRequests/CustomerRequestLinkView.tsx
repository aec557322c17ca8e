import { MSG } from '@parcelo/common';
import { Alert, Card, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CustomerRequestLinkView_link$key } from '../../__generated__/CustomerRequestLinkView_link.graphql';
import { formatDateTime } from '../../lib/format';
import { PublicPage } from '../../lib/PublicPage';
import { CustomerRequestForm } from './CustomerRequestForm';
import { CustomerRequestLinkDetails } from './CustomerRequestLinkDetails';
import { CustomerRequestLinkOrderDetails } from './CustomerRequestLinkOrderDetails';

const fragment = graphql`
  fragment CustomerRequestLinkView_link on CustomerRequestLink {
    state
    request {
      expiresAt
      brand {
        ...PublicPage_brand
      }
      ...CustomerRequestLinkOrderDetails_request
      ...CustomerRequestLinkDetails_request
    }
  }
`;

export interface CustomerRequestLinkNotice {
  status: 'success' | 'info' | 'warning';
  message: string;
}

interface Props {
  link: CustomerRequestLinkView_link$key;
  token: string;
  /** Said above everything else: the outcome of the answer just sent, when there is one. */
  notice: CustomerRequestLinkNotice | null;
  onAnswered: (link: CustomerRequestLinkView_link$key, problem: string | null) => void;
}

/**
 * A buyer's link in whichever state it is: the form while OPEN, the answer once FILLED,
 * the order alone when EXPIRED, and a plain explanation when INVALID.
 */
export function CustomerRequestLinkView({ link, token, notice, onAnswered }: Props) {
  const data = useFragment(fragment, link);
  const request = data.request;

  if (data.state === 'INVALID' || !request) {
    return (
      <PublicPage brand={null} title="This link is not valid">
        <Card.Root>
          <Card.Body>
            <Text>{MSG.requestLinkInvalid}</Text>
          </Card.Body>
        </Card.Root>
      </PublicPage>
    );
  }

  const orderDetails = <CustomerRequestLinkOrderDetails request={request} />;

  if (data.state === 'OPEN') {
    return (
      <PublicPage brand={request.brand ?? null} title="Your order could not be delivered">
        <Text color="fg.muted">{`Tell us what to do with your order. This link works until ${formatDateTime(request.expiresAt)}.`}</Text>
        {notice && <CustomerRequestLinkAlert notice={notice} />}
        {orderDetails}
        <CustomerRequestForm token={token} onAnswered={onAnswered} />
      </PublicPage>
    );
  }

  if (data.state === 'FILLED') {
    return (
      <PublicPage brand={request.brand ?? null} title="We have your request">
        <CustomerRequestLinkAlert notice={notice ?? { status: 'info', message: MSG.requestAlreadyFilled }} />
        <CustomerRequestLinkDetails request={request} />
        {orderDetails}
      </PublicPage>
    );
  }

  return (
    <PublicPage brand={request.brand ?? null} title="This link has expired">
      <CustomerRequestLinkAlert notice={notice ?? { status: 'warning', message: MSG.requestLinkExpired }} />
      {orderDetails}
    </PublicPage>
  );
}

function CustomerRequestLinkAlert({ notice }: { notice: CustomerRequestLinkNotice }) {
  return (
    <Alert.Root status={notice.status} role="status">
      <Alert.Indicator />
      <Alert.Description>{notice.message}</Alert.Description>
    </Alert.Root>
  );
}

import { PAYMENT_MSG } from '@parcelo/common';
import { Alert, Button, Card, DataList, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { PayLinkPageQuery } from '../../__generated__/PayLinkPageQuery.graphql';
import type { PayLinkView_link$key } from '../../__generated__/PayLinkView_link.graphql';
import { formatPaise } from '../../lib/format';
import { PublicPage } from '../../lib/PublicPage';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { usePaymentLinkPayMutation } from './usePaymentLinkPayMutation';

const query = graphql`
  query PayLinkPageQuery($id: String!) {
    paymentLink(id: $id) {
      ...PayLinkView_link
    }
  }
`;

const fragment = graphql`
  fragment PayLinkView_link on PaymentLink {
    state
    request {
      amount
      message
      brand {
        name
        ...PublicPage_brand
      }
    }
  }
`;

/** Public: no sign-in, so no guard; the server answers INVALID for an unknown id. */
export function payLinkLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<PayLinkPageQuery>(query, { id: params.id ?? '' });
}

interface Notice {
  status: 'success' | 'info' | 'warning';
  message: string;
}

interface Answered {
  id: string;
  link: PayLinkView_link$key;
  notice: Notice;
}

/**
 * /pay/:id, the page a payment request's text or e-mail links to. Once paid, the link the
 * server returns replaces the loaded one: it has no id through which the store could update it.
 */
export function PayLinkPage() {
  const data = useRouteQuery<PayLinkPageQuery>(query);
  const id = useParams().id ?? '';
  const [answered, setAnswered] = useState<Answered | null>(null);
  const current = answered?.id === id ? answered : null;
  return (
    <PayLinkView
      id={id}
      link={current?.link ?? data.paymentLink}
      notice={current?.notice ?? null}
      onAnswered={(link, notice) => setAnswered({ id, link, notice })}
    />
  );
}

function PayLinkView({
  id,
  link,
  notice,
  onAnswered,
}: {
  id: string;
  link: PayLinkView_link$key;
  notice: Notice | null;
  onAnswered: (link: PayLinkView_link$key, notice: Notice) => void;
}) {
  const data = useFragment(fragment, link);
  const [pay, paying] = usePaymentLinkPayMutation();
  const request = data.request;

  if (data.state === 'INVALID' || !request) {
    return (
      <PublicPage brand={null} title="Payment link">
        <Card.Root>
          <Card.Body>
            <Text>{PAYMENT_MSG.paymentLinkInvalid}</Text>
          </Card.Body>
        </Card.Root>
      </PublicPage>
    );
  }

  const amount = formatPaise(request.amount);
  const brandName = request.brand?.name ?? 'the seller';
  const onPay = () =>
    pay(
      { id },
      {
        onCompleted: (payload) => {
          if (payload.redirectUrl) {
            window.location.assign(payload.redirectUrl);
            return;
          }
          const problem = payload.userErrors[0]?.message ?? null;
          if (payload.link)
            onAnswered(
              payload.link,
              problem
                ? { status: 'warning', message: problem }
                : { status: 'success', message: PAYMENT_MSG.paymentLinkPaid },
            );
        },
      },
    );

  const stateNotice: Notice | null =
    data.state === 'PAID'
      ? { status: 'info', message: PAYMENT_MSG.paymentLinkAlreadyPaid }
      : data.state === 'FAILED'
        ? { status: 'warning', message: PAYMENT_MSG.paymentLinkClosed }
        : null;
  const shown = notice ?? stateNotice;

  return (
    <PublicPage brand={request.brand ?? null} title={`Pay ${brandName}`} width="lg">
      {shown && (
        <Alert.Root status={shown.status}>
          <Alert.Indicator />
          <Alert.Title>{shown.message}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body gap="4">
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Paying</DataList.ItemLabel>
              <DataList.ItemValue>{brandName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Amount</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{amount}</DataList.ItemValue>
            </DataList.Item>
            {request.message && (
              <DataList.Item>
                <DataList.ItemLabel>Message</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-wrap">{request.message}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Status</DataList.ItemLabel>
              <DataList.ItemValue>
                {data.state === 'PAID' ? 'Paid' : data.state === 'FAILED' ? 'Failed or expired' : 'Awaiting payment'}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {data.state === 'PENDING' && (
            <Button colorPalette="blue" size="lg" loading={paying} onClick={onPay}>
              {`Pay ${amount}`}
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </PublicPage>
  );
}

import { MSG } from '@parcelo/common';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { CustomerRequestLinkView_link$key } from '../../__generated__/CustomerRequestLinkView_link.graphql';
import type { CustomerRequestPageQuery } from '../../__generated__/CustomerRequestPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { CustomerRequestLinkView, type CustomerRequestLinkNotice } from './CustomerRequestLinkView';

const query = graphql`
  query CustomerRequestPageQuery($token: String!) {
    customerRequestLink(token: $token) @required(action: THROW) {
      ...CustomerRequestLinkView_link
    }
  }
`;

/** Public: no sign-in, so no guard; the server answers INVALID for an unknown token. */
export function customerRequestLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<CustomerRequestPageQuery>(query, { token: params.token ?? '' });
}

interface Answered {
  token: string;
  link: CustomerRequestLinkView_link$key;
  notice: CustomerRequestLinkNotice;
}

/**
 * /customer-request/:token, the page a buyer reaches from the message sent after a failed
 * delivery (customer request). Once answered, the link the server returns
 * replaces the loaded one: it has no id through which the store could update the query.
 */
export function CustomerRequestPage() {
  const data = useRouteQuery<CustomerRequestPageQuery>(query);
  const token = useParams().token ?? '';
  const [answered, setAnswered] = useState<Answered | null>(null);
  const current = answered?.token === token ? answered : null;

  const onAnswered = (link: CustomerRequestLinkView_link$key, problem: string | null) => {
    setAnswered({
      token,
      link,
      notice: problem ? { status: 'warning', message: problem } : { status: 'success', message: MSG.requestSubmitted },
    });
    // On a phone the submit button sits far down; the outcome is shown at the top.
    window.scrollTo({ top: 0 });
  };

  return (
    <CustomerRequestLinkView
      link={current?.link ?? data.customerRequestLink}
      token={token}
      notice={current?.notice ?? null}
      onAnswered={onAnswered}
    />
  );
}

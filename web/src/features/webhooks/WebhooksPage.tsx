import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { WebhookDrawerQuery } from '../../__generated__/WebhookDrawerQuery.graphql';
import type { WebhooksPageQuery } from '../../__generated__/WebhooksPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { RouteTabs } from '../../lib/RouteTabs';
import { API_TABS } from '../../lib/sidebars';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { WebhookDrawer, webhookDrawerQuery } from './WebhookDrawer';
import { WebhooksTable } from './WebhooksTable';

const query = graphql`
  query WebhooksPageQuery {
    viewer {
      company {
        ...WebhooksTable_company
      }
    }
  }
`;

export function webhooksLoader() {
  return loadRouteQuery<WebhooksPageQuery>(query, {});
}

/** /settings/api/webhooks: the addresses the company's order status changes are posted to, with their logs. */
export function WebhooksPage() {
  const data = useRouteQuery<WebhooksPageQuery>(query);
  const { openId, open, drawer } = useUrlDrawer<WebhookDrawerQuery>('webhook', webhookDrawerQuery);
  const company = data.viewer?.company;
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Order status changes are posted to these addresses, signed with each webhook's secret."
      />
      <RouteTabs tabs={API_TABS} />
      {company ? (
        <WebhooksTable company={company} onOpen={open} openId={openId} />
      ) : (
        <Text color="fg.muted">Webhooks belong to a seller's company.</Text>
      )}
      <WebhookDrawer {...drawer} />
    </>
  );
}

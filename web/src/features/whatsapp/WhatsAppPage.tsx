import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { WhatsAppPageQuery } from '../../__generated__/WhatsAppPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { WhatsAppService } from './WhatsAppService';

const query = graphql`
  query WhatsAppPageQuery {
    viewer {
      company {
        ...WhatsAppService_company
      }
    }
  }
`;

export function whatsAppLoader() {
  return loadRouteQuery<WhatsAppPageQuery>(query, {});
}

/** /settings/whatsapp: the seller's WhatsApp account and message templates. */
export function WhatsAppPage() {
  const data = useRouteQuery<WhatsAppPageQuery>(query);
  const company = data.viewer?.company;
  return (
    <>
      <PageHeader
        title="WhatsApp service"
        description="Text your buyers on WhatsApp from your own business number, in your own words."
      />
      {company ? (
        <WhatsAppService company={company} />
      ) : (
        <Text color="fg.muted">The WhatsApp service belongs to a seller's company.</Text>
      )}
    </>
  );
}

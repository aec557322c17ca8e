import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BrandsWhatsAppPageQuery } from '../../__generated__/BrandsWhatsAppPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { brandsCompany, useBrandsCompany } from '../../lib/brandsParams';
import { WhatsAppService } from './WhatsAppService';

const query = graphql`
  query BrandsWhatsAppPageQuery($company: ID!) {
    node(id: $company) {
      ...WhatsAppService_company @alias(as: "company")
    }
  }
`;

export function brandsWhatsAppLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<BrandsWhatsAppPageQuery>(query, { company: brandsCompany(request)! });
}

/** Brands > Whatsapp Service: the chosen brand's WhatsApp account and templates, as its seller sees them. */
export function BrandsWhatsAppPage() {
  const data = useRouteQuery<BrandsWhatsAppPageQuery>(query);
  const company = useBrandsCompany();
  return data.node?.company ? (
    <WhatsAppService key={company} company={data.node.company} />
  ) : (
    <Text color="fg.muted">This brand could not be found.</Text>
  );
}

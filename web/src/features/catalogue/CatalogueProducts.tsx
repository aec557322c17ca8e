import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CatalogueProductDrawerQuery } from '../../__generated__/CatalogueProductDrawerQuery.graphql';
import type { CatalogueProducts_query$key } from '../../__generated__/CatalogueProducts_query.graphql';
import { useDrawerQuery } from '../../lib/QueryDrawer';
import { CatalogueProductDrawer, catalogueProductDrawerQuery } from './CatalogueProductDrawer';
import { CatalogueTable } from './CatalogueTable';

const fragment = graphql`
  fragment CatalogueProducts_query on Query @argumentDefinitions(company: { type: "ID" }) {
    ...CatalogueTable_query @arguments(company: $company)
  }
`;

interface Props {
  query: CatalogueProducts_query$key;
  /** The company an admin works on; none for sellers. */
  company?: string | null | undefined;
  /** Admins see the WSIN mapping controls in the drawer. */
  adminView: boolean;
}

/**
 * The catalogue list and its product drawer, for the seller's /catalogs and the admin's
 * Brands > Products. A row's drawer loads its own query from the click.
 */
export function CatalogueProducts({ query, company, adminView }: Props) {
  const data = useFragment(fragment, query);
  const [openId, setOpenId] = useState<string | null>(null);
  const { load, drawer } = useDrawerQuery<CatalogueProductDrawerQuery>(catalogueProductDrawerQuery, openId, () =>
    setOpenId(null),
  );

  const openProduct = (id: string) => {
    load(id);
    setOpenId(id);
  };

  return (
    <>
      <CatalogueTable query={data} company={company} openProductId={openId} onOpenProduct={openProduct} />
      <CatalogueProductDrawer {...drawer} adminView={adminView} />
    </>
  );
}

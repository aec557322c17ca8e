import { lazy, useEffect } from 'react';
import { graphql } from 'react-relay';
import type { OrderDrawerQuery } from '../../__generated__/OrderDrawerQuery.graphql';
import { QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';

/** The drawer's own query, loaded when a row is opened (or the URL names an order). */
export const orderDrawerQuery = graphql`
  query OrderDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on Order @alias(as: "order") {
        ...OrderDrawerDetails_order
        ...OrderDrawerDetails_lists
      }
    }
    ...OrderDrawerDetails_query
  }
`;

/** The details' module: downloaded with the first order opened, beside that order's query. */
const loadDetails = () => import('./OrderDrawerDetails');
const OrderDrawerDetails = lazy(async () => ({ default: (await loadDetails()).OrderDrawerDetails }));

type Props = QueryDrawerState<OrderDrawerQuery>;

/** The order detail drawer. */
export function OrderDrawer(props: Props) {
  const { open } = props;
  useEffect(() => {
    if (open) void loadDetails();
  }, [open]);
  return (
    <QueryDrawer<OrderDrawerQuery> {...props} title="Order" query={orderDrawerQuery}>
      {(data) =>
        data.node?.order && <OrderDrawerDetails order={data.node.order} lists={data.node.order} query={data} />
      }
    </QueryDrawer>
  );
}

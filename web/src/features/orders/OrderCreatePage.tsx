import { Box, Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { OrderCreatePageQuery } from '../../__generated__/OrderCreatePageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { OrderCreateForm } from './OrderCreateForm';

const query = graphql`
  query OrderCreatePageQuery {
    ...OrderCreateForm_query
  }
`;

export function orderCreateLoader() {
  return loadRouteQuery<OrderCreatePageQuery>(query, {});
}

/** /orders/new: the manual order form. */
export function OrderCreatePage() {
  const data = useRouteQuery<OrderCreatePageQuery>(query);
  return (
    <Box maxW="4xl">
      <PageHeader
        title="Create Order"
        actions={
          <Button variant="outline" asChild>
            <RouterLink to="/orders">Back to orders</RouterLink>
          </Button>
        }
      />
      <OrderCreateForm query={data} />
    </Box>
  );
}

import { useCallback, useMemo, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { useAttachableWarehousesRefetchQuery } from '../../__generated__/useAttachableWarehousesRefetchQuery.graphql';
import type { useAttachableWarehouses_query$key } from '../../__generated__/useAttachableWarehouses_query.graphql';
import type { Option } from '../../lib/FormField';
import { readWarehouseOption } from './useWarehouseOptions';

const fragment = graphql`
  fragment useAttachableWarehouses_query on Query
  @argumentDefinitions(company: { type: "ID!" })
  @refetchable(queryName: "useAttachableWarehousesRefetchQuery") {
    attachable: warehouses(first: 100, attachableTo: $company) {
      edges {
        node {
          ...useWarehouseOptions_warehouse
        }
      }
    }
  }
`;

/**
 * The warehouses an admin may attach to the brand: those it has not got already (the server
 * leaves them out). `refresh` asks again once one is attached, so it leaves the choices.
 */
export function useAttachableWarehouses(query: useAttachableWarehouses_query$key) {
  const [data, refetch] = useRefetchableFragment<
    useAttachableWarehousesRefetchQuery,
    useAttachableWarehouses_query$key
  >(fragment, query);
  const [, startTransition] = useTransition();
  const options: readonly Option[] = useMemo(
    () => (data.attachable?.edges ?? []).map((edge) => readWarehouseOption(edge.node)),
    [data.attachable],
  );
  const refresh = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  return [options, refresh] as const;
}

import { useMemo } from 'react';
import { graphql, readInlineData, useFragment } from 'react-relay';
import type { useWarehouseOptions_query$key } from '../../__generated__/useWarehouseOptions_query.graphql';
import type { useWarehouseOptions_warehouse$key } from '../../__generated__/useWarehouseOptions_warehouse.graphql';
import type { Option } from '../../lib/FormField';

const fragment = graphql`
  fragment useWarehouseOptions_query on Query {
    warehouses(first: 50) {
      edges {
        node {
          ...useWarehouseOptions_warehouse
        }
      }
    }
  }
`;

const optionFragment = graphql`
  fragment useWarehouseOptions_warehouse on Warehouse @inline {
    id
    name
    address {
      city
    }
  }
`;

/** A warehouse as a select names it: "Delhi Central (New Delhi)". */
export function warehouseOptionLabel(warehouse: {
  readonly name: string;
  readonly address: { readonly city: string };
}): string {
  return `${warehouse.name} (${warehouse.address.city})`;
}

/** A warehouse as one option of a warehouse select. */
export function readWarehouseOption(warehouse: useWarehouseOptions_warehouse$key): Option {
  const data = readInlineData(optionFragment, warehouse);
  return { value: data.id, label: warehouseOptionLabel(data) };
}

/** The viewer's warehouses (the first 50) as the options of a warehouse select. */
export function useWarehouseOptions(query: useWarehouseOptions_query$key): readonly Option[] {
  const { warehouses } = useFragment(fragment, query);
  return useMemo(() => (warehouses?.edges ?? []).map((edge) => readWarehouseOption(edge.node)), [warehouses]);
}

import { MSG } from '@parcelo/common';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SalesmanSelectQuery } from '../../__generated__/SalesmanSelectQuery.graphql';
import { FormField } from '../../lib/FormField';

// The brand's active salesmen, the most a retailer's form offers.
const query = graphql`
  query SalesmanSelectQuery($company: ID!) {
    salesmen(company: $company, active: true, first: 300, sort: { by: NAME, order: ASC }) {
      edges {
        node {
          id
          name
          phone
        }
      }
    }
  }
`;

interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

interface Props {
  /** The brand whose salesmen are offered ('' before one is chosen). */
  company: string;
  field: FieldProps;
  /** An order must name its salesman; a retailer may have none. */
  required?: boolean;
  /** What the select is for, when not simply 'Salesman' (a payment's 'Collected by'). */
  label?: string;
  /** A list's filter: none chosen reads 'All salesmen', and needs no 'Optional' under it. */
  filter?: boolean;
}

/** The salesman who calls on a retailer: one of the brand's active salesmen, or none. */
export function SalesmanSelect({ company, field, required = false, label = 'Salesman', filter = false }: Props) {
  const empty = (
    <FormField
      kind="select"
      label={label}
      options={[]}
      placeholder={filter ? ALL : MSG.selectSalesman}
      disabled
      required={required}
      {...field}
    />
  );
  if (!company) return empty;
  return (
    <Suspense fallback={empty}>
      <Options company={company} field={field} required={required} label={label} filter={filter} />
    </Suspense>
  );
}

const ALL = 'All salesmen';

function Options({ company, field, required, label, filter }: Props) {
  const data = useLazyLoadQuery<SalesmanSelectQuery>(query, { company }, { fetchPolicy: 'store-and-network' });
  const options = (data.salesmen?.edges ?? []).map(({ node }) => ({
    value: node.id,
    label: `${node.name} (${node.phone})`,
  }));
  return (
    <FormField
      kind="select"
      label={label ?? 'Salesman'}
      options={options}
      placeholder={filter ? ALL : MSG.selectSalesman}
      {...(required ? { required } : filter ? {} : { helperText: 'Optional' })}
      {...field}
    />
  );
}

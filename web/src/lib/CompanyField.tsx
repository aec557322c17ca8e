import { Field, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanyFieldQuery } from '../__generated__/CompanyFieldQuery.graphql';
import { CompanySearch } from './CompanySearch';

// The chosen company's name for the search box, by its id.
const query = graphql`
  query CompanyFieldQuery($id: ID!, $chosen: Boolean!) {
    node(id: $id) @include(if: $chosen) {
      ... on Company @alias(as: "company") {
        id
        ...CompanySearch_company
      }
    }
  }
`;

interface Props {
  /** The chosen company's id ('' for none), e.g. `form.field('company').value`. */
  value: string;
  onChange: (companyId: string) => void;
  error?: string | undefined;
}

/**
 * A form's brand: the company search (type a name or code, pick one), its error under it. A
 * form opened on a brand's list starts with that brand.
 */
export function CompanyField({ value, onChange, error }: Props) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Suspense fallback={<Spinner size="sm" aria-label="Loading company" />}>
        <ChosenCompany value={value} onChange={onChange} />
      </Suspense>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function ChosenCompany({ value, onChange }: Omit<Props, 'error'>) {
  const data = useLazyLoadQuery<CompanyFieldQuery>(
    query,
    { id: value, chosen: value !== '' },
    { fetchPolicy: 'store-or-network' },
  );
  const company = data.node?.company ?? null;
  // A new company gets a fresh box showing its name.
  return <CompanySearch key={company?.id ?? 'none'} company={company} onSelect={onChange} />;
}

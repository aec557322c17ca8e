import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PromoterStockFiltersQuery } from '../../__generated__/PromoterStockFiltersQuery.graphql';
import { FormField } from '../../lib/FormField';

// A brand's promoters and retailers to narrow the counts to, by name: the most one list answers.
const query = graphql`
  query PromoterStockFiltersQuery($company: ID!) {
    promoters(company: $company, first: 300, sort: { by: NAME, order: ASC }) {
      edges {
        node {
          id
          name
          phone
        }
      }
    }
    retailers(company: $company, first: 300, sort: { by: NAME, order: ASC }) {
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

interface Props {
  company: string;
  promoter: string | null;
  retailer: string | null;
  onChange: (patch: { promoter?: string | null; retailer?: string | null }) => void;
}

const width = { base: 'full', md: '52' } as const;

/** The promoter and retailer filters of one brand's counts: 'All' unless one is picked. */
export function PromoterStockFilters(props: Props) {
  const empty = (
    <>
      <Box w={width}>
        <FormField
          kind="select"
          label="Promoter"
          name="promoter"
          value=""
          options={[]}
          placeholder="All"
          onChange={() => undefined}
          disabled
        />
      </Box>
      <Box w={width}>
        <FormField
          kind="select"
          label="Retailer"
          name="retailer"
          value=""
          options={[]}
          placeholder="All"
          onChange={() => undefined}
          disabled
        />
      </Box>
    </>
  );
  return (
    <Suspense fallback={empty}>
      <Options {...props} />
    </Suspense>
  );
}

function Options({ company, promoter, retailer, onChange }: Props) {
  const data = useLazyLoadQuery<PromoterStockFiltersQuery>(query, { company }, { fetchPolicy: 'store-and-network' });
  const option = ({ node }: { node: { id: string; name: string; phone: string } }) => ({
    value: node.id,
    label: `${node.name} (${node.phone})`,
  });
  return (
    <>
      <Box w={width}>
        <FormField
          kind="select"
          label="Promoter"
          name="promoter"
          value={promoter ?? ''}
          options={(data.promoters?.edges ?? []).map(option)}
          placeholder="All"
          onChange={(value) => onChange({ promoter: value || null })}
        />
      </Box>
      <Box w={width}>
        <FormField
          kind="select"
          label="Retailer"
          name="retailer"
          value={retailer ?? ''}
          options={(data.retailers?.edges ?? []).map(option)}
          placeholder="All"
          onChange={(value) => onChange({ retailer: value || null })}
        />
      </Box>
    </>
  );
}

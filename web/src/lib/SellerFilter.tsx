import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SellerFilter_viewer$key } from '../__generated__/SellerFilter_viewer.graphql';
import { FormField } from './FormField';

const fragment = graphql`
  fragment SellerFilter_viewer on Viewer {
    userType
    sellers {
      id
      name
    }
  }
`;

/**
 * Whether the viewer works for several sellers (a warehouse operator): its lists then name
 * each row's seller and offer this filter.
 */
export function useWorksForSellers(viewer: SellerFilter_viewer$key | null | undefined): boolean {
  const data = useFragment(fragment, viewer ?? null);
  return data?.userType === 'WAREHOUSE';
}

interface Props {
  viewer: SellerFilter_viewer$key | null | undefined;
  /** A seller's id, or '' for every seller. */
  value: string;
  onChange: (seller: string) => void;
}

/** A warehouse operator's seller filter; nothing for anyone else. */
export function SellerFilter({ viewer, value, onChange }: Props) {
  const data = useFragment(fragment, viewer ?? null);
  if (data?.userType !== 'WAREHOUSE') return null;
  const options = [
    { value: '', label: 'All sellers' },
    ...(data.sellers ?? []).map((seller) => ({ value: seller.id, label: seller.name })),
  ];
  return (
    <Box w={{ base: 'full', md: '48' }}>
      <FormField kind="select" label="Seller" name="seller" value={value} onChange={onChange} options={options} />
    </Box>
  );
}

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
  /** A seller's id, or '' for every seller (or none chosen yet). */
  value: string;
  onChange: (seller: string) => void;
  /** For a form that works for one seller: no 'All sellers', and the field's error. */
  choose?: boolean;
  error?: string | undefined;
}

/** A warehouse operator's seller filter (or choice, in a form); nothing for anyone else. */
export function SellerFilter({ viewer, value, onChange, choose = false, error }: Props) {
  const data = useFragment(fragment, viewer ?? null);
  if (data?.userType !== 'WAREHOUSE') return null;
  const sellers = (data.sellers ?? []).map((seller) => ({ value: seller.id, label: seller.name }));
  const field = (
    <FormField
      kind="select"
      label="Seller"
      name="seller"
      value={value}
      onChange={onChange}
      options={choose ? sellers : [{ value: '', label: 'All sellers' }, ...sellers]}
      {...(choose ? { placeholder: 'Select a seller', error } : {})}
    />
  );
  return choose ? field : <Box w={{ base: 'full', md: '48' }}>{field}</Box>;
}

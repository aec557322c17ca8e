import { Box, Button, HStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { BrandFilter_company$key } from '../__generated__/BrandFilter_company.graphql';
import { CompanySearch } from './CompanySearch';

const fragment = graphql`
  fragment BrandFilter_company on Company {
    id
    ...CompanySearch_company
  }
`;

interface Props {
  /** The brand the list shows, as the page's query read it; null for every brand. */
  company: BrandFilter_company$key | null;
  /** Whether the URL names a brand (it may not have loaded yet). */
  chosen: boolean;
  /** A brand picked, or null for "All brands". */
  onSelect: (company: string | null) => void;
}

/** An admin list's brand filter: the company search, and "All brands" once one is chosen. */
export function BrandFilter({ company, chosen, onSelect }: Props) {
  const brand = useFragment(fragment, company);
  return (
    <HStack gap="2" align="flex-end" w={{ base: 'full', md: '80' }}>
      <Box flex="1">
        {/* A new company gets a fresh box showing its name. */}
        <CompanySearch key={brand?.id ?? 'none'} company={brand ?? null} onSelect={onSelect} />
      </Box>
      {chosen && (
        <Button variant="ghost" onClick={() => onSelect(null)}>
          All brands
        </Button>
      )}
    </HStack>
  );
}

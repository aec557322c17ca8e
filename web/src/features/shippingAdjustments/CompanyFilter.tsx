import { Box, Button, HStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyFilter_company$key } from '../../__generated__/CompanyFilter_company.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import type { DiscrepancyFilters } from './discrepancyFilters';
import { StatusFilter } from './StatusFilter';

const fragment = graphql`
  fragment CompanyFilter_company on Company {
    id
    ...CompanySearch_company
  }
`;

interface Props {
  /** The chosen company as loaded (null when none, or a stale id). */
  company: CompanyFilter_company$key | null;
  chosen: string | null;
  onChange: (company: string | null) => void;
}

/** The admin billing lists' brand picker, with the way back to every brand. */
export function CompanyFilter({ company: key, chosen, onChange }: Props) {
  const company = useFragment(fragment, key);
  return (
    <HStack gap="2" align="flex-end" w={{ base: 'full', md: '80' }}>
      <Box flex="1">
        {/* A new company gets a fresh box showing its name. */}
        <CompanySearch key={company?.id ?? 'none'} company={company ?? null} onSelect={(id) => onChange(id)} />
      </Box>
      {chosen && (
        <Button variant="ghost" onClick={() => onChange(null)}>
          All companies
        </Button>
      )}
    </HStack>
  );
}

/** The admin billing lists' filters: the brand, then the status (`fallback` when none is chosen). */
export function AdminFilters({
  company,
  filters,
  fallback,
  onChange,
}: {
  company: CompanyFilter_company$key | null;
  filters: DiscrepancyFilters;
  fallback: string;
  onChange: (filters: DiscrepancyFilters) => void;
}) {
  return (
    <>
      <CompanyFilter
        company={company}
        chosen={filters.company}
        onChange={(c) => onChange({ ...filters, company: c })}
      />
      <StatusFilter filters={filters} fallback={fallback} onChange={onChange} />
    </>
  );
}

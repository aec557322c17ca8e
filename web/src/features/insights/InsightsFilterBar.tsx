import { dayRangeProblem, type DayRange } from '@parcelo/common';
import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InsightsFilterBar_query$key } from '../../__generated__/InsightsFilterBar_query.graphql';
import { DateField } from '../../lib/DateField';
import { FormField } from '../../lib/FormField';
import { SellerFilter, useWorksForSellers } from '../../lib/SellerFilter';
import { useWarehouseOptions } from '../warehouses/useWarehouseOptions';
import { daysLabel, RANGE_CHOICES, type InsightsFilters, type RangeChoice } from './insightsFilters';

const fragment = graphql`
  fragment InsightsFilterBar_query on Query {
    viewer {
      ...SellerFilter_viewer
    }
    ...useWarehouseOptions_query
  }
`;

interface Props {
  query: InsightsFilterBar_query$key;
  filters: InsightsFilters;
  onChange: (filters: InsightsFilters) => void;
  /** The days on screen, where a custom range starts from. */
  days: DayRange;
  /** The figures for the chosen filters are on their way. */
  pending: boolean;
}

/**
 * The dashboard's range (a preset or days of the seller's choosing) and warehouse. A preset or
 * warehouse applies at once; custom days once applied, checked here first with the server's rule.
 */
export function InsightsFilterBar({ query, filters, onChange, days, pending }: Props) {
  const data = useFragment(fragment, query);
  const warehouses = useWarehouseOptions(data);
  const operator = useWorksForSellers(data.viewer);
  // Custom days being chosen, not yet applied.
  const [draft, setDraft] = useState<DayRange | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseRange = (value: string) => {
    const choice = RANGE_CHOICES.find((c) => c.value === value)?.value;
    if (!choice) return;
    setProblem(null);
    if (choice === 'CUSTOM') {
      setDraft(filters.range === 'CUSTOM' ? { from: filters.from, to: filters.to } : days);
      return;
    }
    setDraft(null);
    onChange({ ...filters, range: choice, from: '', to: '' });
  };

  const apply = () => {
    if (!draft) return;
    const found = dayRangeProblem(draft);
    setProblem(found);
    if (found) return;
    setDraft(null);
    onChange({ ...filters, range: 'CUSTOM', from: draft.from, to: draft.to });
  };

  const shownChoice: RangeChoice = draft ? 'CUSTOM' : filters.range;
  // Applied days of the seller's choosing read as those days in the picker.
  const applied = filters.range === 'CUSTOM' && !draft;
  const choices = applied
    ? RANGE_CHOICES.map((c) => (c.value === 'CUSTOM' ? { ...c, label: daysLabel(filters) } : c))
    : RANGE_CHOICES;

  return (
    <Flex
      as="search"
      aria-label="Insights filters"
      gap="3"
      wrap="wrap"
      align={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
      mb="5"
    >
      {operator && (
        <Box w={{ base: 'full', md: '56' }}>
          <SellerFilter
            viewer={data.viewer}
            value={filters.seller}
            onChange={(seller) => onChange({ ...filters, seller })}
            choose
          />
        </Box>
      )}
      <Box w={{ base: 'full', md: applied ? '64' : '44' }}>
        <FormField
          kind="select"
          label="Range"
          name="range"
          value={shownChoice}
          onChange={chooseRange}
          options={choices}
        />
      </Box>
      {applied && (
        <Button
          variant="outline"
          alignSelf={{ base: 'flex-start', md: 'flex-end' }}
          onClick={() => chooseRange('CUSTOM')}
        >
          Change days
        </Button>
      )}
      {draft && (
        <>
          <Box w={{ base: 'full', md: '44' }}>
            <DateField
              label="From"
              name="from"
              value={draft.from}
              onChange={(from) => setDraft({ ...draft, from })}
              error={problem ?? undefined}
            />
          </Box>
          <Box w={{ base: 'full', md: '44' }}>
            <DateField label="To" name="to" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          </Box>
          <HStack alignSelf={{ md: problem ? 'center' : 'flex-end' }}>
            <Button onClick={apply}>Apply</Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </HStack>
        </>
      )}
      <Box w={{ base: 'full', md: '60' }}>
        <FormField
          kind="select"
          label="Warehouse"
          name="warehouse"
          value={filters.warehouse}
          onChange={(warehouse) => onChange({ ...filters, warehouse })}
          options={[{ value: '', label: 'All warehouses' }, ...warehouses]}
        />
      </Box>
      {pending && (
        <HStack alignSelf={{ md: 'center' }} color="fg.muted" textStyle="sm" role="status">
          <Spinner size="sm" />
          <Text>Updating…</Text>
        </HStack>
      )}
    </Flex>
  );
}

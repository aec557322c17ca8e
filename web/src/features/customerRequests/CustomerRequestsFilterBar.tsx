import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CustomerRequestSearchField } from '../../__generated__/CustomerRequestsTablePaginationQuery.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { DateField } from '../../lib/DateField';
import {
  APPROVAL_OPTIONS,
  DATE_CHOICES,
  FORM_LINK_OPTIONS,
  REQUEST_TYPE_OPTIONS,
  SEARCH_FIELDS,
  type CustomerRequestFilters,
} from './customerRequestFilters';

interface Props {
  filters: CustomerRequestFilters;
  onChange: (filters: CustomerRequestFilters) => void;
  /** Admins: the company picker, first in the bar. */
  companyFilter?: ReactNode;
}

/** A select whose empty choice, "Any", means no filter. */
function ChoiceFilter<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: V | null;
  options: readonly (Option & { value: V })[];
  onChange: (value: V | null) => void;
}) {
  return (
    <Box w={{ base: 'full', md: '40' }}>
      <FormField
        kind="select"
        label={label}
        name={name}
        value={value ?? ''}
        onChange={(raw) => onChange(options.find((option) => option.value === raw)?.value ?? null)}
        options={options}
        placeholder="Any"
      />
    </Box>
  );
}

/**
 * The NDR lists' filters: search by AWB, order ID or phone, the form link and
 * approval statuses, the request type and a date preset or custom days. Selects apply at
 * once; typed search values once they settle for 500 ms.
 */
export function CustomerRequestsFilterBar({ filters, onChange, companyFilter }: Props) {
  const [draft, setDraft] = useSearchDraft(filters.value, (value) => onChange({ ...filters, value }));

  // Typed text carries over between the fields: they are all text.
  const changeField = (by: CustomerRequestSearchField) => onChange({ ...filters, by, value: draft.trim() });

  return (
    <>
      {companyFilter}
      <SearchByFilter
        fields={SEARCH_FIELDS}
        by={filters.by}
        onByChange={changeField}
        text={draft}
        onTextChange={setDraft}
        name="searchValue"
        widths={['36', '52']}
      />
      <ChoiceFilter
        label="Form link status"
        name="formLinkStatus"
        value={filters.formLinkStatus}
        options={FORM_LINK_OPTIONS}
        onChange={(formLinkStatus) => onChange({ ...filters, formLinkStatus })}
      />
      <ChoiceFilter
        label="Approval status"
        name="approvalStatus"
        value={filters.approvalStatus}
        options={APPROVAL_OPTIONS}
        onChange={(approvalStatus) => onChange({ ...filters, approvalStatus })}
      />
      <ChoiceFilter
        label="Request type"
        name="requestType"
        value={filters.requestType}
        options={REQUEST_TYPE_OPTIONS}
        onChange={(requestType) => onChange({ ...filters, requestType })}
      />
      <Box w={{ base: 'full', md: '40' }}>
        <FormField
          kind="select"
          label="Created"
          name="date"
          value={filters.date}
          onChange={(value) => {
            const choice = DATE_CHOICES.find((c) => c.value === value);
            if (choice) onChange({ ...filters, date: choice.value });
          }}
          options={DATE_CHOICES}
        />
      </Box>
      {filters.date === 'CUSTOM' && (
        <>
          <Box w={{ base: 'full', md: '40' }}>
            <DateField
              label="From"
              name="from"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(from) => onChange({ ...filters, from })}
            />
          </Box>
          <Box w={{ base: 'full', md: '40' }}>
            <DateField label="To" name="to" value={filters.to} onChange={(to) => onChange({ ...filters, to })} />
          </Box>
        </>
      )}
    </>
  );
}

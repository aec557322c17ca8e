import { MSG } from '@parcelo/common';
import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ClusterSelectQuery } from '../../__generated__/ClusterSelectQuery.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { clusterLabel } from './lightningForms';

// Newest first: a cluster just added is among the first offered.
const query = graphql`
  query ClusterSelectQuery {
    clusters(first: 100) {
      edges {
        node {
          id
          name
          warehouseName
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
  label: string;
  field: FieldProps;
  /** Several clusters may be picked (a cluster owner's): the field holds their ids, comma-joined. */
  multiple?: boolean;
  required?: boolean;
  helperText?: string;
}

/** The clusters a driver or a cluster owner may be given, read when the form opens. */
export function ClusterSelect(props: Props) {
  const failed = { ...props.field, error: props.field.error ?? MSG.clustersLoadFailed };
  return (
    <ErrorBoundary fallback={<ClusterChoice {...props} field={failed} options={[]} />}>
      <Suspense fallback={<ClusterChoice {...props} options={[]} />}>
        <LoadedClusters {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedClusters(props: Props) {
  const { clusters } = useLazyLoadQuery<ClusterSelectQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const options = useMemo(
    () =>
      (clusters?.edges ?? []).map(({ node }): Option => ({
        value: node.id,
        label: clusterLabel(node.name, node.warehouseName),
      })),
    [clusters],
  );
  return <ClusterChoice {...props} options={options} />;
}

function ClusterChoice({
  label,
  field,
  multiple,
  required,
  helperText,
  options,
}: Props & { options: readonly Option[] }) {
  if (!multiple)
    return (
      <FormField
        kind="select"
        label={label}
        placeholder="Select cluster"
        options={options}
        required={required ?? false}
        {...(helperText ? { helperText } : {})}
        {...field}
      />
    );
  const picked = new Set(field.value.split(',').filter(Boolean));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    field.onChange([...next].join(','));
  };
  return (
    <Fieldset.Root invalid={Boolean(field.error)}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <Stack gap="2" maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="3">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={picked.has(option.value)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          >
            <Checkbox.HiddenInput name={field.name} value={option.value} />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.ErrorText>{field.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

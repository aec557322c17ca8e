import { MSG, fieldRequired, fill, plural, type ScanActionType } from '@parcelo/common';
import {
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ScanAddForm_query$key } from '../../__generated__/ScanAddForm_query.graphql';
import type { ScanAddFormWsinQuery } from '../../__generated__/ScanAddFormWsinQuery.graphql';
import { BarcodeInput } from '../../lib/BarcodeInput';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { SellerFilter, useWorksForSellers } from '../../lib/SellerFilter';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useWarehouseOptions } from '../warehouses/useWarehouseOptions';
import {
  ACTION_OPTIONS,
  addScan,
  errorsFromUserErrors,
  hasErrors,
  noErrors,
  readActionType,
  removeRow,
  rowKey,
  rowsInput,
  scanAddedMessage,
  scanCheckFailed,
  setQuantity,
  totals,
  validateScanAdd,
  withoutSent,
  type ScanAddErrors,
  type ScanRow,
} from './ScanAddRows';
import { useInventoryScanAddMutation } from './useInventoryScanAddMutation';

const fragment = graphql`
  fragment ScanAddForm_query on Query {
    ...useWarehouseOptions_query
    viewer {
      ...SellerFilter_viewer
    }
  }
`;

// A scan's look-up: the company's WSIN with exactly the scanned code, if there is one.
const wsinQuery = graphql`
  query ScanAddFormWsinQuery($code: String!, $company: ID) {
    wsins(first: 1, company: $company, search: { by: CODE, value: $code }) {
      edges {
        node {
          wsin
        }
      }
    }
  }
`;

interface Props {
  query: ScanAddForm_query$key;
  /** A warehouse to start with (the one the inventory list was showing), when it is one of the viewer's. */
  initialWarehouse?: string | null;
}

/** Focuses the first field marked invalid, once the marks have rendered. */
function focusFirstInvalid(container: HTMLElement | null) {
  window.requestAnimationFrame(() => {
    container
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select')
      ?.focus();
  });
}

/**
 * Scan-and-add inventory: choose a warehouse, an action type and (for Other) a
 * reason, then scan WSINs; each scan adds a row or counts one more on its row. "Add to
 * inventory" sends the whole list → inventoryScanAdd (all or none).
 */
export function ScanAddForm({ query, initialWarehouse }: Props) {
  const data = useFragment(fragment, query);
  const options = useWarehouseOptions(data);
  // A warehouse operator scans in for one of the sellers it stocks.
  const operator = useWorksForSellers(data.viewer);
  const [seller, setSeller] = useState('');
  const [sellerError, setSellerError] = useState<string | undefined>();
  const [warehouse, setWarehouse] = useState(
    () => options.find((option) => option.value === initialWarehouse)?.value ?? options[0]?.value ?? '',
  );
  const [actionType, setActionType] = useState<ScanActionType>('inbound');
  const [reason, setReason] = useState('');
  const [rows, setRows] = useState<ScanRow[]>([]);
  const [errors, setErrors] = useState<ScanAddErrors>(noErrors);
  const [lastScan, setLastScan] = useState<string | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  // Scans still being looked up: the list is not complete until they are answered.
  const [lookups, setLookups] = useState(0);
  const knownWsins = useRef(new Set<string>());
  const environment = useRelayEnvironment();
  const [add, isAdding] = useInventoryScanAddMutation();
  const container = useRef<HTMLDivElement>(null);
  const scanner = useRef<HTMLInputElement>(null);

  const { wsins, units } = totals(rows);
  const lastRow = lastScan ? rows.find((row) => row.key === rowKey(lastScan)) : undefined;

  const clearRowError = (key: string, field: 'wsin' | 'quantity') =>
    setErrors((current) => {
      const marks = current.rows[key];
      if (!marks?.[field]) return current;
      const { [field]: _cleared, ...rest } = marks;
      const nextRows = { ...current.rows };
      if (Object.keys(rest).length) nextRows[key] = rest;
      else delete nextRows[key];
      return { ...current, rows: nextRows };
    });

  const accept = (code: string) => {
    setRows((current) => addScan(current, code));
    setLastScan(code);
    setScanError(null);
    setErrors((current) => (current.general.length ? { ...current, general: [] } : current));
  };

  // Each scan is looked up as it is made, so an unknown WSIN is refused at once and never
  // joins the list (where it would fail the whole add). Codes found once need no second look.
  const onScan = (code: string) => {
    if (operator && !seller) {
      setSellerError(fieldRequired('Seller'));
      return;
    }
    const known = `${seller}|${rowKey(code)}`;
    if (knownWsins.current.has(known)) {
      accept(code);
      return;
    }
    setLookups((n) => n + 1);
    fetchQuery<ScanAddFormWsinQuery>(
      environment,
      wsinQuery,
      { code, company: operator ? seller : null },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then((found) => {
        if (found?.wsins?.edges?.some((edge) => edge?.node && rowKey(edge.node.wsin) === rowKey(code))) {
          knownWsins.current.add(known);
          accept(code);
        } else {
          setScanError(fill(MSG.wsinUnknown, { wsin: code }));
        }
      })
      .catch(() => setScanError(scanCheckFailed(code)))
      .finally(() => setLookups((n) => n - 1));
  };

  const submit = () => {
    const found = validateScanAdd({ warehouse, actionType, reason, rows });
    setErrors(found);
    const noSeller = operator && !seller ? fieldRequired('Seller') : undefined;
    setSellerError(noSeller);
    if (hasErrors(found) || noSeller) {
      focusFirstInvalid(container.current);
      return;
    }
    const sent = rows;
    add(
      { warehouse, ...(operator ? { company: seller } : {}), rows: rowsInput(sent, actionType, reason) },
      {
        onCompleted: (payload) => {
          if (payload.userErrors.length > 0) {
            setErrors(errorsFromUserErrors(payload.userErrors, sent));
            focusFirstInvalid(container.current);
            return;
          }
          toaster.create({ type: 'success', title: scanAddedMessage(sent) });
          // Scans made while the list was on its way stay for the next add.
          setRows((current) => withoutSent(current, sent));
          setLastScan(null);
          scanner.current?.focus();
        },
        onError: (error) => notifyFailure(error, MSG.scanAddFailed),
      },
    );
  };

  return (
    <Stack gap="6" ref={container}>
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: operator ? 4 : 3 }} gap="5" alignItems="start">
            <SellerFilter
              viewer={data.viewer}
              choose
              value={seller}
              error={sellerError}
              onChange={(value) => {
                setSeller(value);
                setSellerError(undefined);
              }}
            />
            <FormField
              kind="select"
              label="Warehouse"
              name="warehouse"
              value={warehouse}
              placeholder={warehouse ? undefined : 'Select a warehouse'}
              options={options}
              error={errors.warehouse}
              onChange={(value) => {
                setWarehouse(value);
                setErrors((current) => ({ ...current, warehouse: undefined }));
              }}
            />
            <FormField
              kind="radio"
              label="Action type"
              name="actionType"
              value={actionType}
              options={ACTION_OPTIONS}
              onChange={(value) => {
                setActionType(readActionType(value));
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            />
            <FormField
              label="Reason"
              name="reason"
              autoComplete="off"
              value={reason}
              helperText={actionType === 'other' ? 'Required for Other.' : 'Optional for Inbound.'}
              error={errors.reason}
              onChange={(value) => {
                setReason(value);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Box maxW="2xl">
        <BarcodeInput
          ref={scanner}
          label="Scan WSIN"
          placeholder="WSIN barcode"
          helperText="Each scan adds one unit; scanning a WSIN again counts one more."
          autoFocus
          error={scanError}
          onScan={onScan}
        />
        <Text textStyle="sm" color="fg.muted" mt="2" role="status" aria-live="polite" minH="5">
          {lastRow ? `Last scan: ${lastRow.wsin}, quantity ${lastRow.quantity}` : ''}
        </Text>
      </Box>

      <FormAlert message={errors.general.length ? errors.general.join(' ') : null} />

      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label="Scanned WSINs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>WSIN</Table.ColumnHeader>
              <Table.ColumnHeader>Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3} textAlign="center" py="10" color="fg.muted">
                  {MSG.nothingHere}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const marks = errors.rows[row.key];
                return (
                  <Table.Row key={row.key} bg={marks ? 'bg.error' : undefined} data-invalid={marks ? '' : undefined}>
                    <Table.Cell verticalAlign="top">
                      <Text fontFamily="mono" pt="2">
                        {row.wsin}
                      </Text>
                      {marks?.wsin && (
                        <Text color="fg.error" textStyle="sm" role="alert">
                          {marks.wsin}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Field.Root invalid={Boolean(marks?.quantity)} width="auto">
                        <Input
                          aria-label={`Quantity of ${row.wsin}`}
                          name={`quantity-${row.key}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          width="28"
                          value={row.quantity}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setRows((current) => setQuantity(current, row.key, value));
                            clearRowError(row.key, 'quantity');
                          }}
                        />
                        <Field.ErrorText>{marks?.quantity}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${row.wsin}`}
                        onClick={() => {
                          setRows((current) => removeRow(current, row.key));
                          setErrors((current) => {
                            if (!current.rows[row.key]) return current;
                            const nextRows = { ...current.rows };
                            delete nextRows[row.key];
                            return { ...current, rows: nextRows };
                          });
                        }}
                      >
                        Remove
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <HStack gap="4" wrap="wrap" justify="space-between">
        <Text color="fg.muted" aria-live="polite">
          {`${plural(wsins, 'WSIN')}, ${plural(units, 'unit')}`}
        </Text>
        <HStack gap="3">
          <Button
            variant="ghost"
            disabled={rows.length === 0 || isAdding}
            onClick={() => {
              setRows([]);
              setErrors(noErrors());
              setLastScan(null);
              scanner.current?.focus();
            }}
          >
            Clear list
          </Button>
          <Button onClick={submit} disabled={rows.length === 0 || lookups > 0} loading={isAdding}>
            Add to inventory
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

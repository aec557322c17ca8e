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
import { useRef, useState, type RefObject } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ScanAddForm_query$data, ScanAddForm_query$key } from '../../__generated__/ScanAddForm_query.graphql';
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
  withoutRowError,
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
  const wsinCheck = useWsinCheck();
  const [add, isAdding] = useInventoryScanAddMutation();
  const container = useRef<HTMLDivElement>(null);
  const scanner = useRef<HTMLInputElement>(null);

  const lastRow = lastScan ? rows.find((row) => row.key === rowKey(lastScan)) : undefined;

  const accept = (code: string) => {
    setRows((current) => addScan(current, code));
    setLastScan(code);
    setScanError(null);
    setErrors((current) => (current.general.length ? { ...current, general: [] } : current));
  };

  const onScan = (code: string) => {
    if (operator && !seller) {
      setSellerError(fieldRequired('Seller'));
      return;
    }
    wsinCheck.check(code, operator ? seller : null, accept, setScanError);
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
      <ScanSettings
        viewer={data.viewer}
        operator={operator}
        seller={seller}
        sellerError={sellerError}
        onSeller={(value) => {
          setSeller(value);
          setSellerError(undefined);
        }}
        warehouse={warehouse}
        options={options}
        actionType={actionType}
        reason={reason}
        errors={errors}
        onWarehouse={setWarehouse}
        onActionType={setActionType}
        onReason={setReason}
        onErrors={setErrors}
      />

      <Scanner
        scannerRef={scanner}
        error={scanError}
        onScan={onScan}
        lastScan={lastRow ? `Last scan: ${lastRow.wsin}, quantity ${lastRow.quantity}` : ''}
      />

      <FormAlert message={errors.general.length ? errors.general.join(' ') : null} />

      <ScannedRowsTable
        rows={rows}
        errors={errors}
        onQuantity={(key, value) => {
          setRows((current) => setQuantity(current, key, value));
          setErrors((current) => withoutRowError(current, key, 'quantity'));
        }}
        onRemove={(key) => {
          setRows((current) => removeRow(current, key));
          setErrors((current) => withoutRowError(current, key));
        }}
      />

      <ScanTotals
        rows={rows}
        isAdding={isAdding}
        canAdd={rows.length > 0 && wsinCheck.pending === 0}
        onClear={() => {
          setRows([]);
          setErrors(noErrors());
          setLastScan(null);
          scanner.current?.focus();
        }}
        onAdd={submit}
      />
    </Stack>
  );
}

/**
 * Each scan is looked up as it is made, so an unknown WSIN is refused at once and never
 * joins the list (where it would fail the whole add). Codes found once need no second look.
 */
function useWsinCheck() {
  // Scans still being looked up: the list is not complete until they are answered.
  const [pending, setPending] = useState(0);
  const known = useRef(new Set<string>());
  const environment = useRelayEnvironment();
  /** `company` is the seller an operator scans for; null for a seller's own stock. */
  const check = (
    code: string,
    company: string | null,
    accept: (code: string) => void,
    refuse: (why: string) => void,
  ) => {
    const key = `${company ?? ''}|${rowKey(code)}`;
    if (known.current.has(key)) {
      accept(code);
      return;
    }
    setPending((n) => n + 1);
    fetchQuery<ScanAddFormWsinQuery>(environment, wsinQuery, { code, company }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((found) => {
        if (found?.wsins?.edges?.some((edge) => edge?.node && rowKey(edge.node.wsin) === rowKey(code))) {
          known.current.add(key);
          accept(code);
        } else {
          refuse(fill(MSG.wsinUnknown, { wsin: code }));
        }
      })
      .catch(() => refuse(scanCheckFailed(code)))
      .finally(() => setPending((n) => n - 1));
  };
  return { pending, check };
}

/** Where the scanner types, and what its last scan did. */
function Scanner({
  scannerRef,
  error,
  onScan,
  lastScan,
}: {
  scannerRef: RefObject<HTMLInputElement | null>;
  error: string | null;
  onScan: (code: string) => void;
  lastScan: string;
}) {
  return (
    <Box maxW="2xl">
      <BarcodeInput
        ref={scannerRef}
        label="Scan WSIN"
        placeholder="WSIN barcode"
        helperText="Each scan adds one unit; scanning a WSIN again counts one more."
        autoFocus
        error={error}
        onScan={onScan}
      />
      <Text textStyle="sm" color="fg.muted" mt="2" role="status" aria-live="polite" minH="5">
        {lastScan}
      </Text>
    </Box>
  );
}

/** Whose stock (for an operator), where, and why: what every scanned unit is added with. */
function ScanSettings({
  viewer,
  operator,
  seller,
  sellerError,
  onSeller,
  warehouse,
  options,
  actionType,
  reason,
  errors,
  onWarehouse,
  onActionType,
  onReason,
  onErrors,
}: {
  viewer: ScanAddForm_query$data['viewer'];
  operator: boolean;
  seller: string;
  sellerError: string | undefined;
  onSeller: (value: string) => void;
  warehouse: string;
  options: ReturnType<typeof useWarehouseOptions>;
  actionType: ScanActionType;
  reason: string;
  errors: ScanAddErrors;
  onWarehouse: (value: string) => void;
  onActionType: (value: ScanActionType) => void;
  onReason: (value: string) => void;
  /** A setting changed: its error, and (for the action type) the reason's, no longer holds. */
  onErrors: (update: (current: ScanAddErrors) => ScanAddErrors) => void;
}) {
  const cleared = (field: 'warehouse' | 'reason') => onErrors((current) => ({ ...current, [field]: undefined }));
  return (
    <Card.Root>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: operator ? 4 : 3 }} gap="5" alignItems="start">
          <SellerFilter viewer={viewer} choose value={seller} error={sellerError} onChange={onSeller} />
          <FormField
            kind="select"
            label="Warehouse"
            name="warehouse"
            value={warehouse}
            placeholder={warehouse ? undefined : 'Select a warehouse'}
            options={options}
            error={errors.warehouse}
            onChange={(value) => {
              onWarehouse(value);
              cleared('warehouse');
            }}
          />
          <FormField
            kind="radio"
            label="Action type"
            name="actionType"
            value={actionType}
            options={ACTION_OPTIONS}
            onChange={(value) => {
              onActionType(readActionType(value));
              cleared('reason');
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
              onReason(value);
              cleared('reason');
            }}
          />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The scanned WSINs, each with its quantity (which may be typed) and a way to remove it. */
function ScannedRowsTable({
  rows,
  errors,
  onQuantity,
  onRemove,
}: {
  rows: readonly ScanRow[];
  errors: ScanAddErrors;
  onQuantity: (key: string, value: string) => void;
  onRemove: (key: string) => void;
}) {
  return (
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
                        onChange={(event) => onQuantity(row.key, event.currentTarget.value)}
                      />
                      <Field.ErrorText>{marks?.quantity}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" textAlign="end">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${row.wsin}`}
                      onClick={() => onRemove(row.key)}
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
  );
}

/** How many WSINs and units the list holds, and its two actions. */
function ScanTotals({
  rows,
  isAdding,
  canAdd,
  onClear,
  onAdd,
}: {
  rows: readonly ScanRow[];
  isAdding: boolean;
  canAdd: boolean;
  onClear: () => void;
  onAdd: () => void;
}) {
  const { wsins, units } = totals(rows);
  return (
    <HStack gap="4" wrap="wrap" justify="space-between">
      <Text color="fg.muted" aria-live="polite">
        {`${plural(wsins, 'WSIN')}, ${plural(units, 'unit')}`}
      </Text>
      <HStack gap="3">
        <Button variant="ghost" disabled={rows.length === 0 || isAdding} onClick={onClear}>
          Clear list
        </Button>
        <Button onClick={onAdd} disabled={!canAdd} loading={isAdding}>
          Add to inventory
        </Button>
      </HStack>
    </HStack>
  );
}

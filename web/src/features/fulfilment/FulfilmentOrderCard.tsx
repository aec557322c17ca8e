import { MSG } from '@parcelo/common';
import { Badge, Box, Card, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  FulfilmentOrderCard_fulfilment$data,
  FulfilmentOrderCard_fulfilment$key,
} from '../../__generated__/FulfilmentOrderCard_fulfilment.graphql';
import { BarcodeInput } from '../../lib/BarcodeInput';
import { formatDateTime, formatNumber } from '../../lib/format';
import { describeError } from '../../lib/relay/environment';
import { FulfilmentDetailsForm } from './FulfilmentDetailsForm';
import {
  ScanQueue,
  itemStatusLabel,
  itemStatusPalette,
  lastScanText,
  lineOf,
  orderStatusLabel,
  orderStatusPalette,
  userErrorText,
} from './packing';
import { useFulfilmentItemScanMutation } from './useFulfilmentItemScanMutation';

const fragment = graphql`
  fragment FulfilmentOrderCard_fulfilment on Fulfilment {
    id
    shopOrderId
    deliveryAwb
    customerName
    deliveryPartner
    packageType
    status
    statusLabel
    packedAt
    itemsToScan {
      code
      title
      quantity
      scannedQuantity
      status
      statusLabel
    }
    ...FulfilmentDetailsForm_fulfilment
  }
`;

interface Props {
  fulfilment: FulfilmentOrderCard_fulfilment$key;
  /** Changes when the bench wants the item scanner focused (the order has just been opened). */
  focusRequest: number;
  /** The last item was scanned: the order is packed. */
  onPacked: (shopOrderId: string) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

const dash = <Text color="fg.muted">—</Text>;

type Fulfilment = FulfilmentOrderCard_fulfilment$data;

/**
 * The bench's item scans, sent one at a time (a wedge scanner may be faster than the
 * answers), with the last scan's outcome: a wrong barcode's message, or what was counted.
 */
function useItemScans(id: string, onPacked: (shopOrderId: string) => void) {
  const [scanItem, isScanning] = useFulfilmentItemScanMutation();
  const [scanError, setScanError] = useState<string | null>(null);
  const [lastScan, setLastScan] = useState<{ code: string; text: string } | null>(null);

  // The queue outlives renders; it sends with the latest mutation and callbacks.
  const send = useRef<(code: string, done: () => void) => void>(() => undefined);
  const queue = useRef<ScanQueue | null>(null);
  queue.current ??= new ScanQueue((code, done) => send.current(code, done));
  useEffect(() => {
    send.current = (code, done) =>
      scanItem(
        { id, code },
        {
          onCompleted: (payload) => {
            const problem = userErrorText(payload.userErrors);
            const scanned = payload.fulfilment;
            if (problem || !scanned) {
              setScanError(problem);
            } else if (scanned.status === 'PACKED') {
              setScanError(null);
              setLastScan(null);
              // Codes scanned after the last unit have nothing left to count.
              queue.current?.clear();
              onPacked(scanned.shopOrderId);
            } else {
              setScanError(null);
              const line = lineOf(scanned.itemsToScan, code);
              setLastScan({ code: line?.code ?? code, text: lastScanText(scanned.itemsToScan, code) });
            }
            done();
          },
          onError: (error) => {
            setScanError(describeError(error));
            done();
          },
        },
      );
  }, [scanItem, id, onPacked]);

  const push = (code: string) => queue.current?.push(code);
  return { push, isScanning, scanError, lastScan };
}

/** Who the order is for and how it ships, to check against the parcel on the bench. */
function OrderDetails({ data }: { data: Fulfilment }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      <Detail label="AWB">
        <Text as="span" fontFamily="mono">
          {data.deliveryAwb || '—'}
        </Text>
      </Detail>
      <Detail label="Order ID">
        <Text as="span" fontWeight="semibold">
          {data.shopOrderId}
        </Text>
      </Detail>
      <Detail label="Customer">{data.customerName}</Detail>
      <Detail label="Delivery partner">{data.deliveryPartner ?? dash}</Detail>
      <Detail label="Package type">{data.packageType ?? dash}</Detail>
      <Detail label="Status">
        <Badge colorPalette={orderStatusPalette(data.status)} variant="subtle" size="lg">
          {orderStatusLabel(data.status, data.statusLabel)}
        </Badge>
      </Detail>
      {data.packedAt && <Detail label="Packed at">{formatDateTime(data.packedAt)}</Detail>}
    </DataList.Root>
  );
}

/** The order's items and how much of each is scanned; the line the last scan counted is marked. */
function ItemsTable({ items, lastScanCode }: { items: Fulfilment['itemsToScan']; lastScanCode: string | undefined }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Items to pack">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Scanned quantity</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" py="6" color="fg.muted">
                {MSG.nothingHere}
              </Table.Cell>
            </Table.Row>
          )}
          {items.map((item) => {
            const justScanned = lastScanCode === item.code;
            return (
              <Table.Row
                key={item.code}
                bg={justScanned ? 'colorPalette.subtle' : undefined}
                aria-current={justScanned ? 'true' : undefined}
              >
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {item.code}
                </Table.Cell>
                <Table.Cell>{item.title}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(item.quantity)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(item.scannedQuantity)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={itemStatusPalette(item.status)} variant="subtle" whiteSpace="nowrap">
                    {itemStatusLabel(item.status, item.statusLabel)}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Step two: the order at the bench, its items with what has been scanned of each,
 * and the item scanner. Codes are sent one at a time (a wedge scanner may be faster than
 * the answers); a wrong barcode's message shows under the scanner, which keeps focus.
 */
export function FulfilmentOrderCard({ fulfilment, focusRequest, onPacked }: Props) {
  const data = useFragment(fragment, fulfilment);
  const packed = data.status === 'PACKED';
  const itemInput = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    itemInput.current?.focus();
  }, [focusRequest]);

  const { push, isScanning, scanError, lastScan } = useItemScans(data.id, onPacked);

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Current order
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <OrderDetails data={data} />

          {packed ? (
            <Text color="fg.success" fontWeight="medium">
              Every item is scanned. Scan the next order’s AWB.
            </Text>
          ) : (
            <Box maxW="2xl">
              <BarcodeInput
                ref={itemInput}
                label="Scan item"
                placeholder="WSIN or SKU barcode"
                helperText="Scan one barcode per unit; each scan counts one."
                error={scanError}
                onScan={push}
              />
              <Text textStyle="sm" color="fg.muted" mt="2" role="status" aria-live="polite" minH="5">
                {isScanning ? 'Checking…' : (lastScan?.text ?? '')}
              </Text>
            </Box>
          )}

          <ItemsTable items={data.itemsToScan} lastScanCode={lastScan?.code} />

          <Box as="section" aria-label="Fulfilment details">
            <Heading as="h3" size="sm" mb="3">
              Fulfilment details
            </Heading>
            <FulfilmentDetailsForm fulfilment={data} />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { MSG } from '@parcelo/common';
import { Alert, Box, Card, Heading, HStack, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useId, useReducer, useRef, useState } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import type { FulfilmentBenchQuery } from '../../__generated__/FulfilmentBenchQuery.graphql';
import type { FulfilmentPageQuery } from '../../__generated__/FulfilmentPageQuery.graphql';
import { BarcodeInput } from '../../lib/BarcodeInput';
import { describeError } from '../../lib/relay/environment';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { toaster } from '../../lib/toaster';
import { PageHeader } from '../../lib/PageHeader';
import { FulfilmentBench, fulfilmentBenchQuery } from './FulfilmentBench';
import { FulfilmentQueue, initialQueueVariables } from './FulfilmentQueue';
import { packedMessage, userErrorText } from './packing';
import { useFulfilmentAwbScanMutation } from './useFulfilmentAwbScanMutation';

const query = graphql`
  query FulfilmentPageQuery($status: FulfilmentQueueFilter) {
    ...FulfilmentQueue_query @arguments(status: $status)
  }
`;

export function fulfilmentLoader() {
  return loadRouteQuery<FulfilmentPageQuery>(query, initialQueueVariables());
}

/**
 * /fulfilment: the packing instructions screen. Scan an order's AWB, scan its
 * items until each is counted, see the order packed, and go on with the next AWB; the
 * packing queue below lists what is left. Scanners type and press Enter, so the whole
 * flow runs from the keyboard.
 */
export function FulfilmentPage() {
  const data = useRouteQuery<FulfilmentPageQuery>(query);
  const awbInput = useRef<HTMLInputElement>(null);
  const [benchRef, loadBench] = useQueryLoader<FulfilmentBenchQuery>(fulfilmentBenchQuery);
  const [scanAwb, isOpening] = useFulfilmentAwbScanMutation();
  const [awbError, setAwbError] = useState<string | null>(null);
  const [packed, setPacked] = useState<string | null>(null);
  const [focusRequest, requestItemFocus] = useReducer((n: number) => n + 1, 0);
  const [queueVersion, refreshQueue] = useReducer((n: number) => n + 1, 0);
  // Only the latest AWB's answer counts: an earlier one arriving late must not replace it.
  const awbTurn = useRef(0);
  const queueHeading = useId();

  const bench = useRef<HTMLDivElement>(null);

  const openAwb = useCallback(
    (awb: string, fromQueue = false) => {
      const turn = ++awbTurn.current;
      setAwbError(null);
      setPacked(null);
      scanAwb(
        { awb },
        {
          onCompleted: (payload) => {
            if (turn !== awbTurn.current) return;
            const problem = userErrorText(payload.userErrors);
            const fulfilment = payload.fulfilment;
            if (problem || !fulfilment) {
              setAwbError(problem ?? MSG.genericFailure);
              return;
            }
            // The answer is in the store already (see useFulfilmentAwbScanMutation): no second request.
            loadBench({ id: fulfilment.id }, { fetchPolicy: 'store-or-network' });
            if (fulfilment.status !== 'PACKED') requestItemFocus();
            // A row opened from the queue below: bring the bench into view.
            else if (fromQueue) bench.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          },
          onError: (error) => {
            if (turn === awbTurn.current) setAwbError(describeError(error));
          },
        },
      );
    },
    [scanAwb, loadBench],
  );

  const onPacked = useCallback((shopOrderId: string) => {
    const message = packedMessage(shopOrderId);
    setPacked(message);
    toaster.create({ type: 'success', title: message });
    refreshQueue();
    // On to the next order: the AWB scanner, empty and focused.
    const box = awbInput.current;
    if (box) {
      box.value = '';
      box.focus();
    }
  }, []);

  const retryBench = () => {
    if (benchRef) loadBench(benchRef.variables, { fetchPolicy: 'network-only' });
  };

  return (
    <Box maxW="7xl">
      <PageHeader
        title="Fulfilment"
        description="Scan an order’s AWB, then each of its items. The order is packed when every item is scanned."
      />
      <Stack gap="8">
        <Card.Root as="section" aria-label="Packing bench" ref={bench}>
          <Card.Body>
            <Stack gap="5">
              <HStack gap="3" align="flex-end">
                <Box flex="1" maxW="2xl">
                  <BarcodeInput
                    ref={awbInput}
                    label="Scan AWB"
                    placeholder="AWB barcode"
                    autoFocus
                    error={awbError}
                    onScan={openAwb}
                  />
                </Box>
                {isOpening && (
                  <HStack role="status" mb="3">
                    <Spinner size="sm" />
                    <VisuallyHidden>Opening order</VisuallyHidden>
                  </HStack>
                )}
              </HStack>
              {packed && (
                <Alert.Root status="success" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{packed}</Alert.Title>
                </Alert.Root>
              )}
              <FulfilmentBench
                queryRef={benchRef}
                focusRequest={focusRequest}
                onPacked={onPacked}
                onRetry={retryBench}
              />
            </Stack>
          </Card.Body>
        </Card.Root>

        <Box as="section" aria-labelledby={queueHeading}>
          <Heading as="h2" size="md" mb="4" id={queueHeading}>
            Packing queue
          </Heading>
          <FulfilmentQueue
            query={data}
            onOpen={(awb) => openAwb(awb, true)}
            openId={benchRef?.variables.id ?? null}
            refreshKey={queueVersion}
          />
        </Box>
      </Stack>
    </Box>
  );
}

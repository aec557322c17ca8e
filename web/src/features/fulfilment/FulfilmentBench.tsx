import { MSG } from '@parcelo/common';
import { Center, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ErrorBoundary } from 'react-error-boundary';
import type { FulfilmentBenchQuery } from '../../__generated__/FulfilmentBenchQuery.graphql';
import { QueryFailure } from '../../lib/QueryFailure';
import { FulfilmentOrderCard } from './FulfilmentOrderCard';

/**
 * The order at the bench. The AWB scan's answer is linked in the store as this query's
 * `node(id:)`, so it renders at once; the query keeps the order retained while it is shown.
 */
export const fulfilmentBenchQuery = graphql`
  query FulfilmentBenchQuery($id: ID!) {
    node(id: $id) {
      ...FulfilmentOrderCard_fulfilment @alias(as: "fulfilment")
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<FulfilmentBenchQuery> | null | undefined;
  focusRequest: number;
  onPacked: (shopOrderId: string) => void;
  onRetry: () => void;
}

/** Packing, step two: the scanned order's card, or a word on what to do first. */
export function FulfilmentBench({ queryRef, focusRequest, onPacked, onRetry }: Props) {
  if (!queryRef) {
    return (
      <Center borderWidth="1px" borderStyle="dashed" rounded="md" py="10" px="4">
        <Text color="fg.muted" textAlign="center">
          Scan an order’s AWB to start packing it.
        </Text>
      </Center>
    );
  }
  return (
    // A new query (another order, or a retry) clears a failure.
    <ErrorBoundary
      resetKeys={[queryRef]}
      fallbackRender={({ error }) => <QueryFailure error={error} onRetry={onRetry} />}
    >
      <Suspense fallback={<BenchLoading />}>
        <BenchBody
          // Scanner state (the last scan, a refused code) belongs to one order.
          key={queryRef.variables.id}
          queryRef={queryRef}
          focusRequest={focusRequest}
          onPacked={onPacked}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

function BenchBody({
  queryRef,
  focusRequest,
  onPacked,
}: Omit<Props, 'onRetry'> & { queryRef: PreloadedQuery<FulfilmentBenchQuery> }) {
  const data = usePreloadedQuery<FulfilmentBenchQuery>(fulfilmentBenchQuery, queryRef);
  const fulfilment = data.node?.fulfilment;
  if (!fulfilment) {
    return <Text role="alert">{MSG.notFound}</Text>;
  }
  return <FulfilmentOrderCard fulfilment={fulfilment} focusRequest={focusRequest} onPacked={onPacked} />;
}

function BenchLoading() {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" />
      <VisuallyHidden>Loading order</VisuallyHidden>
    </Center>
  );
}

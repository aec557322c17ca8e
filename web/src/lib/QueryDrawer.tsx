import { Box, DataList, Heading, type DrawerRootProps } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useQueryLoader, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { OperationType } from 'relay-runtime';

/** A drawer's own query: one record, by its global id. */
interface RecordQuery extends OperationType {
  readonly variables: { readonly id: string };
}

/** What drives a QueryDrawer: whether it is open, the open record's query, and its callbacks. */
export interface QueryDrawerState<T extends OperationType> {
  open: boolean;
  queryRef: PreloadedQuery<T> | null | undefined;
  onClose: () => void;
  /** Loads the record again after a failure. */
  onRetry: () => void;
  /** The close animation has ended; the query can go. */
  onExitComplete: () => void;
}

/** What QueryDrawer shows: its state, title, query and the record's details. */
export interface QueryDrawerProps<T extends OperationType> extends QueryDrawerState<T> {
  /**
   * The drawer's title while the record loads, fails or cannot be found, e.g. "Order";
   * the details give their own once shown. The loading text is made from it ("Loading order").
   */
  title: string;
  /** The query `queryRef` was loaded for. */
  query: GraphQLTaggedNode;
  /** What a failure says when the server gave no message; the generic message by default. */
  failureMessage?: string;
  size?: DrawerRootProps['size'];
  /**
   * The record's details (a Drawer.Header and a Drawer.Body) from the query's data, or
   * nothing when the data holds no record: an id that is not the viewer's, or not of that kind.
   */
  children: (data: T['response']) => ReactElement | null | undefined;
}

/** The drawer's frame, a Chakra drawer with its loading, failure and not-found states. */
const QueryDrawerFrame = lazy(async () => ({ default: (await import('./QueryDrawerFrame')).QueryDrawerFrame }));

/**
 * The one detail drawer: a record's preloaded query, with a loading state, a failure with
 * Retry (a new query, another record or a retry, clears it) and a not-found state.
 * Escape, the close button or a click outside closes it. Its frame (Chakra's dialog machine
 * and styles) is downloaded with the first record opened, beside that record's query, so
 * a list page does not wait for it; it stays mounted until the close animation ends.
 */
export function QueryDrawer<T extends OperationType>(props: QueryDrawerProps<T>) {
  if (!props.open && !props.queryRef) return null;
  return (
    <Suspense fallback={null}>
      {/* A lazy component takes no type parameter; the frame is QueryDrawer's own, for any query. */}
      <QueryDrawerFrame {...(props as unknown as QueryDrawerProps<OperationType>)} />
    </Suspense>
  );
}

/** A titled part of a record's details, named for assistive technology by its title. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** One labelled value of a record's details, in a DataList. */
export function DrawerDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The query of a drawer showing the record `openId` (none: closed), and the state that
 * drives its QueryDrawer. `load` starts a record's query: from the click that opens it,
 * before the drawer renders. The query is kept through the close animation, so the
 * drawer does not empty while it slides out.
 */
export function useDrawerQuery<T extends RecordQuery>(
  query: GraphQLTaggedNode,
  openId: string | null,
  onClose: () => void,
) {
  const [queryRef, loadQuery, disposeQuery] = useQueryLoader<T>(query);
  const load = useCallback(
    (id: string, fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network') =>
      loadQuery({ id } as T['variables'], { fetchPolicy }),
    [loadQuery],
  );
  const openRef = useRef(openId);
  openRef.current = openId;

  const drawer: QueryDrawerState<T> = {
    open: Boolean(openId),
    queryRef,
    onClose,
    onRetry: () => {
      if (openId) load(openId, 'network-only');
    },
    onExitComplete: () => {
      if (!openRef.current) disposeQuery();
    },
  };
  return { load, drawer };
}

/**
 * useDrawerQuery for a drawer whose record the URL names (?<param>=<id>), so a reload,
 * a shared link or Back shows it again. Other parameters (the filters) are kept.
 */
export function useUrlDrawer<T extends RecordQuery>(param: string, query: GraphQLTaggedNode) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(param);

  const close = () =>
    setSearchParams(
      () => {
        // The address as it is now: a filter changed a moment ago stays.
        const next = new URLSearchParams(window.location.search);
        next.delete(param);
        return next;
      },
      { replace: true },
    );

  const { load, drawer } = useDrawerQuery<T>(query, openId, close);

  const openRecord = useCallback(
    (id: string) => {
      // The drawer's query starts with the click, before the URL change renders.
      load(id);
      setSearchParams(() => {
        const next = new URLSearchParams(window.location.search);
        next.set(param, id);
        return next;
      });
    },
    [load, setSearchParams, param],
  );

  const { queryRef } = drawer;
  useEffect(() => {
    // The URL names a record nobody clicked: a reload, a shared link, Back.
    if (openId && queryRef?.variables.id !== openId) load(openId);
  }, [openId, queryRef, load]);

  return { openId, open: openRecord, drawer };
}

import { MSG } from '@parcelo/common';
import {
  Box,
  Center,
  CloseButton,
  DataList,
  Drawer,
  Heading,
  Portal,
  Spinner,
  Text,
  VisuallyHidden,
  type DrawerRootProps,
} from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { usePreloadedQuery, useQueryLoader, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { ErrorBoundary } from 'react-error-boundary';
import { QueryFailure } from './QueryFailure';

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

interface Props<T extends OperationType> extends QueryDrawerState<T> {
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

/**
 * The one detail drawer: a record's preloaded query, with a loading state, a failure with
 * Retry (a new query, another record or a retry, clears it) and a not-found state.
 * Escape, the close button or a click outside closes it.
 */
export function QueryDrawer<T extends OperationType>({
  open,
  queryRef,
  onClose,
  onRetry,
  onExitComplete,
  title,
  query,
  failureMessage,
  size = { base: 'full', md: 'lg' },
  children,
}: Props<T>) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={onExitComplete}
      // Focus starts on Close rather than on the first edit box, which would select its text.
      initialFocusEl={() => closeButton.current}
      size={size}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <ErrorBoundary
              resetKeys={[queryRef]}
              fallbackRender={({ error }) => (
                <DrawerNotice title={title}>
                  <QueryFailure error={error} onRetry={onRetry} fallback={failureMessage} />
                </DrawerNotice>
              )}
            >
              <Suspense
                fallback={
                  <DrawerNotice title={title}>
                    <Center py="16" role="status" aria-live="polite">
                      <Spinner size="lg" />
                      <VisuallyHidden>{`Loading ${title.toLowerCase()}`}</VisuallyHidden>
                    </Center>
                  </DrawerNotice>
                }
              >
                {queryRef && <DrawerRecord query={query} queryRef={queryRef} title={title} render={children} />}
              </Suspense>
            </ErrorBoundary>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" ref={closeButton} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The drawer before its record's details: the title alone over a loader or a message. */
function DrawerNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{title}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>{children}</Drawer.Body>
    </>
  );
}

interface RecordProps<T extends OperationType> {
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<T>;
  title: string;
  render: Props<T>['children'];
}

function DrawerRecord<T extends OperationType>({ query, queryRef, title, render }: RecordProps<T>) {
  const data = usePreloadedQuery<T>(query, queryRef);
  return (
    render(data) ?? (
      <DrawerNotice title={title}>
        <Text role="alert">{MSG.notFound}</Text>
      </DrawerNotice>
    )
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
      (current) => {
        const next = new URLSearchParams(current);
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
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
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

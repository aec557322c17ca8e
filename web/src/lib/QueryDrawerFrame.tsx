import { MSG } from '@parcelo/common';
import { Center, CloseButton, Drawer, Portal, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useRef, type ReactNode } from 'react';
import { usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { ErrorBoundary } from 'react-error-boundary';
import { QueryFailure } from './QueryFailure';
import type { QueryDrawerProps } from './QueryDrawer';

/** QueryDrawer's frame: loaded with the first record a page opens. */
export function QueryDrawerFrame<T extends OperationType>({
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
}: QueryDrawerProps<T>) {
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
  render: QueryDrawerProps<T>['children'];
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

import { MSG } from '@parcelo/common';
import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { ApiError, describeError } from './relay/environment';

/**
 * The route-level error boundary (react-router's errorElement): a failed loader or a
 * query that failed while rendering lands here. Retry reloads the page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status === 404 ? MSG.notFound : describeError(error);
  // Retrying cannot help with these; a way out can.
  const denied = error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');

  return (
    <Center minH="60" p="6">
      <Stack align="center" gap="4" maxW="md" textAlign="center" role="alert">
        <Heading size="lg">Something went wrong</Heading>
        <Text color="fg.muted">{message}</Text>
        <HStack gap="3">
          <Button onClick={() => window.location.reload()}>Retry</Button>
          {denied && (
            <Button variant="outline" asChild>
              <RouterLink to="/">Go to home</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Center>
  );
}

import { Box, Card, Center, Stack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Wordmark } from '../../lib/Wordmark';

/** The public auth area: the wordmark above a card holding the current step. */
export function AuthLayout() {
  return (
    <Center as="main" minH="100dvh" px="4" py={{ base: '8', md: '12' }}>
      <Stack gap="6" w="full" maxW="lg" align="center">
        <Wordmark size="2xl" />
        <Card.Root w="full">
          <Card.Body p={{ base: '5', md: '8' }}>
            <Outlet />
          </Card.Body>
        </Card.Root>
        <Box>
          <Text textStyle="xs" color="fg.muted" textAlign="center">
            Orders, catalogue, inventory and warehouses in one place.
          </Text>
        </Box>
      </Stack>
    </Center>
  );
}

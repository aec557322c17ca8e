import { Box, Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface Props {
  title: string;
  /** The page's own actions, in a sidebar beside the content. */
  sidebar?: ReactNode;
}

/** A page whose features arrive in later releases: its title and a line saying so. */
export function PlaceholderPage({ title, sidebar }: Props) {
  const notice = (
    <Card.Root variant="outline">
      <Card.Body>
        <Text color="fg.muted">This area is being set up. Its tools will appear here soon.</Text>
      </Card.Body>
    </Card.Root>
  );

  if (!sidebar) {
    return (
      <>
        <PageHeader title={title} />
        {notice}
      </>
    );
  }
  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Stack as="aside" aria-label={`${title} actions`} gap="2" w={{ base: 'full', md: '56' }} flexShrink={0}>
        {sidebar}
      </Stack>
      <Box flex="1" minW="0" w="full">
        <PageHeader title={title} />
        {notice}
      </Box>
    </Flex>
  );
}

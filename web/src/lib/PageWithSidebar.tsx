import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** Names the sidebar for assistive technology: "{title} actions". */
  title: string;
  /** The page's own actions (Create Order, say), beside the content. */
  sidebar: ReactNode;
  children: ReactNode;
}

/** A work page with its actions in a sidebar: beside the content, above it on phones. */
export function PageWithSidebar({ title, sidebar, children }: Props) {
  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Stack as="aside" aria-label={`${title} actions`} gap="2" w={{ base: 'full', md: '56' }} flexShrink={0}>
        {sidebar}
      </Stack>
      <Box flex="1" minW="0" w="full">
        {children}
      </Box>
    </Flex>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** Names the sidebar for assistive technology: "{title} actions". */
  title: string;
  /** The page's own actions (Create Order, say), beside the content. */
  sidebar: ReactNode;
  children: ReactNode;
}

/**
 * Phones get the actions two to a line above the content, so the list starts on the first
 * screen rather than under a column of full-width buttons.
 */
const TWO_A_LINE = { '@media screen and (max-width: 47.99rem)': { '& > *': { flex: '1 1 calc(50% - 0.25rem)' } } };

/** A work page with its actions in a sidebar: beside the content, above it on phones. */
export function PageWithSidebar({ title, sidebar, children }: Props) {
  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Flex
        as="aside"
        aria-label={`${title} actions`}
        gap="2"
        direction={{ base: 'row', md: 'column' }}
        wrap={{ base: 'wrap', md: 'nowrap' }}
        w={{ base: 'full', md: '56' }}
        flexShrink={0}
        css={TWO_A_LINE}
      >
        {sidebar}
      </Flex>
      <Box flex="1" minW="0" w="full">
        {children}
      </Box>
    </Flex>
  );
}

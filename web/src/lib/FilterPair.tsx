import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Two filters side by side on a phone, where a list's filters otherwise stack one per line
 * and push the rows below the fold; from tablet width up they sit in the filter row like any other.
 */
export function FilterPair({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-start" display={{ base: 'flex', md: 'contents' }} css={{ '& > *': { minWidth: 0 } }}>
      {children}
    </Flex>
  );
}

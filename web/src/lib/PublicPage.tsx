import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PublicPage_brand$key } from '../__generated__/PublicPage_brand.graphql';
import { TrackingHeader } from './TrackingHeader';

const fragment = graphql`
  fragment PublicPage_brand on TrackingBrand {
    ...TrackingHeader_brand
  }
`;

/**
 * The frame of every page a buyer opens without signing in (tracking, their customer request,
 * data deletion): the seller's header (Parcelo's without one), one column sized for phones
 * first, and the footer.
 */
export function PublicPage({
  brand,
  title,
  documentTitle = title,
  width = '2xl',
  children,
}: {
  brand: PublicPage_brand$key | null;
  title: string;
  documentTitle?: string;
  width?: 'lg' | '2xl' | '5xl';
  children: ReactNode;
}) {
  const header = useFragment(fragment, brand);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <title>{documentTitle}</title>
      <TrackingHeader brand={header ?? null} />
      <Box as="main" flex="1" w="full" maxW={width} mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
      <Box as="footer" py="6" textAlign="center">
        <Text textStyle="sm" color="fg.muted">
          Powered by Parcelo
        </Text>
      </Box>
    </Flex>
  );
}

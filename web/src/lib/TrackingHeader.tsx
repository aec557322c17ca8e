import { Box, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TrackingHeader_brand$key } from '../__generated__/TrackingHeader_brand.graphql';

const fragment = graphql`
  fragment TrackingHeader_brand on TrackingBrand {
    name
    page {
      primaryColor
      headerFontColor
      headerLogoUrl
      links {
        linkName
        linkURL
      }
    }
  }
`;

export interface TrackingHeaderLook {
  name: string;
  primaryColor: string;
  headerFontColor: string;
  headerLogoUrl: string | null;
  links: readonly { linkName: string; linkURL: string }[];
}

/**
 * The branded header of the public pages, from plain values so Settings > Tracking Page can
 * preview unsaved changes with the very component buyers see.
 */
export function TrackingHeaderView({ look }: { look: TrackingHeaderLook }) {
  // A logo that does not load shows the brand's name, not a broken image; another URL is tried afresh.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = look.headerLogoUrl && look.headerLogoUrl !== failedLogo ? look.headerLogoUrl : null;
  return (
    <Box
      as="header"
      bg={look.primaryColor}
      color={look.headerFontColor}
      px={{ base: '4', md: '8' }}
      py="3"
      data-testid="tracking-header"
    >
      <Flex maxW="5xl" mx="auto" align="center" justify="space-between" gap="4" wrap="wrap">
        {logo ? (
          <Image
            src={logo}
            alt={look.name}
            maxH="10"
            maxW="48"
            objectFit="contain"
            onError={() => setFailedLogo(logo)}
          />
        ) : (
          <Text textStyle="xl" fontWeight="bold" style={{ color: look.headerFontColor }}>
            {look.name}
          </Text>
        )}
        {look.links.length > 0 && (
          <HStack as="nav" aria-label={`${look.name} links`} gap="5" wrap="wrap">
            {look.links.map((l, index) => (
              <Link
                key={`${index}|${l.linkName}|${l.linkURL}`}
                href={l.linkURL}
                target="_blank"
                rel="noopener noreferrer"
                style={{ color: look.headerFontColor }}
                fontWeight="medium"
              >
                {l.linkName}
              </Link>
            ))}
          </HStack>
        )}
      </Flex>
    </Box>
  );
}

/** The seller's header when the brand is known; the product's own plain header otherwise. */
export function TrackingHeader({ brand }: { brand: TrackingHeader_brand$key | null }) {
  const data = useFragment(fragment, brand);
  const look: TrackingHeaderLook = data
    ? { name: data.name, ...data.page, headerLogoUrl: data.page.headerLogoUrl ?? null }
    : { name: 'Parcelo', primaryColor: '#1E3A8A', headerFontColor: '#FFFFFF', headerLogoUrl: null, links: [] };
  return <TrackingHeaderView look={look} />;
}

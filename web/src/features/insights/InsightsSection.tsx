import { Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  /** A line under the title: what the figures cover. */
  subtitle?: string;
  /** The orders list behind the section's figures. */
  ordersTo?: string;
  ordersLabel?: string;
  children: ReactNode;
}

/** One section of the dashboard: a titled card, with a way to the orders it counts. */
export function InsightsSection({ title, subtitle, ordersTo, ordersLabel = 'View orders', children }: Props) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" minW="0" h="full" size={{ base: 'sm', md: 'md' }}>
      <Card.Header pb="2">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {ordersTo && (
            <Link asChild ms="auto" textStyle="sm" colorPalette="blue" color="colorPalette.fg">
              <RouterLink to={ordersTo}>{ordersLabel}</RouterLink>
            </Link>
          )}
        </Flex>
        {subtitle && (
          <Text textStyle="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2" minW="0">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** What a section shows when its figures did not come: the rest of the page still does. */
export function SectionUnavailable() {
  return (
    <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
      This section could not load. Try again in a moment.
    </Text>
  );
}

/** What a section shows when the range has nothing for it. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
      {children}
    </Text>
  );
}

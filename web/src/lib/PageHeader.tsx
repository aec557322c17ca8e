import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's heading, also its document title. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <Flex gap="3" mb="5" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <title>{`${title} · Parcelo`}</title>
      <div>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" textStyle="sm" mt="1">
            {description}
          </Text>
        )}
      </div>
      {actions && (
        <Flex ms={{ sm: 'auto' }} gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

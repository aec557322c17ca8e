import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A step's heading in the auth card, also the document title. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="1" mb="6">
      <title>{`${title} · Parcelo`}</title>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
}

import { MSG } from '@parcelo/common';
import { Center, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const PATIENCE_AFTER_MS = 5000;

/** The loading indicator; after 5 seconds it adds a word of patience. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), PATIENCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Center minH={fullPage ? '100dvh' : '60'} p="6" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
        {slow ? (
          <Text color="fg.muted" textAlign="center">
            {MSG.loadingPatience}
          </Text>
        ) : (
          <VisuallyHidden>Loading</VisuallyHidden>
        )}
      </Stack>
    </Center>
  );
}

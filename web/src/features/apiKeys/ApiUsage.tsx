import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { curlExample } from './apiKeys';

/** How to call the GraphQL endpoint with a key, with this site's own address. */
export function ApiUsage() {
  const endpoint = `${location.origin}/graphql`;
  return (
    <Stack gap="3" as="section" aria-labelledby="api-usage-heading">
      <Heading as="h2" size="md" id="api-usage-heading">
        Calling the API
      </Heading>
      <Text textStyle="sm">
        Send GraphQL requests to <Code>{endpoint}</Code> with an API key in the <Code>Authorization</Code> header. A key
        acts as the seller who created it, for your company only: it reads and changes what you can in the app, except
        API keys, your password and your profile.
      </Text>
      <Box
        as="pre"
        bg="bg.muted"
        borderRadius="md"
        p="3"
        textStyle="xs"
        fontFamily="mono"
        overflowX="auto"
        whiteSpace="pre"
        aria-label="Example request"
      >
        {curlExample(endpoint, '<your API key>')}
      </Box>
      <Text textStyle="sm" color="fg.muted">
        Keep keys secret, like a password: anyone holding one can act for your company. Revoke a key you no longer use
        or that may have leaked; it stops working at once.
      </Text>
    </Stack>
  );
}

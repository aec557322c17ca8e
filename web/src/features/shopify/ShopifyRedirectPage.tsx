import { MSG } from '@parcelo/common';
import { Alert, Card, Center, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireSeller } from '../../lib/guards';
import { toaster } from '../../lib/toaster';
import { Wordmark } from '../../lib/Wordmark';
import { failureReason, readShopifyRedirect } from './redirectParams';
import { useShopifyConnectInstallMutation } from './useShopifyConnectInstallMutation';
import { useShopifyConnectPermitMutation } from './useShopifyConnectPermitMutation';

const SALES_CHANNELS = '/settings/integrations/sales-channels';

/** The store is connected to the signed-in seller's company: a signed-out seller signs in and comes back here. */
export async function shopifyRedirectLoader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  return null;
}

type Outcome =
  | { kind: 'working' }
  | { kind: 'installed'; authorizationUrl: string; opened: boolean }
  | { kind: 'failed'; message: string };

/**
 * /shopify-redirect: where Shopify sends the seller back. After the install page it checks the
 * redirect and opens the store's authorisation page in a new window; after authorisation it
 * connects the store and goes home.
 */
export function ShopifyRedirectPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const redirect = useMemo(() => readShopifyRedirect(search), [search]);
  const [install] = useShopifyConnectInstallMutation();
  const [permit] = useShopifyConnectPermitMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // A redirect is used once: the state it carries is single-use.
  const sent = useRef(false);

  useEffect(() => {
    if (!redirect || sent.current) return;
    sent.current = true;
    const fail = (message: string | undefined) =>
      setOutcome({
        kind: 'failed',
        message: failureReason(message || MSG.genericFailure, MSG.shopifyIntegrationFailed),
      });
    const onError = (error: Error) => fail(error.message);
    if (redirect.step === 'installation') {
      install(redirect.input, {
        onCompleted: (payload) => {
          if (payload.userErrors.length || !payload.authorizationUrl) return fail(payload.userErrors[0]?.message);
          const opened = window.open(payload.authorizationUrl, '_blank');
          if (opened) opened.opener = null;
          setOutcome({ kind: 'installed', authorizationUrl: payload.authorizationUrl, opened: opened !== null });
        },
        onError,
      });
    } else {
      permit(redirect.input, {
        onCompleted: (payload) => {
          if (payload.userErrors.length || !payload.salesChannel) return fail(payload.userErrors[0]?.message);
          toaster.create({ type: 'success', title: MSG.shopifyIntegrated });
          void navigate('/', { replace: true });
        },
        onError,
      });
    }
  }, [redirect, install, permit, navigate]);

  const shown: Outcome = redirect
    ? outcome
    : { kind: 'failed', message: 'The link from Shopify is incomplete. Start again from Settings > Integrations.' };

  return (
    <Center as="main" minH="100dvh" px="4" py={{ base: '8', md: '12' }}>
      <title>Shopify</title>
      <Stack gap="6" w="full" maxW="lg" align="center">
        <Wordmark size="2xl" />
        <Card.Root w="full">
          <Card.Body p={{ base: '5', md: '8' }}>
            {shown.kind === 'working' && (
              <Stack direction="row" gap="3" align="center" role="status">
                <Spinner size="sm" />
                <Text>Connecting your Shopify store…</Text>
              </Stack>
            )}
            {shown.kind === 'installed' && (
              <Stack gap="4">
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{MSG.shopifyAppInstalled}</Alert.Title>
                </Alert.Root>
                <Text>
                  {shown.opened
                    ? 'Approve the permissions in the Shopify window that opened to finish connecting the store.'
                    : 'Your browser blocked the Shopify window. Open it to approve the permissions and finish connecting the store.'}
                </Text>
                <Link
                  href={shown.authorizationUrl}
                  target="_blank"
                  rel="noreferrer"
                  colorPalette="teal"
                  fontWeight="medium"
                >
                  Open Shopify's permission page
                </Link>
              </Stack>
            )}
            {shown.kind === 'failed' && (
              <Stack gap="4">
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{MSG.shopifyIntegrationFailed}</Alert.Title>
                    <Alert.Description>{shown.message}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
                <Link asChild colorPalette="teal" fontWeight="medium">
                  <RouterLink to={SALES_CHANNELS}>Back to Settings &gt; Integrations</RouterLink>
                </Link>
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}

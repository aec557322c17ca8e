import { MSG } from '@parcelo/common';
import { Alert, Button, Card, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router';
import type { DeleteUserDataConfirmPageQuery } from '../../__generated__/DeleteUserDataConfirmPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure } from '../../lib/toaster';
import { PublicPage } from '../../lib/PublicPage';
import { useUserDataDeleteConfirmMutation } from './useUserDataDeleteConfirmMutation';

const query = graphql`
  query DeleteUserDataConfirmPageQuery($token: String!) {
    userDataDeletionLink(token: $token) {
      state
      message
    }
  }
`;

/** Public: the link is checked as the page opens, so a used or dead one offers nothing to click. */
export function deleteUserDataConfirmLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<DeleteUserDataConfirmPageQuery>(query, { token: params.token ?? '' });
}

/**
 * /delete-user-data/confirm/{token}: the link texted to the phone. Confirming is a button,
 * not the visit itself, so a link preview fetched by a messaging app deletes nothing.
 */
export function DeleteUserDataConfirmPage() {
  const { token = '' } = useParams();
  const link = useRouteQuery<DeleteUserDataConfirmPageQuery>(query).userDataDeletionLink;
  const [confirm, isSending] = useUserDataDeleteConfirmMutation();
  const [clicked, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const answer =
    clicked ?? (link.state === 'OPEN' ? null : { ok: false, message: link.message ?? MSG.deletionLinkInvalid });

  const onConfirm = () =>
    confirm(
      { token },
      {
        onCompleted: (payload) => {
          const problem = payload.userErrors[0];
          setAnswer(problem ? { ok: false, message: problem.message } : { ok: true, message: payload.message ?? '' });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );

  return (
    <PublicPage brand={null} title="Confirm deleting your data" width="lg">
      {answer ? (
        <Alert.Root status={answer.ok ? 'success' : 'warning'} role="status">
          <Alert.Indicator />
          <Alert.Description>{answer.message}</Alert.Description>
        </Alert.Root>
      ) : (
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Text>
                Your name, phone number, e-mail and addresses will be removed from the orders placed with this number
                once they have been delivered or returned, with your delivery requests and messages. This cannot be
                undone.
              </Text>
              <Button colorPalette="red" size="lg" onClick={onConfirm} loading={isSending}>
                Yes, delete my data
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      {answer && !answer.ok && (
        <Link asChild>
          <RouterLink to="/delete-user-data">Ask again</RouterLink>
        </Link>
      )}
    </PublicPage>
  );
}

import { MSG, OrderMessageInput } from '@parcelo/common';
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { OrderMessagesSection_message$key } from '../../__generated__/OrderMessagesSection_message.graphql';
import type { OrderMessagesSection_order$key } from '../../__generated__/OrderMessagesSection_order.graphql';
import type { OrderMessagesSectionPaginationQuery } from '../../__generated__/OrderMessagesSectionPaginationQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifyFailure } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { chronological, isFromCustomer, messageStatusView, senderLabel, sendsOnEnter } from './messageLabels';
import { useOrderMessageSendMutation } from './useOrderMessageSendMutation';
import { useOrderMessagesSubscription } from './useOrderMessagesSubscription';

const fragment = graphql`
  fragment OrderMessagesSection_order on Order
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "OrderMessagesSectionPaginationQuery") {
    id
    messages(last: $count, before: $cursor) @connection(key: "OrderMessagesSection_messages") {
      __id
      edges {
        node {
          id
          createdAt
          ...OrderMessagesSection_message
        }
      }
    }
  }
`;

const messageFragment = graphql`
  fragment OrderMessagesSection_message on OrderMessage {
    messageText
    senderType
    senderPhone
    createdAt
    status
  }
`;

/** How many older messages "Load older" fetches: the API's default page. */
const MESSAGES_PAGE = 50;

/** The order's WhatsApp thread with its buyer, live while shown, and a box to write to them. */
export function OrderMessagesSection({ order }: { order: OrderMessagesSection_order$key }) {
  const { data, hasPrevious, isLoadingPrevious, loadPrevious } = usePaginationFragment<
    OrderMessagesSectionPaginationQuery,
    OrderMessagesSection_order$key
  >(fragment, order);
  const connection = data.messages?.__id ?? null;
  const [liveStopped, setLiveStopped] = useState(false);
  useOrderMessagesSubscription(data.id, connection, () => setLiveStopped(true));

  const edges = data.messages?.edges;
  const messages = useMemo(() => chronological((edges ?? []).map((edge) => edge.node)), [edges]);
  const newest = messages.at(-1)?.id;

  // The thread scrolls on its own; a new message (sent or received) brings its end into view,
  // while older ones loaded above leave the view where it was.
  const thread = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = thread.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const loadOlder = () => loadPrevious(MESSAGES_PAGE, { onComplete: (error) => error && notifyError(error) });

  return (
    <Stack gap="3">
      <Box
        ref={thread}
        role="log"
        aria-label="Message thread"
        // Focusable so the keyboard can scroll it.
        tabIndex={0}
        maxH="md"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        p="3"
      >
        {!data.messages ? (
          <Text color="fg.muted" textAlign="center" py="4">
            {MSG.messagesUnavailable}
          </Text>
        ) : messages.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="4">
            No messages yet
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {hasPrevious && (
              <Box as="li" textAlign="center">
                <Button variant="outline" size="xs" onClick={loadOlder} loading={isLoadingPrevious}>
                  Load older
                </Button>
              </Box>
            )}
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </Box>
      {liveStopped && (
        <Text role="status" textStyle="sm" color="fg.muted">
          {MSG.messagesLiveStopped}
        </Text>
      )}
      {connection && <MessageForm orderId={data.id} connection={connection} />}
    </Stack>
  );
}

function MessageBubble({ message }: { message: OrderMessagesSection_message$key }) {
  const m = useFragment(messageFragment, message);
  const fromCustomer = isFromCustomer(m.senderType);
  const status = messageStatusView(m.status);
  return (
    <Box
      as="li"
      alignSelf={fromCustomer ? 'flex-start' : 'flex-end'}
      maxW="85%"
      colorPalette={fromCustomer ? 'gray' : 'teal'}
      bg="colorPalette.subtle"
      rounded="lg"
      px="3"
      py="2"
    >
      <HStack gap="2" wrap="wrap" textStyle="xs">
        <Text fontWeight="semibold">{senderLabel(m.senderType)}</Text>
        {m.senderPhone && <Text color="fg.muted">{m.senderPhone}</Text>}
      </HStack>
      <Text mt="1" whiteSpace="pre-wrap" wordBreak="break-word">
        {m.messageText}
      </Text>
      <HStack gap="2" mt="1" justify="flex-end" wrap="wrap">
        <Text asChild textStyle="xs" color="fg.muted">
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </Text>
        <Badge size="sm" colorPalette={status.palette} variant="surface" whiteSpace="nowrap">
          {status.label}
        </Badge>
      </HStack>
    </Box>
  );
}

function MessageForm({ orderId, connection }: { orderId: string; connection: string }) {
  const [send, isSending] = useOrderMessageSendMutation();
  const form = useSchemaForm(OrderMessageInput, { messageText: '' });
  const error = form.field('messageText').error;

  const submit = form.onSubmit((values) => {
    if (isSending) return;
    send({ order: orderId, messageText: values.messageText.trim() }, [connection], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.messageEdge) {
          form.setFormError(MSG.messageSendFailed);
          return;
        }
        form.setValue('messageText', '');
      },
      // The text stays in the box, to send again.
      onError: (failure) => notifyFailure(failure, MSG.messageSendFailed),
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Message</Field.Label>
          <Textarea
            name="messageText"
            rows={3}
            autoresize
            maxH="40"
            value={form.values.messageText}
            onChange={(event) => form.setValue('messageText', event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Field.HelperText>Enter sends; Shift+Enter starts a new line.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <FormAlert message={form.formError} />
        <Box>
          <Button type="submit" loading={isSending}>
            Send
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

import { Box, Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { NotificationOutboxPageQuery } from '../../__generated__/NotificationOutboxPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { AdminSideMenu } from '../shell/AdminSideMenu';
import { NotificationOutboxTable } from './NotificationOutboxTable';

const query = graphql`
  query NotificationOutboxPageQuery {
    viewer {
      ...AdminSideMenu_viewer
    }
    ...NotificationOutboxTable_query
  }
`;

export function notificationOutboxLoader() {
  return loadRouteQuery<NotificationOutboxPageQuery>(query, {});
}

/**
 * /admin/notifications: the messages sent to buyers and users (sign-up codes, NDR links), so
 * support reads them here rather than in a server's output.
 */
export function NotificationOutboxPage() {
  const data = useRouteQuery<NotificationOutboxPageQuery>(query);
  // New messages arrive without the page knowing: Refresh fetches the rows on screen again.
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      {data.viewer && <AdminSideMenu viewer={data.viewer} tab="Notifications" />}
      <Box flex="1" minW="0" w="full">
        <PageHeader
          title="Notifications"
          description="Messages sent by SMS, WhatsApp and e-mail, newest first. Recipients are masked."
          actions={
            <Button variant="outline" onClick={() => setRefreshKey((k) => k + 1)}>
              Refresh
            </Button>
          }
        />
        <NotificationOutboxTable query={data} refreshKey={refreshKey} />
      </Box>
    </Flex>
  );
}

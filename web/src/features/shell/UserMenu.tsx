import { Avatar, Box, Button, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql';
import { useSignOutMutation } from '../auth';
import { LazyMenu } from '../../lib/LazyMenu';

const fragment = graphql`
  fragment UserMenu_viewer on Viewer {
    adminApp
    userType
    user {
      name
      email
    }
  }
`;

/** The name at the right of the top bar, opening Settings, Billing and Logout. */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(fragment, viewer);
  const navigate = useNavigate();
  const [signOut, isSigningOut] = useSignOutMutation();
  const settingsPath = data.adminApp ? '/admin/profile' : '/settings/profile';
  const billingPath = data.adminApp ? '/admin/billing' : '/billing';
  // An operator's company is not billed by Parcelo, and a cluster owner handles no money.
  const billing = data.userType !== 'WAREHOUSE' && data.userType !== 'CLUSTER_OWNER';

  const onSelect = (value: string) => {
    if (value === 'settings') void navigate(settingsPath);
    if (value === 'billing') void navigate(billingPath);
    if (value === 'logout') {
      // A full load of /signin drops everything the session left in memory.
      signOut({ everywhere: false }, { onCompleted: () => window.location.assign('/signin') });
    }
  };

  return (
    <LazyMenu
      onSelect={onSelect}
      positioning={{ placement: 'bottom-end' }}
      minW="56"
      trigger={(props) => (
        <Button
          variant="ghost"
          size="sm"
          px="2"
          loading={isSigningOut}
          aria-label={`Account menu for ${data.user.name}`}
          {...props}
        >
          <Avatar.Root size="xs" colorPalette="teal">
            <Avatar.Fallback name={data.user.name} />
          </Avatar.Root>
          <Text as="span" hideBelow="md" maxW="40" truncate>
            {data.user.name}
          </Text>
        </Button>
      )}
      items={(Menu) => (
        <>
          <Box px="2" py="1.5">
            <Text fontWeight="semibold" truncate>
              {data.user.name}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {data.user.email}
            </Text>
          </Box>
          <Menu.Separator />
          <Menu.Item value="settings">Settings</Menu.Item>
          {billing && <Menu.Item value="billing">Billing</Menu.Item>}
          <Menu.Item value="logout" disabled={isSigningOut}>
            Logout
          </Menu.Item>
        </>
      )}
    />
  );
}

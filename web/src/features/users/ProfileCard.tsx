import { Button, Card, DataList, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileCard_viewer$key } from '../../__generated__/ProfileCard_viewer.graphql';
import { formatDate } from '../../lib/format';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactVerifyForm } from './ContactVerifyForm';
import type { PendingContact } from './contactChange';
import { adminRoleLabel, userTypeLabel } from './labels';
import { ProfileEditForm } from './ProfileEditForm';

const fragment = graphql`
  fragment ProfileCard_viewer on Viewer {
    userType
    role
    user {
      name
      email
      phone
      username
      createdAt
    }
    company {
      name
      code
    }
    ...ProfileEditForm_viewer
  }
`;

type Mode = 'view' | 'edit' | 'password';

/** The profile: view, Edit and Change Password. */
export function ProfileCard({ viewer }: { viewer: ProfileCard_viewer$key }) {
  const data = useFragment(fragment, viewer);
  const [mode, setMode] = useState<Mode>('view');
  // New contacts waiting for their codes, confirmed one after the other.
  const [pending, setPending] = useState<readonly PendingContact[]>([]);

  const [confirming] = pending;
  if (confirming)
    return (
      <ContactVerifyForm key={confirming.channel} pending={confirming} onDone={() => setPending(pending.slice(1))} />
    );
  if (mode === 'edit')
    return (
      <ProfileEditForm
        viewer={data}
        onDone={(sent) => {
          setPending(sent);
          setMode('view');
        }}
      />
    );
  if (mode === 'password') return <ChangePasswordForm onDone={() => setMode('view')} />;

  const rows: [string, string][] = [
    ['Name', data.user.name],
    ['Email', data.user.email],
    ['Phone', data.user.phone],
  ];
  if (data.user.username) rows.push(['Username', data.user.username]);
  if (data.company)
    rows.push([data.userType === 'WAREHOUSE' ? 'Warehouse business name' : 'Company name', data.company.name]);
  if (data.company) rows.push(['Company code', data.company.code]);
  rows.push([
    'Account type',
    data.role ? `${userTypeLabel(data.userType)} (${adminRoleLabel(data.role)})` : userTypeLabel(data.userType),
  ]);
  rows.push(['Member since', formatDate(data.user.createdAt)]);

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="4">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" wrap="wrap">
          <Button onClick={() => setMode('edit')}>Edit</Button>
          <Button variant="outline" onClick={() => setMode('password')}>
            Change Password
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

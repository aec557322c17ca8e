import { Badge, DataList, Drawer, HStack, Link, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { FieldPersonDrawer_person$key } from '../../__generated__/FieldPersonDrawer_person.graphql';
import type { FieldPersonDrawerQuery } from '../../__generated__/FieldPersonDrawerQuery.graphql';
import { formatDateTime } from '../../lib/format';
import { DrawerDetail, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { salesmanPagePath } from './salesmanWork';

/** The drawer's own query, loaded when a name is clicked (or the URL names a person). */
export const fieldPersonDrawerQuery = graphql`
  query FieldPersonDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on FieldPerson @alias(as: "person") {
        ...FieldPersonDrawer_person
      }
    }
  }
`;

const fragment = graphql`
  fragment FieldPersonDrawer_person on FieldPerson {
    id
    name
    firstName
    lastName
    phone
    isActive
    role
    userTypeCode
    company {
      name
      code
    }
    createdAt
    updatedAt
  }
`;

const ROLE_LABEL = { SALESMAN: 'Salesman', PROMOTER: 'Promoter' } as const;

/** A salesman's or promoter's details: who, for which brand, whether they may sign in. */
export function FieldPersonDrawer(props: QueryDrawerState<FieldPersonDrawerQuery> & { title: string }) {
  return (
    <QueryDrawer<FieldPersonDrawerQuery> {...props} query={fieldPersonDrawerQuery} size={{ base: 'full', md: 'md' }}>
      {(data) => data.node?.person && <Details person={data.node.person} />}
    </QueryDrawer>
  );
}

function Details({ person }: { person: FieldPersonDrawer_person$key }) {
  const p = useFragment(fragment, person);
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>{p.name}</Drawer.Title>
          <HStack gap="2">
            <Badge variant="subtle">{ROLE_LABEL[p.role as keyof typeof ROLE_LABEL] ?? p.userTypeCode}</Badge>
            <Badge colorPalette={p.isActive ? 'green' : 'gray'} variant="subtle">
              {p.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {p.role === 'SALESMAN' && (
              <Link asChild colorPalette="blue" textStyle="sm">
                <RouterLink to={salesmanPagePath(p.id)}>Open page</RouterLink>
              </Link>
            )}
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <DataList.Root orientation="horizontal" gap="3">
          <DrawerDetail label="First name">{p.firstName}</DrawerDetail>
          <DrawerDetail label="Last name">{p.lastName ?? '—'}</DrawerDetail>
          <DrawerDetail label="Phone">{p.phone}</DrawerDetail>
          <DrawerDetail label="Brand">{p.company ? `${p.company.name} (${p.company.code})` : '—'}</DrawerDetail>
          <DrawerDetail label="User type">{p.userTypeCode}</DrawerDetail>
          <DrawerDetail label="Created">{formatDateTime(p.createdAt)}</DrawerDetail>
          <DrawerDetail label="Updated">{formatDateTime(p.updatedAt)}</DrawerDetail>
        </DataList.Root>
      </Drawer.Body>
    </>
  );
}

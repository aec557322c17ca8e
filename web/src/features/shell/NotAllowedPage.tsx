import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';

/** A page of the admin app the viewer's role may not use, opened by its address. */
export function NotAllowedPage({ home }: { home: string }) {
  return (
    <>
      <PageHeader title="Not allowed" />
      <Card.Root variant="outline" role="alert">
        <Card.Body>
          <Stack gap="4" align="flex-start">
            <Text>Your admin role does not allow this page. Ask the super admin if you need it.</Text>
            <Button asChild variant="outline" size="sm">
              <Link to={home}>Go to your home page</Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}

import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { PageWithSidebar } from './PageWithSidebar';

interface Props {
  title: string;
  /** The page's own actions, in a sidebar beside the content. */
  sidebar?: ReactNode;
}

/** A page whose features arrive in later releases: its title and a line saying so. */
export function PlaceholderPage({ title, sidebar }: Props) {
  const content = (
    <>
      <PageHeader title={title} />
      <Card.Root variant="outline">
        <Card.Body>
          <Text color="fg.muted">This area is being set up. Its tools will appear here soon.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );

  if (!sidebar) return content;
  return (
    <PageWithSidebar title={title} sidebar={sidebar}>
      {content}
    </PageWithSidebar>
  );
}

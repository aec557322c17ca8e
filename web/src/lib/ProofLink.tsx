import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { MSG } from '@parcelo/common';
import type { ProofLinkQuery } from '../__generated__/ProofLinkQuery.graphql';
import { notifyFailure } from './toaster';

const query = graphql`
  query ProofLinkQuery($storedUrl: String!) {
    uploadedFile(storedUrl: $storedUrl) {
      url
    }
  }
`;

/**
 * Opens an uploaded proof (an offline payment's, a D2R collection's) through a short-lived link
 * the service signs for whoever may see it. `label` names it for screen readers when a list has several.
 */
export function ProofLink({ storedUrl, label }: { storedUrl: string; label?: string }) {
  const environment = useRelayEnvironment();
  const [opening, setOpening] = useState(false);
  const open = () => {
    // Opened before the link is known, so the browser treats it as the click's own window.
    const tab = window.open('', '_blank');
    setOpening(true);
    fetchQuery<ProofLinkQuery>(environment, query, { storedUrl }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        const url = data?.uploadedFile?.url;
        if (!url) throw new Error(MSG.notFound);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      })
      .catch((error: unknown) => {
        tab?.close();
        notifyFailure(error, MSG.genericFailure);
      })
      .finally(() => setOpening(false));
  };
  return (
    <Button size="xs" variant="outline" onClick={open} loading={opening} {...(label ? { 'aria-label': label } : {})}>
      View proof
    </Button>
  );
}

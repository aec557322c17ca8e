import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DisputePhotoButtonQuery } from '../../__generated__/DisputePhotoButtonQuery.graphql';
import { notifyFailure } from '../../lib/toaster';

// A fresh short-lived link each time: the photo is private to the brand and the admins.
const query = graphql`
  query DisputePhotoButtonQuery($storedUrl: String!) {
    uploadedFile(storedUrl: $storedUrl) {
      url
    }
  }
`;

/** Opens a dispute's photo in a new tab. */
export function DisputePhotoButton({ storedUrl, awb }: { storedUrl: string; awb: string }) {
  const environment = useRelayEnvironment();
  const [opening, setOpening] = useState(false);
  const open = () => {
    // Opened at once, in the click, so the browser does not block it; pointed at the link once it comes.
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    fetchQuery<DisputePhotoButtonQuery>(environment, query, { storedUrl }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        setOpening(false);
        if (data.uploadedFile && tab) tab.location.href = data.uploadedFile.url;
      },
      error: (failure: unknown) => {
        setOpening(false);
        tab?.close();
        notifyFailure(failure, 'Could not open the photo');
      },
    });
  };
  return (
    <Button size="xs" variant="outline" loading={opening} onClick={open} aria-label={`Photo for AWB ${awb}`}>
      Photo
    </Button>
  );
}

import { MAX_DOCUMENT_ORDERS, MSG, cancelledLeftOut, fill } from '@parcelo/common';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { saveDownload } from '../../lib/download';
import { notifyFailure, toaster } from '../../lib/toaster';
import type { UserErrorLike } from '../../lib/useSchemaForm';
import { notifyUserErrors } from '../../lib/notify';
import { useOrdersInvoicesDownloadMutation } from './useOrdersInvoicesDownloadMutation';
import { useOrdersLabelsDownloadMutation } from './useOrdersLabelsDownloadMutation';

interface Props {
  selected: ReadonlySet<string>;
  onClear: () => void;
}

/** What both download mutations answer. */
interface DownloadPayload {
  readonly userErrors: readonly UserErrorLike[];
  readonly url: string | null | undefined;
  readonly cancelledLeftOut?: number;
}

type Kind = 'labels' | 'invoices';

/**
 * The selected orders' documents as one zip each. The API answers with a same-site
 * link that works for this user for a few minutes; the zip is fetched from it and saved.
 */
export function OrderDocumentsActions({ selected, onClear }: Props) {
  const [downloadLabels, labelsInFlight] = useOrdersLabelsDownloadMutation();
  const [downloadInvoices, invoicesInFlight] = useOrdersInvoicesDownloadMutation();
  // Building the zip behind the link takes longer than the mutation; the button spins until it is saved.
  const [saving, setSaving] = useState<Kind | null>(null);
  const busy = labelsInFlight || invoicesInFlight || saving !== null;
  const ids = [...selected];

  const follow = (kind: Kind, fallback: string) => ({
    onCompleted: (payload: DownloadPayload) => {
      if (!notifyUserErrors(payload.userErrors, fallback) || !payload.url) return;
      if (payload.cancelledLeftOut) toaster.create({ type: 'info', title: cancelledLeftOut(payload.cancelledLeftOut) });
      setSaving(kind);
      saveDownload(payload.url, `${kind}.zip`)
        .catch((error: unknown) => notifyFailure(error, fallback))
        .finally(() => setSaving(null));
    },
    onError: (error: Error) => notifyFailure(error, fallback),
  });

  return (
    <HStack gap="2" wrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {`${selected.size} selected`}
        {selected.size >= MAX_DOCUMENT_ORDERS && ` · ${fill(MSG.documentsMax, { n: MAX_DOCUMENT_ORDERS })}`}
      </Text>
      <Button
        size="sm"
        variant="outline"
        loading={labelsInFlight || saving === 'labels'}
        disabled={busy}
        onClick={() => downloadLabels({ ids }, follow('labels', MSG.labelsDownloadFailed))}
      >
        Download labels
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={invoicesInFlight || saving === 'invoices'}
        disabled={busy}
        onClick={() => downloadInvoices({ ids }, follow('invoices', MSG.invoicesDownloadFailed))}
      >
        Download invoices
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </HStack>
  );
}

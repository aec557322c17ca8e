import { MSG, fill } from '@parcelo/common';
import { Button, HStack, Text } from '@chakra-ui/react';
import { notifyFailure } from '../../lib/toaster';
import type { UserErrorLike } from '../../lib/useForm';
import { notifyUserErrors } from './notify';
import { useOrdersInvoicesDownloadMutation } from './useOrdersInvoicesDownloadMutation';
import { useOrdersLabelsDownloadMutation } from './useOrdersLabelsDownloadMutation';

/** `ordersLabelsDownload` and `ordersInvoicesDownload` take at most this many orders. */
export const MAX_DOCUMENT_ORDERS = 300;

interface Props {
  selected: ReadonlySet<string>;
  onClear: () => void;
}

/** What both download mutations answer. */
interface DownloadPayload {
  readonly userErrors: readonly UserErrorLike[];
  readonly url: string | null | undefined;
}

/**
 * The selected orders' documents as one zip each. The API answers with a same-site
 * link that works for this user for a few minutes; going to it downloads the zip and
 * leaves the page where it is.
 */
export function OrderDocumentsActions({ selected, onClear }: Props) {
  const [downloadLabels, labelsInFlight] = useOrdersLabelsDownloadMutation();
  const [downloadInvoices, invoicesInFlight] = useOrdersInvoicesDownloadMutation();
  const busy = labelsInFlight || invoicesInFlight;
  const ids = [...selected];

  const follow = (fallback: string) => ({
    onCompleted: (payload: DownloadPayload) => {
      if (!notifyUserErrors(payload.userErrors, fallback)) return;
      if (payload.url) window.location.assign(payload.url);
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
        loading={labelsInFlight}
        disabled={busy}
        onClick={() => downloadLabels({ ids }, follow(MSG.labelsDownloadFailed))}
      >
        Download labels
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={invoicesInFlight}
        disabled={busy}
        onClick={() => downloadInvoices({ ids }, follow(MSG.invoicesDownloadFailed))}
      >
        Download invoices
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </HStack>
  );
}

import { Button, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../lib/FormDialog';
import { saveDownload } from '../../lib/download';
import { notifyFailure } from '../../lib/toaster';

/** How long the "Download Beat" dialog waits before the file is fetched. */
export const DOWNLOAD_WAIT_MS = 2000;

/** "Download Beat": waits two seconds, then saves the plan's beats workbook and closes. */
export function DownloadBeatDialog({ url, open, onClose }: { url: string; open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>Download Beat</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Waiting url={url} onDone={onClose} />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </FormDialog>
  );
}

function Waiting({ url, onDone }: { url: string; onDone: () => void }) {
  const [left, setLeft] = useState(DOWNLOAD_WAIT_MS / 1000);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const timer = setTimeout(() => {
      saveDownload(url, 'beats.xlsx')
        .catch((error: unknown) => notifyFailure(error, 'The beats could not be downloaded'))
        .finally(onDone);
    }, DOWNLOAD_WAIT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack direction="row" gap="3" align="center">
      <Spinner size="sm" />
      <Text>{left > 0 ? `Preparing the beats sheet… ${left}s` : 'Downloading…'}</Text>
    </Stack>
  );
}

/** The plan's "Download Beat" button and its dialog. */
export function DownloadBeatButton({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Download Beat
      </Button>
      <DownloadBeatDialog url={url} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { FormAlert } from '../../../lib/FormAlert';
import { deliveryPhotoDataUrl, dataUrlBytes } from './deliveryPhoto';

/** The delivery photo: none yet, being made small, ready to send, or refused (with why). */
export type PhotoState =
  { kind: 'none' } | { kind: 'processing' } | { kind: 'ready'; dataUrl: string } | { kind: 'failed'; message: string };

interface Props {
  photo: PhotoState;
  onChange: (photo: PhotoState) => void;
}

/** Kilobytes, for the driver to see the photo is small. */
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * A photo of the handover from the phone's back camera, drawn again small enough to send
 * over a weak signal, with a preview to check it before Delivered.
 */
export function DeliveryPhotoField({ photo, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same picture chosen again must fire a change too.
    event.currentTarget.value = '';
    if (!file) return;
    onChange({ kind: 'processing' });
    deliveryPhotoDataUrl(file).then(
      (dataUrl) => onChange({ kind: 'ready', dataUrl }),
      (error: unknown) => onChange({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        Photo (optional)
      </Text>
      <input
        aria-label="Delivery photo"
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={chosen}
        style={{ display: 'none' }}
      />
      {photo.kind === 'ready' && (
        <HStack gap="3" align="flex-end">
          <Image src={photo.dataUrl} alt="Delivery photo" maxH="32" rounded="md" borderWidth="1px" />
          <Text textStyle="xs" color="fg.muted">
            {kb(dataUrlBytes(photo.dataUrl))}
          </Text>
        </HStack>
      )}
      <HStack gap="2">
        <Button
          type="button"
          variant="outline"
          size="lg"
          flex="1"
          loading={photo.kind === 'processing'}
          onClick={() => input.current?.click()}
        >
          {photo.kind === 'ready' ? 'Retake photo' : 'Take photo'}
        </Button>
        {photo.kind === 'ready' && (
          <Button type="button" variant="ghost" size="lg" onClick={() => onChange({ kind: 'none' })}>
            Remove
          </Button>
        )}
      </HStack>
      <FormAlert message={photo.kind === 'failed' ? photo.message : null} />
    </Stack>
  );
}

import { MSG } from '@parcelo/common';
import { AspectRatio, Box, Field, IconButton, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { notifyFailure } from '../../lib/toaster';
import { imageFileType, MAX_PRODUCT_IMAGES } from './productForm';
import { ProductImageCropper } from './ProductImageCropper';
import { useFileUpload } from '../../lib/useFileUpload';

/** The extensions allows, for the file picker (the name is checked again on choosing). */
const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

interface Props {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  /** The server's message about the images. */
  error?: string | undefined;
  /** Whether an image is being cropped or uploaded, so the form waits for it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The product's images: choose a jpg, jpeg, png or webp, crop it to 3:1, and it is
 * uploaded and listed as a thumbnail with a remove button. At most eight.
 */
export function ProductImagesField({ urls, onChange, error, onBusyChange }: Props) {
  const [pending, setPending] = useState<{ file: File; fileType: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, isUploading] = useFileUpload('PRODUCT_IMG');
  // An upload ends after a render or two; the newest list is what it adds to.
  const latestUrls = useRef(urls);
  latestUrls.current = urls;
  const full = urls.length >= MAX_PRODUCT_IMAGES;
  const busy = pending !== null || isUploading;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after Cancel) still reports a change.
    input.value = '';
    if (!file) return;
    const type = imageFileType(file.name);
    if ('error' in type) {
      setFileError(type.error);
      return;
    }
    setFileError(null);
    setPending({ file, fileType: type.fileType });
  };

  const uploadCropped = async (image: Blob) => {
    if (!pending) return;
    try {
      const stored = await upload(image, pending.file.name, pending.fileType);
      onChange([...latestUrls.current, stored].slice(0, MAX_PRODUCT_IMAGES));
      setPending(null);
    } catch (failure) {
      notifyFailure(failure, MSG.genericFailure);
    }
  };

  const remove = (index: number) => onChange(urls.filter((_, at) => at !== index));

  return (
    <Stack gap="3">
      {pending ? (
        <ProductImageCropper
          file={pending.file}
          fileType={pending.fileType}
          busy={isUploading}
          onCancel={() => setPending(null)}
          onCropped={(image) => void uploadCropped(image)}
        />
      ) : (
        <Field.Root invalid={Boolean(fileError ?? error)} disabled={full}>
          <Field.Label>Add image</Field.Label>
          <Input type="file" accept={ACCEPT} onChange={choose} p="1.5" />
          <Field.HelperText>{`${urls.length} of ${MAX_PRODUCT_IMAGES} images. JPG, JPEG, PNG or WEBP, cropped to 3:1.`}</Field.HelperText>
          <Field.ErrorText>{fileError ?? error}</Field.ErrorText>
        </Field.Root>
      )}
      {urls.length > 0 && (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 3, md: 4 }}
          gap="2"
          aria-label="Product images"
        >
          {urls.map((url, index) => (
            <Box as="li" key={url} position="relative" borderWidth="1px" rounded="sm" overflow="hidden">
              <AspectRatio ratio={3}>
                <Image src={url} alt={`Product image ${index + 1}`} objectFit="cover" />
              </AspectRatio>
              <IconButton
                aria-label={`Remove image ${index + 1}`}
                size="2xs"
                variant="solid"
                colorPalette="gray"
                position="absolute"
                top="1"
                insetEnd="1"
                onClick={() => remove(index)}
                disabled={isUploading}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {urls.length === 0 && !pending && (
        <Text textStyle="xs" color="fg.muted">
          No images yet.
        </Text>
      )}
    </Stack>
  );
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="12"
      height="12"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

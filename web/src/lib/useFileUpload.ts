import { MSG } from '@parcelo/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadKey } from '../__generated__/useUploadCreateMutation.graphql';
import { ApiError } from './relay/environment';
import { useUploadConfirmMutation } from './useUploadConfirmMutation';
import { useUploadCreateMutation } from './useUploadCreateMutation';

/** The server's refusal of a file (its type, its content), fit to show. */
const refusal = (userErrors: readonly { readonly message: string }[]) =>
  new ApiError(userErrors.map((error) => error.message).join(' '), 'BAD_USER_INPUT');

/**
 * Uploads a file of one kind (a product image, a bulk sheet): a signed link from
 * `uploadCreate`, one PUT of the file with its content type, then `uploadConfirm`, which
 * checks the file's content and makes it usable. Resolves with the stored address, the link
 * without its query; rejects with an ApiError whose message is fit to show.
 */
export function useFileUpload(key: UploadKey) {
  const [createUpload] = useUploadCreateMutation();
  const [confirmUpload] = useUploadConfirmMutation();
  const [isUploading, setUploading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useCallback(
    async (file: Blob, fileName: string, fileType: string): Promise<string> => {
      setUploading(true);
      try {
        const payload = await new Promise<{
          readonly uploadUrl: string | null | undefined;
          readonly storedUrl: string | null | undefined;
          readonly userErrors: readonly { readonly message: string }[];
        }>((resolve, reject) => createUpload({ key, fileName, fileType }, { onCompleted: resolve, onError: reject }));
        if (payload.userErrors.length > 0) throw refusal(payload.userErrors);
        if (!payload.uploadUrl || !payload.storedUrl) throw new ApiError(MSG.genericFailure, 'UNKNOWN');
        let response: Response;
        try {
          response = await fetch(payload.uploadUrl, {
            method: 'PUT',
            body: file,
            // Part of the link's signature on S3: the store refuses to replace a file.
            headers: { 'content-type': fileType, 'if-none-match': '*' },
          });
        } catch {
          throw new ApiError(MSG.genericFailure, 'NETWORK');
        }
        if (!response.ok) throw new ApiError(MSG.genericFailure, 'NETWORK');
        const storedUrl = payload.storedUrl;
        const confirmed = await new Promise<{
          readonly storedUrl: string | null | undefined;
          readonly userErrors: readonly { readonly message: string }[];
        }>((resolve, reject) => confirmUpload({ storedUrl }, { onCompleted: resolve, onError: reject }));
        if (confirmed.userErrors.length > 0) throw refusal(confirmed.userErrors);
        return confirmed.storedUrl ?? storedUrl;
      } finally {
        if (mounted.current) setUploading(false);
      }
    },
    [createUpload, confirmUpload, key],
  );

  return [upload, isUploading] as const;
}

import { MSG } from '@parcelo/common';
import { ApiError } from './relay/environment';

/** A failed download's body longer than this is a page, not a message fit to show. */
const MAX_MESSAGE_LENGTH = 200;

/** Long enough for the browser to have taken the blob into its download. */
const REVOKE_AFTER_MS = 10_000;

/** The file name a Content-Disposition header gives, preferring the encoded `filename*`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*utf-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] || plain?.[2] || null;
}

/**
 * Downloads a same-site file under the server's name for it. Fetched rather than
 * navigated to, so a failure (the server answers plain text) leaves the app on screen:
 * it throws an ApiError carrying that text when it is short, else the generic message.
 */
export async function saveDownload(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      const text = (await response.text()).trim();
      throw new ApiError(text && text.length <= MAX_MESSAGE_LENGTH ? text : MSG.genericFailure, 'UNKNOWN');
    }
    blob = await response.blob();
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(MSG.genericFailure, 'NETWORK');
  }

  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

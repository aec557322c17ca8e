import { notifyFailure, toaster } from './toaster';
import type { UserErrorLike } from './useSchemaForm';

/**
 * Shows a drawer action's userErrors as one error notification (the server's
 * message, else the action's fallback). Answers whether there were none.
 */
export function notifyUserErrors(userErrors: readonly UserErrorLike[], fallback: string): boolean {
  if (userErrors.length === 0) return true;
  const message = userErrors
    .map((error) => error.message)
    .filter(Boolean)
    .join(' ');
  toaster.create({ type: 'error', title: message || fallback });
  return false;
}

/**
 * The callbacks of a drawer action that says only whether it worked: `success` when it
 * did, else the server's message or `failure`.
 */
export function notifyOutcome(success: string, failure: string) {
  return {
    onCompleted: (payload: { readonly userErrors: readonly UserErrorLike[] }) => {
      if (notifyUserErrors(payload.userErrors, failure)) toaster.create({ type: 'success', title: success });
    },
    onError: (error: Error) => notifyFailure(error, failure),
  };
}

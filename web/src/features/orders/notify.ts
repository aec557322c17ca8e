import { toaster } from '../../lib/toaster';
import type { UserErrorLike } from '../../lib/useForm';

/**
 * Shows a drawer action's userErrors as one error notification (§8: the server's
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

import type { SandboxReply, SandboxRequest } from './index.js';

/** A reply with a JSON body. */
export const json = (status: number, body: unknown): SandboxReply => ({ status, body });

/** A request's JSON object body, or null when it is not one. */
export function bodyOf(request: SandboxRequest): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(request.body.toString('utf8') || '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

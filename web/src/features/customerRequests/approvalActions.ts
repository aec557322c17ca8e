import { APPROVAL_ACTIONS, APPROVAL_STATUSES, fill, MSG } from '@parcelo/common';
import type { UserErrorLike } from '../../lib/useSchemaForm';

/** What the approval actions read of a request. */
export interface ApprovalRow {
  readonly id: string;
  readonly approvalStatus: string;
  readonly orderNumber: string;
  readonly formLinkStatus: string;
}

type Judged = Pick<ApprovalRow, 'approvalStatus' | 'formLinkStatus'>;

/** The one status an approval action sets. */
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The button of each action, named as its status. */
export const approvalActionLabel = (action: ApprovalAction) => APPROVAL_STATUSES[action];

/**
 * An action is off when every request it would act on is already in its state, and
 * so when there is none to act on.
 */
export function approvalActionDisabled(action: ApprovalAction, rows: readonly Judged[]): boolean {
  return approvalTargets(action, rows).length === 0;
}

/**
 * The requests an action is sent for: those not already in its state. An admin may set any
 * status again, also after an approval was applied to the order. Approving applies the
 * buyer's answer, so a request the buyer has not filled cannot be approved.
 */
export function approvalTargets<R extends Judged>(action: ApprovalAction, rows: readonly R[]): R[] {
  return rows.filter(
    (row) => row.approvalStatus !== action && (action !== 'APPROVED' || row.formLinkStatus === 'FILLED'),
  );
}

/** How many of the requests sent are now, by the server's answer, in the action's state. */
export function approvalChangedCount(
  action: ApprovalAction,
  sent: readonly Pick<ApprovalRow, 'id'>[],
  updated: readonly Pick<ApprovalRow, 'id' | 'approvalStatus'>[],
): number {
  const sentIds = new Set(sent.map((row) => row.id));
  return updated.filter((row) => sentIds.has(row.id) && row.approvalStatus === action).length;
}

export const approvalSuccessMessage = (changed: number) => fill(MSG.approvalUpdated, { n: changed });

/** The request a userError points at: by its id, or by its place among the ids sent (`ids.2`, `ids[2]`). */
function requestOf<R extends ApprovalRow>(field: string | null | undefined, sent: readonly R[]): R | undefined {
  if (!field) return undefined;
  const byId = sent.find((row) => row.id === field);
  if (byId) return byId;
  const index = /^(?:input\.)?ids(?:\.|\[)(\d+)\]?$/.exec(field)?.[1];
  return index === undefined ? undefined : sent[Number(index)];
}

/**
 * The userErrors, one per request that could not change, each naming its order when the
 * error says which request it is about, so one notification can list them all.
 */
export function approvalErrors<R extends ApprovalRow>(
  errors: readonly UserErrorLike[],
  sent: readonly R[],
): UserErrorLike[] {
  return errors.map(({ field, message }) => {
    const row = requestOf(field, sent);
    const text = /[.!?]$/.test(message) ? message : `${message}.`;
    return { field, message: row ? `Order ${row.orderNumber}: ${text}` : text };
  });
}

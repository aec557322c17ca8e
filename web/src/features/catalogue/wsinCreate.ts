import { WsinInput } from '@parcelo/common';

/*
 * The Create WSIN form (WSIN row: wsin, name) and where a new WSIN is listed.
 */

export type WsinCreateValues = { wsin: string; name: string };

/** The form's part of the new WSIN; the company is the one picked above the list. */
export const WSIN_CREATE = WsinInput.pick({ wsin: true, name: true });

/**
 * The connections a new WSIN joins: the listed one, unless its search would not find
 * the WSIN (by its code, or by the product title it is named with).
 */
export function connectionsForNewWsin(
  connectionId: string,
  search: { readonly by: string; readonly value: string } | null,
  wsin: { readonly wsin: string; readonly name: string },
): string[] {
  const wanted = search?.value.trim().toLowerCase();
  if (!search || !wanted) return [connectionId];
  const field = search.by === 'WSIN' ? wsin.wsin : wsin.name;
  return field.toLowerCase().includes(wanted) ? [connectionId] : [];
}

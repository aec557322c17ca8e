import { istDayOf, istDayStart, istToday } from '@parcelo/common';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole India days from an invoice's date to today: how long it has been owed. */
export function ageInDays(createdAt: string, today: string = istToday()): number {
  return Math.max(0, Math.round((istDayStart(today).getTime() - istDayStart(istDayOf(createdAt)).getTime()) / DAY_MS));
}

/** "1 day", "12 days". */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Where an admin opens one salesman's page (their retailers, invoices, collections and ageing). */
export const salesmanPagePath = (id: string) => `/admin/d2r/salesmen/${encodeURIComponent(id)}`;

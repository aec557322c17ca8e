import { MSG, fill, nounFor, type Noun } from '@parcelo/common';
import { formatNumber } from '../../../lib/format';

/** How a sheet's outcomes are listed: the rows' key column and what they are. */
export interface BulkOutcomeLabels {
  /** The key column's header, e.g. 'Order ID'. */
  keyHeader: string;
  /** What is counted, e.g. 'order'. */
  noun: Noun;
  /**
   * What a saved row became, for a sheet whose rows are not created: a mapping sheet's
   * products are 'mapped', and the summary then counts them by `noun`.
   */
  done?: string;
}

interface TaskCounts {
  type: string;
  total: number;
  succeeded: number;
  failed: number;
}

/** A finished upload in one line, e.g. '3 of 4 orders created, 1 failed.' or '1 of 2 products mapped, 0 failed.'. */
export function bulkResultSummary(task: TaskCounts, labels?: Pick<BulkOutcomeLabels, 'noun' | 'done'>): string {
  return fill(MSG.bulkResult, {
    succeeded: formatNumber(task.succeeded),
    total: formatNumber(task.total),
    type: labels?.done ? nounFor(task.total, labels.noun) : task.type,
    done: labels?.done ?? 'created',
    failed: formatNumber(task.failed),
  });
}

import { istTimeOn, istToday } from '@parcelo/common';

export type StockTypeChoice = 'OPENING' | 'CLOSING';

/** The hour (India) from which a promoter is taken to be closing the day rather than opening it. */
export const CLOSING_FROM_HOUR = 14;

/** What a count is most likely to be at this moment: the opening count before 2 pm in India, the closing one after. */
export const defaultStockType = (now: Date = new Date()): StockTypeChoice =>
  now.getTime() < istTimeOn(istToday(now), CLOSING_FROM_HOUR).getTime() ? 'OPENING' : 'CLOSING';

export const STOCK_TYPE_LABELS: Record<StockTypeChoice, string> = { OPENING: 'Opening', CLOSING: 'Closing' };

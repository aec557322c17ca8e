import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { WalletFloorForm, WalletFloorInput, WalletTransactionForm, WalletTransactionInput } from './wallet.js';

const form = { description: 'NEFT recharge', amount: '1,234.50', type: 'CREDIT', code: '100' };

describe('wallet schemas', () => {
  it('turn typed rupees into whole paise', () => {
    expect(WalletTransactionForm.parse(form).amount).toBe(123_450);
    expect(WalletTransactionForm.parse({ ...form, amount: '₹ 0.10' }).amount).toBe(10);
    expect(WalletFloorForm.parse({ floor: '-5,000' }).floor).toBe(-500_000);
  });

  it('refuse what is not a positive amount of at most ₹1 crore, in the rule’s words', () => {
    for (const amount of ['0', '-1', '1.234', 'ten', '10000001'])
      expect(WalletTransactionForm.safeParse({ ...form, amount }).error?.issues[0]?.message).toBe(
        MSG.walletAmountInvalid,
      );
    expect(WalletTransactionForm.safeParse({ ...form, amount: ' ' }).error?.issues[0]?.message).toBe(
      'Amount is required',
    );
  });

  it('refuse a floor in the rupees the admin typed, never speaking of paise', () => {
    for (const floor of ['10000000.01', '-10000000.01', '5.555', 'ten']) {
      const message = WalletFloorForm.safeParse({ floor }).error?.issues[0]?.message;
      expect(message).toBe(
        'Floor must be an amount in rupees with up to 2 decimals, from -₹1,00,00,000.00 to ₹1,00,00,000.00',
      );
      expect(message).not.toMatch(/paise/);
    }
  });

  it('ask for every field of an admin’s transaction', () => {
    const result = WalletTransactionInput.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Company is required',
      'Description is required',
      'Amount is required',
      'Type is required',
      'Code is required',
    ]);
    expect(WalletFloorInput.safeParse({ companyId: 'x', floorPaise: 0.5 }).error?.issues.map((i) => i.message)).toEqual(
      [MSG.notFound, MSG.walletFloorInvalid],
    );
  });
});

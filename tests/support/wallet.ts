import { expect } from 'vitest';
import { signedIn, type Session } from './client.js';

const CREATE = `mutation($i: WalletTransactionCreateInput!) { walletTransactionCreate(input: $i) { userErrors { message } } }`;
const FLOOR = `mutation($i: WalletFloorUpdateInput!) { walletFloorUpdate(input: $i) { userErrors { message } } }`;

let admin: Promise<Session> | null = null;
const adminSession = () => (admin ??= signedIn('admin@demo.in'));

/**
 * Puts `paise` in a seller's wallet as an admin's manual recharge (and sets its floor when
 * given): freight is debited when a courier assigns an AWB, so a seller that ships needs a balance.
 */
export async function rechargeWallet(seller: Session, paise: number, floor?: number): Promise<string> {
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  const a = await adminSession();
  if (paise > 0) {
    const credit = await a.gql(CREATE, {
      i: { company, description: 'NEFT recharge', amount: paise, type: 'CREDIT', code: '100' },
    });
    expect(credit.walletTransactionCreate.userErrors).toEqual([]);
  }
  if (floor !== undefined)
    expect((await a.gql(FLOOR, { i: { company, floor } })).walletFloorUpdate.userErrors).toEqual([]);
  return company;
}

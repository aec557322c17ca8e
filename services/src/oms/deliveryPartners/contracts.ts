import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CourierCode, PartnerContract } from '@parcelo/common';
import { config } from '@parcelo/common/config';
import { openSecret } from '@parcelo/common/secrets';
import type { DeliveryPartnerRow, OmsDB } from '../db.js';
import { CourierFailure } from './adapters.js';

/**
 * Parcelo's own courier contracts, which every seller ships with from its first day without
 * connecting anything: the couriers the demo partners book with, serving every pincode of the
 * directory. Each seller gets its own row of each (so it may switch one off or rank it), priced
 * by its rate card for it, or Parcelo's default card while it has none, and booked with
 * Parcelo's key for the courier. They come after the seller's own accounts unless it ranks them.
 */
export const PARCELO_CONTRACTS: readonly { courier: CourierCode; name: string; priority: number }[] = [
  { courier: 'DELHIVERY', name: 'Parcelo · Delhivery', priority: 20 },
  { courier: 'BLUEDART', name: 'Parcelo · Blue Dart', priority: 21 },
  { courier: 'XPRESSBEES', name: 'Parcelo · Xpressbees', priority: 22 },
  { courier: 'DTDC', name: 'Parcelo · DTDC', priority: 23 },
];

const PARCELO: PartnerContract = 'PARCELO';

export const isParceloContract = (p: Pick<DeliveryPartnerRow, 'contract'>) => p.contract === PARCELO;

/** Parcelo's key with a courier: the configured one, or outside production the sandbox's. */
function contractKey(courier: string): string | null {
  const { courierContractKeys, production } = config();
  return courierContractKeys[courier] ?? (production ? null : `parcelo-contract-${courier.toLowerCase()}`);
}

/** The key a partner books with: Parcelo's for its contracts (never stored per seller), the seller's own otherwise. */
export function courierKey(p: Pick<DeliveryPartnerRow, 'contract' | 'courier' | 'credentials'>): { apiKey: string } {
  if (!isParceloContract(p)) return { apiKey: openSecret(p.credentials) };
  const apiKey = contractKey(p.courier);
  if (!apiKey) throw new CourierFailure('Parcelo has no key for this courier', false);
  return { apiKey };
}

/**
 * Gives the company its rows of Parcelo's contracts that it does not have yet (a new seller,
 * or a contract added since). Contracts without a key in this deployment are not offered.
 */
export async function offerParceloContracts(db: Kysely<OmsDB>, companyId: string): Promise<void> {
  const offered = PARCELO_CONTRACTS.filter((c) => contractKey(c.courier));
  if (!offered.length) return;
  const have = await db
    .selectFrom('delivery_partners')
    .select('courier')
    .where('company_id', '=', companyId)
    .where('contract', '=', PARCELO)
    .execute();
  const missing = offered.filter((c) => !have.some((h) => h.courier === c.courier));
  if (!missing.length) return;
  await db
    .insertInto('delivery_partners')
    .values(
      missing.map((c) => ({
        id: randomUUID(),
        company_id: companyId,
        courier: c.courier,
        name: c.name,
        contract: PARCELO,
        credentials: '',
        credentials_hint: '',
        priority: c.priority,
        all_pincodes: true,
        all_forward: true,
        all_reverse: true,
        all_cod: true,
      })),
    )
    // Two first visits at once add each contract once; a seller's own partner already named
    // like a contract keeps its name, and the contract is offered again next time.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

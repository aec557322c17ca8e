import { STORE_ADDRESS_PURPOSES, type StoreAddressPurpose } from '@parcelo/common';
import type { Resolvers, StoreAddressCreateInput } from '../../generated/resolvers-types.js';
import { isAdmin } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import type { StoreAddressBody } from '../../upstream/storeAddresses.js';

const purposeOf = (value: string | null): StoreAddressPurpose | null =>
  STORE_ADDRESS_PURPOSES.includes(value as StoreAddressPurpose) ? (value as StoreAddressPurpose) : null;

/** The address fields of a create or update input, as the service takes them (retailers' too). */
export const storeAddressBody = (
  input: Omit<StoreAddressCreateInput, 'company' | 'idempotencyKey'>,
): StoreAddressBody => ({
  firstName: input.firstName,
  lastName: input.lastName ?? null,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  pincode: input.pincode,
  city: input.city ?? null,
  state: input.state ?? null,
  country: input.country ?? null,
  phone: input.phone,
  email: input.email ?? null,
  gstin: input.gstin ?? null,
  addressPurpose: input.addressPurpose ?? null,
  isActive: input.isActive ?? true,
});

export const storeAddressResolvers: Resolvers = {
  StoreAddress: {
    id: (a) => toGlobalId('StoreAddress', a.id),
    name: (a) => [a.firstName, a.lastName].filter(Boolean).join(' '),
    addressPurpose: (a) => purposeOf(a.addressPurpose),
  },
  Company: {
    // Nullable, so a D2R outage blanks only this list, with an UPSTREAM_UNAVAILABLE error.
    storeAddresses: async (c, { first, after, active }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { storeAddresses, totalCount } = await ctx.apis.storeAddresses
        .list(listRequest(window, { companyId: c.id, active: active ?? null }))
        .catch(rethrow);
      for (const a of storeAddresses) ctx.loaders.storeAddress.prime(a.id, a);
      return connectionFrom(storeAddresses, totalCount, window);
    },
  },
  Mutation: {
    storeAddressCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { storeAddress } = await ctx.apis.storeAddresses.create(
            { ...storeAddressBody(input), ...(input.company ? { companyId: localId(input.company, 'Company') } : {}) },
            input.idempotencyKey,
          );
          return { storeAddressEdge: { cursor: toGlobalId('StoreAddress', storeAddress.id), node: storeAddress } };
        },
        { storeAddressEdge: null },
      ),
    storeAddressUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { storeAddress, ...fields } = input;
          return ctx.apis.storeAddresses.update(localId(storeAddress, 'StoreAddress'), storeAddressBody(fields));
        },
        { storeAddress: null },
      ),
    storeAddressActiveUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.storeAddresses.setActive(localId(input.storeAddress, 'StoreAddress'), input.active);
        },
        { storeAddress: null },
      ),
  },
};

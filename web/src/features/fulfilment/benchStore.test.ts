import { describe, expect, it } from 'vitest';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  commitMutation,
  createOperationDescriptor,
  getRequest,
  type GraphQLResponse,
} from 'relay-runtime';
import benchQuery from '../../__generated__/FulfilmentBenchQuery.graphql';
import awbScan, { type useFulfilmentAwbScanMutation } from '../../__generated__/useFulfilmentAwbScanMutation.graphql';
import { linkScannedAsNode } from './benchStore';

const ID = 'RnVsZmlsbWVudDpvcmRlci0x';

const response: GraphQLResponse = {
  data: {
    fulfilmentAwbScan: {
      userErrors: [],
      fulfilment: {
        id: ID,
        status: 'PARTIALLY_PACKED',
        statusLabel: 'Partially Packed',
        shopOrderId: 'CPN-1001',
        deliveryAwb: 'PC1234567890',
        customerName: 'Kiran Joshi',
        deliveryPartner: null,
        packageType: null,
        packedAt: null,
        shippingLabelUrl: null,
        invoiceUrl: null,
        itemsToScan: [
          {
            code: 'WS-CHAI-250',
            title: 'Masala Chai 250g',
            quantity: 2,
            scannedQuantity: 1,
            status: 'PARTIALLY_SCANNED',
            statusLabel: 'Partially Scanned',
          },
        ],
      },
    },
  },
};

function scan(withUpdater: boolean) {
  const environment = new Environment({
    network: Network.create(() => response),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 0 }),
  });
  return new Promise<Environment>((resolve, reject) => {
    commitMutation<useFulfilmentAwbScanMutation>(environment, {
      mutation: awbScan,
      variables: { input: { awb: 'PC1234567890' } },
      ...(withUpdater && { updater: linkScannedAsNode }),
      onCompleted: () => resolve(environment),
      onError: reject,
    });
  });
}

async function collectGarbage(environment: Environment) {
  (environment.getStore() as Store).scheduleGC();
  await new Promise((resolve) => setTimeout(resolve, 10));
}

const benchOperation = () => createOperationDescriptor(getRequest(benchQuery), { id: ID });

describe('the bench after an AWB scan', () => {
  it('finds the scanned order in the store, without asking the server again', async () => {
    const environment = await scan(true);
    expect(environment.check(benchOperation()).status).toBe('available');
  });

  it('would have to ask the server without the link', async () => {
    const environment = await scan(false);
    expect(environment.check(benchOperation()).status).toBe('missing');
  });

  it('keeps the order in the store while the bench query holds it', async () => {
    const environment = await scan(true);
    const retained = environment.retain(benchOperation());
    await collectGarbage(environment);
    expect(environment.getStore().getSource().get(ID)).toBeTruthy();
    retained.dispose();
    await collectGarbage(environment);
    // Nothing else holds it: a mutation's answer alone is not kept.
    expect(environment.getStore().getSource().get(ID)).toBeUndefined();
  });
});

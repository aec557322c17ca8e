import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { PaymentLog } from '../../upstream/payments.js';
import { paymentsResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  paymentLog: idsLoader<PaymentLog>(async (ids) => (await apis.payments.byIds(ids)).payments),
}));

export default defineModule({
  resolvers: paymentsResolvers,
  loaders,
  nodes: { PaymentLog: 'paymentLog' },
  mappers: {
    PaymentLog: '../../upstream/payments.js#PaymentLog',
    BankDetails: '../../upstream/payments.js#BankDetails',
    PaymentCheckout: '../../upstream/payments.js#PaymentCheckout',
    PublicPaymentRequest: '../../upstream/payments.js#PublicPaymentRequest',
  },
});

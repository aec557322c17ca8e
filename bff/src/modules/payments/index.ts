import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { PaymentLog } from '../../upstream/payments.js';
import { paymentsResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  paymentLog: new PrimedLoader<PaymentLog | null>(async (ids) => byId((await apis.payments.byIds(ids)).payments, ids)),
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

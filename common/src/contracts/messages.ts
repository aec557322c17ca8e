import { z } from 'zod';

export const OrderMessageRecordSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  companyId: z.string(),
  messageText: z.string(),
  senderType: z.enum(['CUSTOMER', 'WHEREHOUSE', 'SELLER']),
  senderPhone: z.string().nullable(),
  status: z.enum(['CREATED', 'SENT', 'FAILED', 'RECEIVED']),
  createdAt: z.string(),
});
export type OrderMessageRecord = z.infer<typeof OrderMessageRecordSchema>;

export interface OrderMessageRecord {
  id: string;
  orderId: string;
  companyId: string;
  messageText: string;
  senderType: 'CUSTOMER' | 'WHEREHOUSE' | 'SELLER';
  senderPhone: string | null;
  status: 'CREATED' | 'SENT' | 'FAILED' | 'RECEIVED';
  createdAt: string;
}

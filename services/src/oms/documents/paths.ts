/** OMS's own address for an order's document; the BFF serves it to browsers. */
export const documentPath = (kind: 'label' | 'invoice', orderId: string) => `/documents/${kind}/${orderId}`;

const CHANNELS: Record<string, string> = { SMS: 'SMS', WHATSAPP: 'WhatsApp', EMAIL: 'E-mail' };

/** A channel as shown; one this screen does not know shows as it comes. */
export const channelLabel = (channel: string) => CHANNELS[channel] ?? channel;

const STATUSES: Record<string, { label: string; palette: string }> = {
  QUEUED: { label: 'Queued', palette: 'gray' },
  SENT: { label: 'Sent', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
};

export const statusView = (status: string) => STATUSES[status] ?? { label: status, palette: 'gray' };

import { MSG, fill } from '@parcelo/common';

export type ContactChannel = 'PHONE' | 'EMAIL';

/** A new phone or email waiting for the code sent to it. */
export interface PendingContact {
  channel: ContactChannel;
  sentTo: string;
}

export const contactNoun = (channel: ContactChannel) => (channel === 'PHONE' ? 'phone number' : 'email');

/** What the user is told once a code is on its way to a new contact. */
export const contactCodeSent = ({ channel, sentTo }: PendingContact) =>
  fill(MSG.contactCodeSent, { sentTo, contact: contactNoun(channel) });

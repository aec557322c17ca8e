/** ******3210 / s****@demo.in: enough for the owner to recognise, little for anyone else. */
export const maskPhone = (p: string) => '*'.repeat(Math.max(0, p.length - 4)) + p.slice(-4);

export const maskEmail = (e: string) => {
  const [local = '', domain = ''] = e.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, local.length - 1))}@${domain}`;
};

/** First name and the last name's initial, as public tracking shows a buyer. */
export function maskName(first: string, last: string) {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

/** The first 3 digits: the region, not the street. */
export const maskPincode = (pincode: string) => `${pincode.slice(0, 3)}***`;

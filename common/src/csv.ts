/** One CSV line: quoted where needed, and a leading =, +, - or @ of text defused so a spreadsheet does not run it. */
export function csvLine(values: readonly (string | number)[]): string {
  return values
    .map((v) => {
      const s = String(v);
      const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
      return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}

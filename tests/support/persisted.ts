import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { PERSISTED_DOCUMENTS_FILE } from '../../bff/src/trustedDocuments.js';

let byName: Map<string, string> | null = null;

/** The web app's persisted document id for an operation, as relay-compiler wrote it (compiled first if need be). */
export function documentId(operationName: string): string {
  if (!byName) {
    if (!existsSync(PERSISTED_DOCUMENTS_FILE)) execSync('npm run relay', { stdio: 'ignore' });
    const map = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
    byName = new Map(
      Object.entries(map).map(([id, text]) => [/^(?:query|mutation|subscription) (\w+)/.exec(text)?.[1] ?? '', id]),
    );
  }
  const id = byName.get(operationName);
  if (!id) throw new Error(`No persisted document for ${operationName}: run npm run relay`);
  return id;
}

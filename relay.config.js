import { existsSync, writeFileSync } from 'node:fs';

// relay-compiler loads this file with require(); Node hands it the ES module's named
// exports, so the settings are named exports rather than one default object.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/src/__generated__';
export const eagerEsModules = true;
// Money is whole paise on the wire; DateTime stays untyped as the app has always read it.
export const customScalarTypes = { Paise: 'number' };
export const excludes = ['**/node_modules/**', '**/__generated__/**'];

// Every operation's text by its SHA-256 (the BFF's trusted documents); the web app sends the id.
// Generated like the artifacts, never committed. relay-compiler adds to the file and will not
// start without it, so a clean clone starts from an empty map.
const persisted = new URL('./web/persisted-queries.json', import.meta.url);
if (!existsSync(persisted)) writeFileSync(persisted, '{}\n');
export const persistConfig = { file: './web/persisted-queries.json', algorithm: 'SHA256' };

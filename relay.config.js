// relay-compiler loads this file with require(); Node hands it the ES module's named
// exports, so the settings are named exports rather than one default object.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/src/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];

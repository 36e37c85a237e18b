/** Imports' public face: what the HTTP routes and the imports worker call. */
export { commitImport } from './commit.ts';
export { createImportUpload } from './import-files.ts';
export { dryRunImport, getImport, listImports } from './imports.ts';
export { revertImport } from './revert.ts';
export { importTemplate } from './template.ts';

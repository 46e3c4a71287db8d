import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { developerApiDocument } from '../modules/developer-api';
import { storeApiDocument } from '../modules/store';

// Writes the two OpenAPI documents the server serves (/api/v1/openapi.json and
// /api/store/v1/openapi.json) into a folder, as the routes make them, without a server or a
// database: scripts/lint-openapi.mjs lints them with Redocly in `npm test` (decision 0054).

/** The documents by file name, written for `publicUrl` (the servers entry of each). */
export const openApiDocuments = (publicUrl: string) => ({
  'developer-api.json': developerApiDocument(publicUrl),
  'store-api.json': storeApiDocument(publicUrl),
});

/** Writes every document into `folder`; returns their paths. */
export function writeOpenApiDocuments(folder: string, publicUrl: string): string[] {
  fs.mkdirSync(folder, { recursive: true });
  return Object.entries(openApiDocuments(publicUrl)).map(([name, document]) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    return file;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('Usage: tsx src/cli/write-openapi-documents.ts <folder>');
    process.exit(1);
  }
  // The address does not change what is linted; the deployment's is used when it is set.
  const written = writeOpenApiDocuments(folder, process.env.PUBLIC_URL ?? 'http://localhost:3000');
  for (const file of written) console.log(file);
}

/** `npm run api:types`: writes the web's route table from the server's OpenAPI document (see test/api-types.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { API_TYPES_DIR, apiTypeFiles, PATHS_FILE, RESPONSE_SCHEMAS_FILE } from '../test/api-types.ts';

const files = await apiTypeFiles();
mkdirSync(API_TYPES_DIR, { recursive: true });
writeFileSync(PATHS_FILE, files.paths);
writeFileSync(RESPONSE_SCHEMAS_FILE, files.responseSchemas);
console.log(`Wrote ${PATHS_FILE} and ${RESPONSE_SCHEMAS_FILE}`);
process.exit(0);

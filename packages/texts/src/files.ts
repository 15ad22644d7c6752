import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the catalogues on disk (`<lang>/<namespace>.json`), for the tests and tools that read the files. */
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../locales');

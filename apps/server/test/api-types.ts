/**
 * The web's route table, written from the server's OpenAPI document (the app is built on an in-memory database,
 * never listening): `paths.gen.ts` holds openapi-typescript's `paths` (each route's parameters, body and
 * answers), `response-schemas.gen.ts` names, for each route, the contract schema of its success answer, which the
 * web checks answers against in development and tests (apps/web/src/lib/api-client.ts). A route's schema is found
 * by writing every schema the contracts export as the server writes its routes' schemas (the same transform)
 * and comparing the texts: a route whose answer is not one exported schema is left unchecked, and listed.
 * `npm run api:types` writes both files; api-types.test.ts fails when the checked-in ones are stale.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import openapiTS, { astToString } from 'openapi-typescript';
import { z } from 'zod';
import { buildTestApp } from './helpers.ts';

const contractsSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/contracts/src');
export const API_TYPES_DIR = join(contractsSrc, 'api');
export const PATHS_FILE = join(API_TYPES_DIR, 'paths.gen.ts');
export const RESPONSE_SCHEMAS_FILE = join(API_TYPES_DIR, 'response-schemas.gen.ts');

const HEADER = "// Written by `npm run api:types` from the server's OpenAPI document: do not edit by hand.\n";
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

/** The server's OpenAPI document, as /api/docs/json serves it. */
export async function openApiDocument(): Promise<OpenApiDoc> {
  const t = await buildTestApp();
  try {
    return (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  } finally {
    await t.close();
  }
}

/** Every zod schema the contracts export, by the text the server's transform writes for it, first name first. */
async function contractSchemasByText(openapi: string): Promise<Map<string, { module: string; name: string }>> {
  const byText = new Map<string, { module: string; name: string }>();
  const modules = readdirSync(contractsSrc)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
  for (const module of modules) {
    const exported: Record<string, unknown> = await import(`@club-pulse/contracts/${module}`);
    for (const [name, value] of Object.entries(exported).sort(([a], [b]) => a.localeCompare(b))) {
      if (!(value instanceof z.ZodType)) continue;
      const text = schemaText(value, openapi);
      if (text && !byText.has(text)) byText.set(text, { module, name });
    }
  }
  return byText;
}

function schemaText(schema: z.ZodType, openapi: string): string | undefined {
  try {
    const out = jsonSchemaTransform({ schema: { response: { 200: schema } }, url: '/x', route: {}, openapiObject: { openapi } } as never);
    return JSON.stringify((out.schema as { response: Record<string, unknown> }).response[200]);
  } catch {
    return undefined;
  }
}

/** The success answer's JSON schema of an operation (200, else 201). */
function successSchema(op: OpenApiDoc['paths'][string][string]): unknown {
  for (const status of ['200', '201']) {
    const schema = op.responses?.[status]?.content?.['application/json']?.schema;
    if (schema) return schema;
  }
  return undefined;
}

/** Both files' texts, from the document. */
export async function apiTypeFiles(doc?: OpenApiDoc): Promise<{ paths: string; responseSchemas: string }> {
  const document = doc ?? (await openApiDocument());
  const paths = HEADER + astToString(await openapiTS(document as never, { alphabetize: true }));

  const byText = await contractSchemasByText(document.openapi);
  const entries: string[] = [];
  const unchecked: string[] = [];
  const imports = new Map<string, Set<string>>();
  for (const route of Object.keys(document.paths).sort()) {
    for (const method of METHODS) {
      const op = document.paths[route]?.[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${route}`;
      const schema = successSchema(op);
      if (!schema) continue;
      const found = byText.get(JSON.stringify(schema));
      if (!found) {
        unchecked.push(key);
        continue;
      }
      imports.set(found.module, (imports.get(found.module) ?? new Set()).add(found.name));
      entries.push(`  '${key}': ${found.module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}.${found.name},`);
    }
  }
  const importLines = [...imports.keys()]
    .sort()
    .map((module) => `import * as ${module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())} from '../${module}.ts';`);
  const responseSchemas = [
    HEADER,
    "import type { z } from 'zod';",
    ...importLines,
    '',
    "/** The contract schema of each route's success answer, by `METHOD /path` as in paths.gen.ts. */",
    'export const responseSchemas: Record<string, z.ZodType> = {',
    ...entries,
    '};',
    '',
    `/** Routes whose answer is no exported contract schema (${unchecked.length}): their answers are typed, not checked. */`,
    `export const uncheckedRoutes = ${JSON.stringify(unchecked, null, 2).replace(/"/g, "'")};`,
    '',
  ].join('\n');
  return { paths, responseSchemas };
}

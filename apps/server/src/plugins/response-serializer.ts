import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * How answers are written (docs/performance.md#admin-lists). Every route's answer has a zod schema (the contracts),
 * and `fastify-type-provider-zod` wrote it by running zod's `encode` over the value and then `JSON.stringify`:
 * about 70 µs for a page of 25 studies, a tenth of what the app adds to a list's queries.
 *
 * A schema made only of objects, arrays, strings, numbers, booleans, enums and literals, optional or nullable
 * (a "plain" schema, which most answers are) is written instead by a serializer compiled for it by
 * fast-json-stringify, Fastify's own (13 µs for the same page). It writes the same text for any value zod accepts:
 * - an object's keys in the schema's order (an object whose optional keys are not all after its required ones is
 *   left to zod: fast-json-stringify writes required keys first), and **only the schema's keys**: a field a query read but the contract
 *   does not name is left out at every depth, as zod's encode strips it (the privacy of the answers rests on it);
 * - an optional key whose value is undefined is left out;
 * - strings are escaped as `JSON.stringify` escapes them.
 * What it does not do is zod's check of the values (a number where a string is declared, a word outside an
 * enum): a value the code got wrong is written, not answered with a 500. So the tests build the app with
 * `verify: true`, which writes every answer both ways, answers zod's text, and fails the request when the two
 * texts differ or zod rejects the value: every answer of every server test checks the compiled serializer.
 *
 * Any other schema (a transform, a default, a union, a record, a date…) is written by zod as before.
 */
export function responseSerializerCompiler(opts: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (routeSchema) => {
    const exact = zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
    const plain = plainJsonSchema(routeSchema.schema);
    if (!plain) return exact;
    const fast = fastJsonStringify(plain as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
    if (!opts.verify) return fast;
    return (data) => {
      const expected = exact(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `The compiled serializer of ${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus}) wrote ${written} where zod wrote ${expected}`,
        );
      }
      return expected;
    };
  };
}

/** The part of JSON Schema that `plainJsonSchema` writes. */
export interface PlainJsonSchema {
  type: string | string[];
  properties?: Record<string, PlainJsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: PlainJsonSchema;
}

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def;

/** The JSON type of every value in `values` when they share one (enums, literals); undefined otherwise. */
function sharedType(values: unknown[]): 'string' | 'number' | 'boolean' | undefined {
  const types = new Set(values.map((v) => typeof v));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? only : undefined;
}

/**
 * The schema fast-json-stringify compiles for a plain zod schema (see above); undefined for any other. Exported for
 * its test.
 */
export function plainJsonSchema(schema: unknown): PlainJsonSchema | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { type: def.type };
    case 'enum':
    case 'literal': {
      const type = sharedType(def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []));
      return type && { type };
    }
    case 'readonly':
      return plainJsonSchema(def.innerType);
    case 'nullable': {
      const inner = plainJsonSchema(def.innerType);
      if (!inner) return undefined;
      const types = Array.isArray(inner.type) ? inner.type : [inner.type];
      return { ...inner, type: [...new Set([...types, 'null'])] };
    }
    case 'array': {
      const items = plainJsonSchema(def.element);
      return items && { type: 'array', items };
    }
    case 'object': {
      // Only a stripping object: a passthrough one writes keys the schema does not name, a strict one rejects them.
      if (def.catchall !== undefined) return undefined;
      const properties: Record<string, PlainJsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const optional = defOf(value)?.type === 'optional';
        const property = plainJsonSchema(optional ? defOf(value)?.innerType : value);
        if (!property) return undefined;
        // fast-json-stringify writes the required keys first: an optional key before a required one would come out
        // in another order than zod's.
        if (!optional && required.length < Object.keys(properties).length) return undefined;
        properties[key] = property;
        if (!optional) required.push(key);
      }
      return { type: 'object', properties, required, additionalProperties: false };
    }
    default:
      return undefined;
  }
}

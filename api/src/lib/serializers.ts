import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** Compiled answers by their schema: the same object always compiles to the same code. */
const compiled = new WeakMap<object, Serializer>();

/**
 * Fastify's own response serializer (fast-json-stringify), compiled once per schema object instead
 * of once per route and status: every route answers its refusals with the same few schemas
 * (routes/schemas.ts), and the default compiled them 290 times, 41 schemas in all, on each start
 * of the api (docs/PERFORMANCE.md, "Starting the api").
 */
export const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  // A shared schema (addSchema) or an option would make the code depend on more than the schema.
  if (options !== undefined || Object.keys(externalSchemas ?? {}).length > 0) return compile;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};

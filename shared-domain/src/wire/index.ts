/**
 * The api's wire schemas (TypeBox), one source for its validation and OpenAPI document and for
 * the frontends' types. Only the api imports this entry; shared-domain's main entry re-exports
 * the types alone, so no schema reaches a browser (docs/ARCHITECTURE.md, "The wire types").
 */
export * from './accounts';
export * from './rides';
export * from './reports';
export * from './bodies';
export * from './strings';

import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { badUserInput, fieldError } from './errors.js';

/** `String.prototype.isWellFormed` (Node 20; TypeScript's lib has it from ES2024). */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** Text PostgreSQL refuses, failing the whole statement: a NUL character, or half of a surrogate pair. */
function isStorable(text: string): boolean {
  return !text.includes('\u0000') && isWellFormed(text);
}

/** Where in an argument value a string cannot be stored, as a field path ("input.firstname"), if anywhere. */
export function unstorableTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextPath(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

type Resolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;

function refusingUnstorableText(resolve: Resolver): Resolver {
  return (source, args, context, info) => {
    for (const [name, value] of Object.entries(args)) {
      const path = unstorableTextPath(value, name);
      if (path) throw badUserInput([fieldError(path, 'INVALID_VALUE')]);
    }
    return resolve(source, args, context, info);
  };
}

/**
 * A NUL character or a lone surrogate anywhere in an argument would reach the database and surface as an internal
 * error, so every field that takes arguments refuses them first, as invalid input — whichever lane (Yoga, the
 * compiled direct answers, WebSocket, the public pages) runs the operation.
 */
export function refuseUnstorableText(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      field.resolve = refusingUnstorableText((field.resolve ?? defaultFieldResolver) as Resolver);
      if (field.subscribe) field.subscribe = refusingUnstorableText(field.subscribe as Resolver);
    }
  }
  return schema;
}

import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isInputType,
  isSpecifiedScalarType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs queries as JavaScript compiled from each document once (graphql-jit) instead of walking the document for every
 * answer: a page of trip cards has hundreds of fields, and graphql-js spends more on visiting them than the resolvers
 * spend on answering. Mutations and subscriptions stay on graphql-js (run once each, nothing to gain).
 *
 * graphql-jit leaves out the defaults of input-object fields when it coerces variables
 * (zalando-incubator/graphql-jit#142), so variables are coerced by graphql-js first and the compiled query gets the
 * coerced values. That holds only for values that coerce to themselves, so an operation with a variable of a custom
 * scalar or of an enum with internal values is not compiled. Variables graphql-js refuses go the graphql-js way, which
 * answers with its usual errors. A document is compiled when it runs a second time (the app's queries do, again and
 * again): a one-off query is cheaper to walk.
 */
export function useCompiledQueries(): Plugin {
  /** Per document and operation: how often it ran, and once it runs again, its compiled form (null: not compilable). */
  const seen = new WeakMap<DocumentNode, Map<string, { uses: number; query?: CompiledQuery | null }>>();

  /** The compiled query, from its second use on: compiling costs more than running a query once. */
  function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined) {
    let byOperation = seen.get(document);
    if (!byOperation) {
      byOperation = new Map();
      seen.set(document, byOperation);
    }
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (!entry) {
      entry = { uses: 0 };
      byOperation.set(key, entry);
    }
    entry.uses += 1;
    if (entry.uses > 1 && entry.query === undefined) {
      const operation = getOperationAST(document, operationName);
      const result =
        operation && variablesCoerceToThemselves(schema, operation) && compileQuery(schema, document, operationName);
      entry.query = result && isCompiledQuery(result) ? result : null;
    }
    return entry.query;
  }

  return {
    onExecute({ args, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query') return;
      const query = compiledFor(args.schema, args.document, args.operationName ?? undefined);
      if (!query) return;
      const variables = getVariableValues(
        args.schema,
        operation.variableDefinitions ?? [],
        (args.variableValues ?? {}) as Record<string, unknown>,
      );
      if (variables.errors) return;
      setExecuteFn(() => query.query(args.rootValue, args.contextValue, variables.coerced));
    },
  };
}

/** Whether every variable's coerced value would come out of coercion unchanged: built-in scalars and plain enums. */
function variablesCoerceToThemselves(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  const checked = new Set<GraphQLInputType>();
  const coercesToItself = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (checked.has(named)) return true;
    checked.add(named);
    if (isInputObjectType(named)) return Object.values(named.getFields()).every((field) => coercesToItself(field.type));
    if (isEnumType(named)) return named.getValues().every((value) => value.value === value.name);
    return isSpecifiedScalarType(named);
  };
  return (operation.variableDefinitions ?? []).every((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && isInputType(type) && coercesToItself(type);
  });
}

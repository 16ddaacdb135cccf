import {
  type DocumentNode,
  type ExecutionResult,
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
import { isCacheableText } from './text-caches.js';

/** A query Yoga has parsed and validated that runs compiled. */
export interface PreparedQuery {
  document: DocumentNode;
  /** The variables as graphql-js coerces them; undefined when it refuses them (graphql-js then answers as usual). */
  coerce(variables: Record<string, unknown>): Record<string, unknown> | undefined;
  run(context: unknown, coercedVariables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult;
}

/** How many query texts are kept ready for direct answers (the app sends a few dozen distinct ones). */
const MAX_PREPARED_TEXTS = 500;

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
 *
 * The texts of compiled queries are remembered, so a request repeating one can be answered without Yoga's pipeline
 * (platform/direct-answers.ts).
 */
export class CompiledQueries {
  /** Per document and operation: how often it ran, and once it runs again, its compiled form (null: not compilable). */
  private readonly seen = new WeakMap<DocumentNode, Map<string, { uses: number; prepared?: PreparedQuery | null }>>();
  /** Query texts (then operation names) that passed Yoga's parsing and validation and run compiled. */
  private readonly byText = new Map<string, Map<string, PreparedQuery>>();

  /** The Yoga plugin that runs repeated queries compiled and notes their texts as prepared. */
  plugin(): Plugin<{ params?: { query?: unknown } }> {
    return {
      onExecute: ({ args, setExecuteFn }) => {
        const operationName = args.operationName ?? undefined;
        const prepared = this.prepare(args.schema, args.document, operationName);
        if (!prepared) return;
        const text = args.contextValue.params?.query;
        if (typeof text === 'string') this.remember(text, operationName ?? '', prepared);
        const variables = prepared.coerce((args.variableValues ?? {}) as Record<string, unknown>);
        if (variables) setExecuteFn(() => prepared.run(args.contextValue, variables));
      },
    };
  }

  /**
   * The query this text and operation name were prepared as, when Yoga has already accepted them: the same text
   * against the same schema parses and validates the same way every time.
   */
  prepared(text: string, operationName: string | undefined): PreparedQuery | undefined {
    return this.byText.get(text)?.get(operationName ?? '');
  }

  /** The compiled query, from its second use on: compiling costs more than running a query once. */
  private prepare(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
  ): PreparedQuery | undefined {
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'query') return undefined;
    let byOperation = this.seen.get(document);
    if (!byOperation) {
      byOperation = new Map();
      this.seen.set(document, byOperation);
    }
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (!entry) {
      entry = { uses: 0 };
      byOperation.set(key, entry);
    }
    entry.uses += 1;
    if (entry.uses > 1 && entry.prepared === undefined) {
      const result = variablesCoerceToThemselves(schema, operation) && compileQuery(schema, document, operationName);
      entry.prepared = result && isCompiledQuery(result) ? preparedQuery(schema, document, operation, result) : null;
    }
    return entry.prepared ?? undefined;
  }

  private remember(text: string, operationName: string, prepared: PreparedQuery): void {
    if (!isCacheableText(text)) return;
    let byOperation = this.byText.get(text);
    if (byOperation?.has(operationName)) return;
    if (!byOperation) {
      if (this.byText.size >= MAX_PREPARED_TEXTS) this.byText.delete(this.byText.keys().next().value as string);
      byOperation = new Map();
      this.byText.set(text, byOperation);
    }
    byOperation.set(operationName, prepared);
  }
}

function preparedQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  query: CompiledQuery,
): PreparedQuery {
  return {
    document,
    coerce: (variables) => {
      const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
      return result.errors ? undefined : result.coerced;
    },
    run: (context, coercedVariables) => query.query(undefined, context, coercedVariables),
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

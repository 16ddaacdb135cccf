import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { hostileString, hostileValue } from './values.js';

/** Values the fuzzer mixes in so that some cases reach past "not found" into the resolvers' real work. */
export interface KnownValues {
  ids: string[];
  slugs: string[];
  emails: string[];
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

export interface FuzzOperation {
  kind: OperationKind;
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/** How one argument is given: as a variable, written into the document, or left out. */
type ArgumentForm = { form: 'variable'; value: unknown } | { form: 'literal'; value: unknown } | { form: 'omitted' };

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A JSON value written as a GraphQL literal; enum-looking strings stay strings unless `enumNames` says otherwise. */
export function printLiteral(value: unknown, asEnum = false): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return asEnum && GRAPHQL_NAME.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => printLiteral(item, asEnum)).join(', ')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => GRAPHQL_NAME.test(key))
    .map(([key, item]) => `${key}: ${printLiteral(item, asEnum)}`);
  return `{ ${fields.join(', ')} }`;
}

/** A value of the input type: mostly well typed but hostile, sometimes of the wrong type altogether. */
function inputValue(type: GraphQLInputType, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const wrong = hostileValue();
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 12, arbitrary: inputValue(type.ofType, known, depth) }, { weight: 1, arbitrary: wrong });
  }
  const typed = wellTyped(type, known, depth);
  return fc.oneof(
    { weight: 10, arbitrary: typed },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrong },
  );
}

function wellTyped(type: GraphQLInputType, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return wellTyped(type.ofType, known, depth);
  if (isListType(type)) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(inputValue(type.ofType, known, depth + 1), { maxLength: 6 }) },
      // Far more items than any list the API takes.
      { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, index) => index)) },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = type.getFields();
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, field] of Object.entries(fields)) record[name] = inputValue(field.type, known, depth + 1);
    return fc
      .tuple(
        fc.record(record, { requiredKeys: Object.keys(fields).filter((name) => isNonNullType(fields[name]?.type)) }),
        fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(), { maxKeys: 2 }), { freq: 5 }),
      )
      .map(([value, unknownKeys]) => ({ ...unknownKeys, ...value }));
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.constantFrom('UNKNOWN_VALUE', names[0]?.toLowerCase() ?? 'x', '', ' ') },
      { weight: 1, arbitrary: hostileString() },
    );
  }
  return scalarValue(type.name, known);
}

function scalarValue(name: string, known: KnownValues): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(
        fc.integer({ min: -10, max: 100 }),
        fc.integer(),
        fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5),
      );
    case 'Float':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -1, 1e308, -1e308, 5e-324, 49.8, 14.5, 1_000_000),
      );
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 3, arbitrary: hostileString() },
      );
    case 'DateTime':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('not a date', '2026-02-30T25:61:00Z', '+275760-09-13T00:00:01Z', '', '0'),
        hostileString(),
      );
    default:
      return fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...known.slugs, ...known.emails) },
        { weight: 5, arbitrary: hostileString() },
      );
  }
}

function argumentForm(arg: GraphQLArgument, known: KnownValues): fc.Arbitrary<ArgumentForm> {
  const value = inputValue(arg.type, known);
  return fc.oneof(
    { weight: 6, arbitrary: value.map((v) => ({ form: 'variable', value: v }) as const) },
    { weight: 2, arbitrary: value.map((v) => ({ form: 'literal', value: v }) as const) },
    { weight: 1, arbitrary: fc.constant({ form: 'omitted' } as const) },
  );
}

/** The leaf fields of a result type worth asking for (those without required arguments), one level deep. */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) => !field.args.some((a) => isNonNullType(a.type)));
  const parts = ['__typename'];
  for (const field of fields) {
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else if (depth < 1 && isObjectType(inner)) parts.push(`${field.name} ${selectionFor(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function isEnumArgument(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  return isEnumType(named);
}

function operationFor(
  kind: OperationKind,
  field: GraphQLField<unknown, unknown>,
  forms: ArgumentForm[],
): FuzzOperation {
  const definitions: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  field.args.forEach((arg, index) => {
    const form = forms[index];
    if (!form || form.form === 'omitted') return;
    if (form.form === 'variable') {
      definitions.push(`$${arg.name}: ${String(arg.type)}`);
      args.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = form.value;
    } else {
      args.push(`${arg.name}: ${printLiteral(form.value, isEnumArgument(arg.type))}`);
    }
  });
  const head = definitions.length ? `${kind} Fuzz(${definitions.join(', ')})` : `${kind} Fuzz`;
  const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
  return { kind, field: field.name, query: `${head} { ${call} ${selectionFor(field.type)} }`, variables };
}

/** Every root field of the schema, each with arguments generated from its declared types. */
export function operations(schema: GraphQLSchema, known: KnownValues): fc.Arbitrary<FuzzOperation> {
  const roots: Array<[OperationKind, GraphQLField<unknown, unknown>]> = [];
  const byKind = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [kind, type] of Object.entries(byKind) as Array<[OperationKind, typeof byKind.query]>) {
    for (const field of Object.values(type?.getFields() ?? {})) roots.push([kind, field]);
  }
  return fc
    .constantFrom(...roots)
    .chain(([kind, field]) =>
      fc.tuple(...field.args.map((arg) => argumentForm(arg, known))).map((forms) => operationFor(kind, field, forms)),
    );
}

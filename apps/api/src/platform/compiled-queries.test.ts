import { GraphQLScalarType } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { CompiledQueries } from './compiled-queries.js';

const Tag = new GraphQLScalarType({
  name: 'Tag',
  serialize: String,
  // Not idempotent, so a value coerced twice shows.
  parseValue: (value) => `#${String(value)}`,
});

const yoga = createYoga({
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      scalar Tag
      enum Direction { ASC DESC }
      input Sort { field: String! = "publishedAt", direction: Direction! = DESC }
      type Query {
        sorted(sort: Sort): String!
        tagged(tag: Tag!): String!
        trips: [Trip!]!
      }
      type Trip { id: ID!, title: String! }
    `,
    resolvers: {
      Tag,
      Query: {
        sorted: (_: unknown, { sort }: { sort: { field: string; direction: string } }) =>
          `${sort.field} ${sort.direction}`,
        tagged: (_: unknown, { tag }: { tag: string }) => tag,
        trips: () => [
          { id: '1', title: 'Sněžka' },
          { id: '2', title: null },
        ],
      },
    },
  }),
  plugins: [new CompiledQueries().plugin()],
  logging: false,
  maskedErrors: false,
});

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number> }>;
};

async function run(query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<Answer>;
}

/** Runs the same document three times: the first on graphql-js, the others compiled. */
async function runRepeatedly(query: string, variables: Record<string, unknown> = {}) {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await run(query, variables));
  return answers;
}

describe('compiled queries', () => {
  it('keep the defaults of input-object fields given in variables', async () => {
    const answers = await runRepeatedly('query Q($sort: Sort) { sorted(sort: $sort) }', {
      sort: { field: 'finishedCount' },
    });
    expect(answers.map((answer) => answer.data?.sorted)).toEqual(Array(3).fill('finishedCount DESC'));
  });

  it('coerce a custom scalar variable once', async () => {
    const answers = await runRepeatedly('query Q($tag: Tag!) { tagged(tag: $tag) }', { tag: 'hory' });
    expect(answers.map((answer) => answer.data?.tagged)).toEqual(Array(3).fill('#hory'));
  });

  it('answer bad variables and null non-null fields as graphql-js does', async () => {
    const bad = await runRepeatedly('query Q($sort: Sort) { sorted(sort: $sort) }', { sort: { direction: 'UP' } });
    expect(bad[2]).toEqual(bad[0]);
    expect(bad[2].errors?.[0]?.message).toContain('Value "UP" does not exist in "Direction" enum.');

    // graphql-jit leaves out `locations` (optional in the spec) of a null in a non-null field; the rest is the same.
    const nulls = await runRepeatedly('{ trips { id title } }');
    const withoutLocations = ({ data, errors }: Answer) => ({
      data,
      errors: errors?.map(({ message, path }) => ({ message, path })),
    });
    expect(withoutLocations(nulls[2])).toEqual(withoutLocations(nulls[0]));
    expect(nulls[2]).toMatchObject({
      data: null,
      errors: [{ message: 'Cannot return null for non-nullable field Trip.title.', path: ['trips', 1, 'title'] }],
    });
  });
});

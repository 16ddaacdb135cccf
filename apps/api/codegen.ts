import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'src/**/*.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date | string' },
        mappers: {
          User: '../features/accounts/accounts.repository.js#UserRow',
          City: '../features/cities/cities.repository.js#CityRow',
        },
      },
    },
  },
};

export default config;

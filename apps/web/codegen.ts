import type { CodegenConfig } from '@graphql-codegen/cli';

/** Types for the web app's operations, generated from the API's SDL (the single source of the contract). */
const config: CodegenConfig = {
  schema: '../api/src/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/generated/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        defaultScalarType: 'unknown',
        scalars: { DateTime: 'string' },
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;

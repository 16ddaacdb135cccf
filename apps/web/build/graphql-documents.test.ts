import { describe, expect, it } from 'vitest';
import { generatedDocuments, rewriteGraphqlCalls } from './graphql-documents';

describe('rewriteGraphqlCalls', () => {
  it('imports each document a call names from a module of its own, and drops the lookup function', () => {
    const code = [
      "import { graphql } from '../../generated';",
      'export const settingsQuery = graphql(`',
      '  query Settings {',
      '    me { ...SettingsUser }',
      '  }',
      '`);',
      'graphql(`',
      '  fragment SettingsUser on User { _id }',
      '`);',
      'export const save = graphql(`mutation UpdateCredentials($a: String!) { x }`);',
      '',
    ].join('\n');
    expect(rewriteGraphqlCalls(code)).toBe(
      [
        "import __document0 from 'virtual:graphql-document/SettingsDocument';",
        "import __document1 from 'virtual:graphql-document/SettingsUserFragmentDoc';",
        "import __document2 from 'virtual:graphql-document/UpdateCredentialsDocument';",
        'export const settingsQuery = __document0;',
        '__document1;',
        'export const save = __document2;',
        '',
      ].join('\n'),
    );
  });

  it('leaves a module without the generated graphql() alone', () => {
    expect(rewriteGraphqlCalls("import { graphql } from 'graphql';\nexport const x = 1;\n")).toBeNull();
    expect(rewriteGraphqlCalls('export const x = 1;\n')).toBeNull();
  });

  it('refuses a call it cannot rewrite rather than leave a lookup behind', () => {
    const code = "import { graphql } from '../generated';\nexport const q = graphql(source);\n";
    expect(() => rewriteGraphqlCalls(code)).toThrow(/not a plain template literal/);
    const anonymous = "import { graphql } from '../generated';\nexport const q = graphql(`{ me { _id } }`);\n";
    expect(() => rewriteGraphqlCalls(anonymous)).toThrow(/no named definition/);
  });
});

describe('generatedDocuments', () => {
  it("reads every document of the client preset's graphql.ts by its export name", () => {
    const generated = [
      'export type MeQuery = { me: { _id: string } };',
      'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;',
      'export const CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]} as unknown as DocumentNode<CardFragment, unknown>;',
    ].join('\n');
    const documents = generatedDocuments(generated);
    expect([...documents.keys()]).toEqual(['MeDocument', 'CardFragmentDoc']);
    expect(JSON.parse(documents.get('CardFragmentDoc') ?? '')).toEqual({
      kind: 'Document',
      definitions: [{ kind: 'FragmentDefinition' }],
    });
  });
});

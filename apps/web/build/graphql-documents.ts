import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `graphql(`…`)` with a template literal, as the client preset's documents are written. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const GRAPHQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*'(?:\.\.?\/)+generated(?:\/index)?';\r?\n/m;
/** One document of `generated/graphql.ts`: the preset writes each as one line of JSON. */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = 'virtual:graphql-document/';

/** The generated export holding the document of a definition, as the client preset names it. */
function exportName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql-documents: no named definition in ${source.trim().slice(0, 60)}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * Rewrites a module's `graphql(`query Name …`)` calls into imports of the documents they name, one module each
 * (`virtual:graphql-document/NameDocument`), or returns null when the module has none.
 */
export function rewriteGraphqlCalls(code: string): string | null {
  if (!GRAPHQL_IMPORT.test(code)) return null;
  const imports: string[] = [];
  const body = code.replace(GRAPHQL_IMPORT, '').replace(GRAPHQL_CALL, (_call, source: string) => {
    const local = `__document${imports.length}`;
    imports.push(`import ${local} from '${PREFIX}${exportName(source)}';\n`);
    return local;
  });
  if (/\bgraphql\(/.test(body)) throw new Error('graphql-documents: a graphql() call is not a plain template literal');
  return `${imports.join('')}${body}`;
}

/** Every document of the generated file by export name, as JSON text. */
export function generatedDocuments(generated: string): Map<string, string> {
  return new Map([...generated.matchAll(GENERATED_DOCUMENT)].map(([, name, json]) => [name, json]));
}

/**
 * Does at build time what the client preset's `graphql()` does at run time: find a document by its source text.
 * `graphql()` holds every document of the app in one map (`generated/gql.ts`), and `generated/graphql.ts` holds them
 * all in one module, so either way every document ended up in the entry chunk. Here each becomes a module of its own
 * and lands in the chunk of the screen that uses it. (The preset's Babel optimiser does the first half; Vite 8's
 * React plugin no longer runs Babel.) Deleting this plugin falls back to `graphql()` lookups.
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents: Map<string, string> | null = null;
  return {
    name: 'toulky-graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      this.addWatchFile(generatedFile);
      documents ??= generatedDocuments(readFileSync(generatedFile, 'utf8'));
      const name = id.slice(PREFIX.length + 1);
      const json = documents.get(name);
      if (!json) throw new Error(`graphql-documents: ${name} is not in ${generatedFile}; run npm run codegen`);
      // JSON.parse of a string is the fastest way for V8 to build a large object literal.
      return `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});\n`;
    },
    watchChange(id) {
      if (id === generatedFile) documents = null;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/generated/')) return null;
      const rewritten = rewriteGraphqlCalls(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file as soon as the file arrives. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Asks V8 to compile the app's scripts whole as they download, on a background thread. Without the hint V8 compiles
 * a function on the main thread the first time it is called, and nearly every function of the first screen's code
 * is called while the first screen is put together: that compiling was most of the start-up's long tasks
 * (Lighthouse's blocking time in median runs on /app/trips 270–380 → 10–110 ms, module evaluation 31 → 11–18 ms).
 * Other browsers ignore the comment.
 *
 * `compiledLazily` names the files left out: code of which little runs when it loads (the map library, whose work is
 * mostly in its worker). The hint counts only as a file's first line, so it is added after every other plugin (Vite
 * puts its map of preloaded dependencies above a chunk's code), and the chunk's source map is shifted by that line.
 * File names are hashed before that: the hint changes nothing a script does, so a copy cached without it is as good.
 */
export function compileHints(compiledLazily: RegExp): Plugin {
  return {
    name: 'toulky-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || compiledLazily.test(file.fileName)) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source));
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

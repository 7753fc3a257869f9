import type { Plugin } from 'vite';

/**
 * Takes Preact's `dangerouslySetInnerHTML` path out of the bundle: the one place where it
 * assigns `innerHTML`, which Firefox's add-on linter (`web-ext lint`, the same checks AMO runs)
 * reports as UNSAFE_VAR_ASSIGNMENT. GifDrop never renders a string as HTML (remote strings are
 * never HTML; Biome's `noDangerouslySetInnerHtml` forbids the prop in our code), so the branch is
 * dead; here it becomes an error that says so, should anything ever reach it.
 *
 * Fails the build when Preact's code no longer has the expected shape, so an upgrade cannot
 * silently bring the assignment back (the e2e/lint step would also catch it).
 */
export function preactWithoutInnerHtml(): Plugin {
  const assignment = /\b([A-Za-z_$][\w$]*)\.innerHTML=([A-Za-z_$][\w$]*)\.__html\b/g;
  return {
    name: 'gifdrop:preact-without-inner-html',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.mjs$/.test(id)) return null;
      const matches = code.match(assignment);
      if (matches?.length !== 1) {
        throw new Error(
          `preact-without-inner-html: expected one innerHTML assignment in ${id}, found ${matches?.length ?? 0}`,
        );
      }
      return {
        code: code.replace(assignment, '(()=>{throw Error("GifDrop renders no HTML strings")})()'),
        map: null,
      };
    },
  };
}

import path from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:page-script/";

/**
 * Browser scripts that one public page loads by itself, outside React Router's hydration
 * (public pages ship no React; decision 023). A route gets a script's URL with
 * `import src from "virtual:page-script/<name>"` and renders `<script type="module" src>`.
 *
 * - `react-router build`: the client build bundles each file as one more entry
 *   (`assets/<name>-<hash>.js`, minified, served immutable from /assets); the server build runs
 *   after it in the same process (React Router's Vite builder) and gets that hashed name.
 * - development: Vite serves and transforms the source file itself.
 *
 * The client build's own copy of the route never renders (the page is not hydrated), so its
 * import resolves to an empty string.
 */
export function pageScripts(entries: Record<string, string>): Plugin {
  const refs = new Map<string, string>();
  const built = new Map<string, string>();
  let root = process.cwd();
  let base = "/";
  let serving = false;
  return {
    name: "page-scripts",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === "serve";
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const [name, file] of Object.entries(entries)) {
        refs.set(name, this.emitFile({ type: "chunk", id: path.resolve(root, file), name }));
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      const file = entries[name];
      if (!file) this.error(`No page script named "${name}" (vite.config.ts pageScripts).`);
      if (serving) return `export default ${JSON.stringify(`${base}${file}`)};`;
      if (this.environment.name === "client") return `export default "";`;
      const fileName = built.get(name);
      if (!fileName) this.error(`Page script "${name}": the client build must run first.`);
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, ref] of refs) built.set(name, this.getFileName(ref));
    },
  };
}

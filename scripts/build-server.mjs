// `npm run build`, second half: bundles the server into dist/server.js (plain `node dist/server.js`,
// runtime dependencies only), copies the SQL migrations beside it and precompresses the built client.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dist = path.join(root, "dist");

await build({
  entryPoints: [path.join(root, "src/server/main.ts")],
  outfile: path.join(dist, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // The runtime dependencies are bundled too: Node's ESM loader resolving, reading and linking several
  // hundred package files took most of the start-up (1.6 s to /api/health on PostgreSQL here; 0.95 s
  // bundled; docs/decisions/0043). Left as runtime imports from node_modules: packages that load files
  // beside their own code (sharp: native; PGlite: wasm and data files; highs: wasm), pino (its
  // transports run worker files by path), and the ones imported lazily only when used (Stripe,
  // nodemailer), so their code is not even parsed at start.
  external: [
    "@electric-sql/pglite",
    "@electric-sql/pglite/*",
    "highs",
    "sharp",
    "pino",
    "stripe",
    "nodemailer",
  ],
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __bocadoCreateRequire } from 'node:module'; const require = __bocadoCreateRequire(import.meta.url);",
  },
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
});

// src/server/db/client.ts looks for migrations beside the module that holds it: dist/migrations.
fs.rmSync(path.join(dist, "migrations"), { recursive: true, force: true });
fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(dist, "migrations"), { recursive: true });

// Pages drawn at build time (src/client/prerender.tsx, docs/decisions/0043): the sign-in page's HTML
// inside #root, served by src/server/static.ts.
const prerenderModule = path.join(dist, ".prerender.mjs");
await build({
  entryPoints: [path.join(root, "src/client/prerender.tsx")],
  outfile: prerenderModule,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  packages: "external",
  logLevel: "warning",
});
const { prerenderPages } = await import(`${pathToFileURL(prerenderModule).href}?${Date.now()}`);
fs.rmSync(prerenderModule);
const shell = fs.readFileSync(path.join(dist, "client/index.html"), "utf8");
if (!shell.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");
// Same names as prerenderedFile() in src/server/static.ts.
const prerenderDir = path.join(dist, "client", "_prerender");
fs.rmSync(prerenderDir, { recursive: true, force: true });
fs.mkdirSync(prerenderDir, { recursive: true });
for (const [route, html] of Object.entries(prerenderPages())) {
  const file = path.join(prerenderDir, `${route.slice(1)}.html`);
  fs.writeFileSync(file, shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
}

// Precompressed copies of every compressible client file (served by Accept-Encoding in static.ts).
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest", ".map"]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const clientDir = path.join(dist, "client");
const jobs = [];
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  jobs.push(
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then((out) => fs.writeFileSync(`${file}.br`, out)),
    gzip(body, { level: 9 }).then((out) => fs.writeFileSync(`${file}.gz`, out)),
  );
}
await Promise.all(jobs);

// `npm run build`, second half: bundles the server into dist/server.js (plain `node dist/server.js`,
// runtime dependencies only), copies the SQL migrations beside it and precompresses the built client.
import fs from "node:fs";
import path from "node:path";
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

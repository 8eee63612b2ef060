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
  // Every npm package stays a runtime import from node_modules: sharp (native), PGlite (wasm and
  // data files), highs (wasm) and better-auth load files beside their own code. Only our code and
  // its JSON tables (foods, recipes) go into the bundle.
  packages: "external",
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

// `npm start`: builds only when dist/ is missing or older than the sources, then runs the bundled
// server with plain node. Needs only the runtime dependencies when dist/ is already built.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const server = path.join(root, "dist/server.js");
const client = path.join(root, "dist/client/index.html");
const SOURCES = ["src", "vite.config.ts", "scripts/build-server.mjs", "package.json"];

/** Newest modification time of the files under `p` (directories' own times are ignored: a test
 * file added beside the sources must not trigger a build). */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

function builtAt() {
  try {
    return Math.min(fs.statSync(server).mtimeMs, fs.statSync(client).mtimeMs);
  } catch {
    return 0;
  }
}

const built = builtAt();
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || sourcesAt > built) {
  console.log(
    built === 0 ? "dist/ no existe: compilando…" : "Las fuentes son más recientes que dist/: compilando…",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(server).href);

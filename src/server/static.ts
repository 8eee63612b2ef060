import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Hono } from "hono";
import { acceptedEncodings } from "./http/compress";
import { dataPreloads, hasSessionCookie, preloadFiles, routeFor, withPreloads } from "./route-preloads";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/**
 * The page drawn at build time for a request (scripts/build-server.mjs, src/client/prerender.tsx,
 * docs/decisions/0043), relative to the client directory: the sign-in page, never with a query
 * string (the page may read it). The landing page is not: hydrating its larger tree cost more
 * blocking time than drawing it (Lighthouse 85-96 drawn against 95-98 not, same build).
 */
export function prerenderedFile(pathname: string, search: string): string | null {
  if (search) return null;
  if (pathname === "/login") return "_prerender/login.html";
  return null;
}

/** Hashed build output: the name changes whenever the content does, so browsers keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

interface StaticFile {
  type: string;
  body: Buffer;
  /** Copies precompressed at build time (scripts/build-server.mjs), when they exist. */
  br?: Buffer;
  gzip?: Buffer;
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built client (dist/client): real files first, a 404 for missing /assets/* files, and
 * index.html for every other path so the client router can show its page (or its not-found page).
 * Files are read once and kept in memory (the build is a few hundred KiB and never changes under a
 * running server); the `.br`/`.gz` copies made at build time are sent by Accept-Encoding.
 */
export function serveClient(app: Hono, clientDir: string) {
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, "index.html");
  const cache = new Map<string, StaticFile | null>();

  const load = (file: string): StaticFile | null => {
    const hit = cache.get(file);
    if (hit !== undefined) return hit;
    let entry: StaticFile | null = null;
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      entry = {
        type: TYPES[path.extname(file)] ?? "application/octet-stream",
        body: fs.readFileSync(file),
        br: readIfExists(`${file}.br`),
        gzip: readIfExists(`${file}.gz`),
      };
    }
    // Missing files are not remembered: a build can add index.html while the server runs (tests).
    if (entry) cache.set(file, entry);
    return entry;
  };

  const send = (
    entry: StaticFile,
    acceptEncoding: string | undefined,
    cacheControl: string,
    status = 200,
  ) => {
    const headers: Record<string, string> = { "content-type": entry.type, "cache-control": cacheControl };
    let body = entry.body;
    if (entry.br || entry.gzip) {
      headers.vary = "Accept-Encoding";
      const accepted = acceptedEncodings(acceptEncoding);
      if (entry.br && accepted.has("br")) {
        body = entry.br;
        headers["content-encoding"] = "br";
      } else if (entry.gzip && accepted.has("gzip")) {
        body = entry.gzip;
        headers["content-encoding"] = "gzip";
      }
    }
    return new Response(new Uint8Array(body), { status, headers });
  };

  // index.html per route, with that route's chunks preloaded (route-preloads.ts), and for a request
  // that carries a session cookie the API reads the page starts with; built once per variant.
  let preloads: Map<string, string[]> | undefined;
  const routeIndexes = new Map<string, StaticFile>();
  // `index` is the HTML the variant is built on, named by `indexName`: index.html, or a page drawn at
  // build time (prerenderedFile).
  const routeIndex = (
    index: StaticFile,
    indexName: string,
    pathname: string,
    signedIn: boolean,
  ): StaticFile => {
    const route = routeFor(pathname);
    const reads = dataPreloads(pathname, signedIn);
    if (!route && reads.length === 0) return index;
    // A route's chunks × the reads: a handful of variants whatever the path (unknown /app/* paths
    // all have no chunks and the same reads).
    const key = `${indexName}|${route?.path ?? ""}|${reads.join(",")}`;
    const hit = routeIndexes.get(key);
    if (hit) return hit;
    preloads ??= preloadFiles(root);
    const files = (route && preloads.get(route.path)) || [];
    if (files.length === 0 && reads.length === 0) return index;
    const body = Buffer.from(withPreloads(index.body.toString("utf8"), files, reads));
    const entry: StaticFile = {
      type: index.type,
      body,
      br: zlib.brotliCompressSync(body),
      gzip: zlib.gzipSync(body, { level: 9 }),
    };
    routeIndexes.set(key, entry);
    return entry;
  };

  app.get("*", async (c) => {
    // A malformed percent-encoding (/%ZZ) names no file: the app page answers it, as any unknown path.
    const url = new URL(c.req.url);
    const rel = safeDecode(url.pathname);
    const accept = c.req.header("accept-encoding");
    // Precompressed copies are served through their original's name only.
    const requested = /\.(br|gz)$/.test(rel) ? null : load(path.resolve(root, `.${rel}`));
    if (requested) {
      return send(requested, accept, rel.startsWith("/assets/") ? IMMUTABLE : "no-cache");
    }
    if (rel.startsWith("/assets/")) return c.text("Not found", 404);
    const index = load(indexFile);
    if (!index) {
      return c.text("El cliente no está compilado: ejecuta `npm run build` (o `npm start`).", 503);
    }
    const drawnName = prerenderedFile(rel, url.search);
    const drawn = drawnName ? load(path.join(root, drawnName)) : null;
    const [base, baseName] = drawn && drawnName ? [drawn, drawnName] : [index, "index.html"];
    const page = routeIndex(base, baseName, rel, hasSessionCookie(c.req.header("cookie")));
    const response = send(page, accept, "no-cache");
    // The page names the signed-in reads only when a session cookie came with the request.
    if (rel.startsWith("/app")) response.headers.set("vary", "Accept-Encoding, Cookie");
    return response;
  });
}

function safeDecode(pathname: string): string {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\u0000") ? "/" : decoded;
  } catch {
    return "/";
  }
}

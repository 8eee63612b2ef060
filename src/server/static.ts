import fs from "node:fs";
import path from "node:path";
import type { Hono } from "hono";

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
 * Serves the built client (dist/client): real files first, a 404 for missing /assets/* files, and
 * index.html for every other path so the client router can show its page (or its not-found page).
 */
export function serveClient(app: Hono, clientDir: string) {
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, "index.html");
  app.get("*", async (c) => {
    // A malformed percent-encoding (/%ZZ) names no file: the app page answers it, as any unknown path.
    const rel = safeDecode(new URL(c.req.url).pathname);
    const file = path.resolve(root, `.${rel}`);
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = rel.startsWith("/assets/");
      // Built assets are small: read them whole rather than streaming, so an aborted request can
      // never leave a half-consumed stream behind.
      return new Response(await fs.promises.readFile(file), {
        headers: {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        },
      });
    }
    if (rel.startsWith("/assets/")) return c.text("Not found", 404);
    if (!fs.existsSync(indexFile)) {
      return c.text("El cliente no está compilado: ejecuta `npm run build` (o `npm start`).", 503);
    }
    return c.html(fs.readFileSync(indexFile, "utf8"), 200, { "cache-control": "no-cache" });
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

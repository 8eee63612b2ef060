import { promisify } from "node:util";
import zlib from "node:zlib";
import { createMiddleware } from "hono/factory";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a client accepts (q > 0), lower-cased, from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Below this a compressed answer saves less than the work (and the headers) cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Up to this size a body is compressed synchronously at the fastest level: for a typical 2 KiB answer
 * (the dashboard) Brotli quality 1 takes about 35 µs on the request's own thread against 160 µs for
 * quality 4 plus the hop to libuv's thread pool, for 10 % more bytes (measured, issue 16).
 */
const SYNC_LIMIT = 32 * 1024;

function compressSmall(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 1 });
}

/** Accept-Encoding headers already read: browsers send a handful of distinct ones. */
const encodingOf = new Map<string, "br" | "gzip" | null>();
const MAX_ENCODING_HEADERS = 100;

/** The encoding to answer in: Brotli, else gzip, else none. */
function pickEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    const accepted = acceptedEncodings(header);
    encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
    if (encodingOf.size < MAX_ENCODING_HEADERS) encodingOf.set(header, encoding);
  }
  return encoding;
}

type JsonArgs = [object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>];

/**
 * Compresses JSON answers of at least 1 KiB with Brotli or gzip, as the client accepts. Hono's own
 * `compress` has no Brotli and cannot see the size of a `c.json` body (no Content-Length), so it
 * would gzip even a 20-byte answer.
 *
 * The common case, a route answering `c.json(...)` with up to SYNC_LIMIT bytes, is compressed as
 * the answer is built: this request's `c.json` serialises the object and compresses the text
 * directly, so the Response is made once from bytes. Reading a finished Response's body instead turns
 * @hono/node-server's light Response into a full web Response and its stream, which cost about a fifth
 * of a dashboard read's CPU (docs/decisions/0040). Larger answers and answers not made by `c.json`
 * are compressed afterwards from the finished Response, off the thread for large bodies (Brotli
 * quality 4: close to gzip's speed, smaller output).
 */
export function compressJson() {
  // Responses this middleware already settled (compressed or left small), not to be read again.
  const settled = new WeakSet<Response>();
  return createMiddleware(async (c, next) => {
    if (c.req.method === "HEAD") return next();
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const json = c.json;
    c.json = ((...[object, arg, headers]: JsonArgs) => {
      const text = JSON.stringify(object);
      // `undefined` (nothing to send) and large bodies: Hono's own path, then the post-pass below.
      if (text === undefined || text.length > SYNC_LIMIT) return json(object as never, arg as never, headers);
      c.header("vary", "Accept-Encoding", { append: true });
      const typed = { "content-type": "application/json", ...headers };
      let res: Response;
      // Sizes in UTF-16 units, not bytes (UTF-8 is never shorter): exact for ASCII JSON; a mostly
      // non-ASCII body just over 1 KiB may go uncompressed, one up to 3 x SYNC_LIMIT bytes in-thread.
      if (encoding && text.length >= COMPRESS_THRESHOLD) {
        const out = compressSmall(Buffer.from(text), encoding);
        const bytes = new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;
        res = c.body(bytes, arg as never, { ...typed, "content-encoding": encoding });
      } else {
        res = c.body(text, arg as never, typed);
      }
      settled.add(res);
      return res;
    }) as typeof c.json;
    await next();
    const res = c.res;
    if (settled.has(res) || !res.body || res.headers.has("content-encoding")) return;
    if (!res.headers.get("content-type")?.startsWith("application/json")) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append("vary", "Accept-Encoding");
    let out: Buffer = body;
    if (encoding && body.length >= COMPRESS_THRESHOLD) {
      out =
        body.length <= SYNC_LIMIT
          ? compressSmall(body, encoding)
          : encoding === "br"
            ? await brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : await gzip(body, { level: 6 });
      headers.set("content-encoding", encoding);
      headers.delete("content-length");
    }
    c.res = undefined;
    c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers });
  });
}

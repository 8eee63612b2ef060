import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD, compressJson } from "./compress";

/** A JSON answer of about `bytes` bytes, as a route builds it. */
const payload = (bytes: number) => ({ items: "ñ-plato ".repeat(Math.ceil(bytes / 9)) });

function app() {
  const a = new Hono();
  a.use("*", compressJson());
  a.get("/json/:bytes", (c) => {
    c.header("cache-control", "private");
    c.header("set-cookie", "a=1", { append: true });
    return c.json(payload(Number(c.req.param("bytes"))), 201, { "x-route": "yes" });
  });
  a.get("/text", (c) => c.text("x".repeat(4000)));
  a.get("/fail", () => {
    throw new Error("boom");
  });
  a.onError((_e, c) => c.json({ error: "Algo ha fallado".repeat(100) }, 500));
  return a;
}

describe("compressJson (issue 16)", () => {
  it("compresses a small JSON answer as it is built, keeping the route's status and headers", async () => {
    const expected = JSON.stringify(payload(2000));
    for (const [accept, encoding, decode] of [
      ["gzip, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const res = await app().request("/json/2000", { headers: { "accept-encoding": accept } });
      expect(res.status).toBe(201);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toBe("private");
      expect(res.headers.get("set-cookie")).toBe("a=1");
      expect(res.headers.get("x-route")).toBe("yes");
      expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(expected);
    }
  });

  it("sends plain JSON below the threshold or when the client accepts no encoding", async () => {
    const small = await app().request("/json/100", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual(payload(100));
    expect(JSON.stringify(payload(100)).length).toBeLessThan(COMPRESS_THRESHOLD);
    const plain = await app().request("/json/2000", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(payload(2000));
  });

  it("compresses a large answer after the fact, and error answers too", async () => {
    const big = await app().request("/json/100000", { headers: { "accept-encoding": "br" } });
    expect(big.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(Buffer.from(await big.arrayBuffer())).toString())).toEqual(
      payload(100000),
    );
    const failed = await app().request("/fail", { headers: { "accept-encoding": "gzip" } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get("content-encoding")).toBe("gzip");
  });

  it("leaves other types and HEAD requests alone", async () => {
    const text = await app().request("/text", { headers: { "accept-encoding": "br" } });
    expect(text.headers.get("content-encoding")).toBeNull();
    const head = await app().request("/json/2000", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPhotoStore, localPhotoStore, photoFileName, photoKey, s3PhotoStore } from "./photo-store";

describe("photo keys", () => {
  it("are <user-id>/<timestamp>-<safe name>.jpg", () => {
    const at = new Date("2026-05-01T10:00:00Z");
    expect(photoKey("user_AB-12", "IMG 0042.HEIC", at)).toBe(`user_AB-12/${at.getTime()}-img-0042.jpg`);
    expect(photoKey("u1", "../../etc/passwd", at)).toBe(`u1/${at.getTime()}-passwd.jpg`);
    expect(photoFileName("Paella de Mamá.png")).toBe("paella-de-mama.jpg");
    expect(photoFileName(undefined)).toBe("foto.jpg");
    expect(photoFileName("🍕.jpg")).toBe("foto.jpg");
  });
});

describe("local photo store", () => {
  it("writes, reads and deletes files under DATA_DIR/photos and refuses keys that escape it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-photos-"));
    const store = localPhotoStore(dir);
    await store.put("u1/1-a.jpg", Buffer.from("abc"), "image/jpeg");
    expect(fs.readFileSync(path.join(dir, "photos", "u1", "1-a.jpg"), "utf8")).toBe("abc");
    expect((await store.get("u1/1-a.jpg"))?.toString()).toBe("abc");
    await store.delete("u1/1-a.jpg");
    expect(await store.get("u1/1-a.jpg")).toBeNull();
    await expect(store.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
    expect(fs.existsSync(path.join(dir, "escape.jpg"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("S3-compatible photo store", () => {
  /** A tiny in-memory S3 that records what reached it. */
  function fakeS3() {
    const objects = new Map<string, { body: Buffer; type: string | null }>();
    const requests: Request[] = [];
    const fetchImpl = (async (input: Request) => {
      requests.push(input.clone());
      const key = new URL(input.url).pathname;
      if (input.method === "PUT") {
        objects.set(key, {
          body: Buffer.from(await input.arrayBuffer()),
          type: input.headers.get("content-type"),
        });
        return new Response(null, { status: 200 });
      }
      if (input.method === "GET") {
        const obj = objects.get(key);
        return obj ? new Response(new Uint8Array(obj.body)) : new Response("NoSuchKey", { status: 404 });
      }
      objects.delete(key);
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    return { objects, requests, fetchImpl };
  }

  it("signs path-style requests to a custom endpoint and round-trips an object", async () => {
    const s3 = fakeS3();
    const store = s3PhotoStore(
      {
        bucket: "meals",
        region: "eu-west-1",
        endpoint: "http://minio:9000/",
        accessKeyId: "AK",
        secretAccessKey: "SK",
      },
      s3.fetchImpl,
    );
    await store.put("u1/17-cena.jpg", Buffer.from("jpeg-bytes"), "image/jpeg");
    const put = s3.requests[0];
    expect(put.url).toBe("http://minio:9000/meals/u1/17-cena.jpg");
    expect(put.headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/eu-west-1\/s3\//,
    );
    expect(s3.objects.get("/meals/u1/17-cena.jpg")).toEqual({
      body: Buffer.from("jpeg-bytes"),
      type: "image/jpeg",
    });
    expect((await store.get("u1/17-cena.jpg"))?.toString()).toBe("jpeg-bytes");
    await store.delete("u1/17-cena.jpg");
    expect(await store.get("u1/17-cena.jpg")).toBeNull();
  });

  it("uses AWS's virtual-host address without an endpoint and reports failures", async () => {
    const requests: string[] = [];
    const store = s3PhotoStore(
      { bucket: "bocado", region: "us-east-1", accessKeyId: "a", secretAccessKey: "b" },
      (async (req: Request) => {
        requests.push(req.url);
        return new Response("AccessDenied", { status: 403 });
      }) as unknown as typeof fetch,
    );
    await expect(store.put("u/1-x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/403/);
    expect(requests[0]).toBe("https://bocado.s3.us-east-1.amazonaws.com/u/1-x.jpg");
  });
});

describe("choosing the store", () => {
  it("uses S3 when it is configured and the data folder otherwise", () => {
    expect(createPhotoStore({ dataDir: "/tmp/x" }).kind).toBe("local");
    expect(createPhotoStore({ dataDir: "/tmp/x", s3: { bucket: "b", region: "eu-west-1" } }).kind).toBe("s3");
  });
});

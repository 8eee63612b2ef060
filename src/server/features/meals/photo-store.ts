import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { Config } from "../../config";

/**
 * Where meal photos live. Keys are `<user-id>/<timestamp>-<name>` (SPEC.md section 7 storage path);
 * only the server reads them back, for their owner (GET /api/photos/:id).
 */
export interface PhotoStore {
  readonly kind: "local" | "s3";
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when the object is gone. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix such as `<user-id>/` (at most `limit`). */
  list(prefix: string, limit?: number): Promise<string[]>;
}

/** When the photo was stored, from its key (`<user-id>/<timestamp>-<name>`), or null. */
export function photoKeyTime(key: string): Date | null {
  const match = /\/(\d{10,})-[^/]*$/.exec(key);
  return match ? new Date(Number(match[1])) : null;
}

/** A safe, short file name from whatever the browser sent ("IMG 0042.HEIC" -> "img-0042.jpg"). */
export function photoFileName(original: string | undefined): string {
  const base = path.basename(original ?? "").replace(/\.[^.]*$/, "");
  const slug = base
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug || "foto"}.jpg`;
}

export function photoKey(userId: string, originalName: string | undefined, now = new Date()): string {
  const owner = userId.replace(/[^A-Za-z0-9_-]/g, "");
  return `${owner}/${now.getTime()}-${photoFileName(originalName)}`;
}

/** Files under DATA_DIR/photos/<user-id>/<timestamp>-<name>. */
export function localPhotoStore(dataDir: string): PhotoStore {
  const root = path.resolve(dataDir, "photos");
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`clave de foto fuera de la carpeta: ${key}`);
    return file;
  };
  return {
    kind: "local",
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(prefix, limit = 1000) {
      const dir = fileOf(prefix.replace(/\/+$/, ""));
      try {
        const names = await fs.readdir(dir);
        return names.slice(0, limit).map((name) => path.posix.join(prefix.replace(/\/+$/, ""), name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Any S3-compatible store (AWS, MinIO, R2...), signed with aws4fetch. With an endpoint the bucket is
 * addressed path-style (what MinIO and most compatible stores expect), else AWS's virtual-host style.
 * Objects stay private: the bucket needs no public access.
 */
export function s3PhotoStore(options: S3Options, fetchImpl: typeof fetch = fetch): PhotoStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId ?? "",
    secretAccessKey: options.secretAccessKey ?? "",
    region: options.region,
    service: "s3",
  });
  const objectUrl = (key: string) => {
    const encoded = key.split("/").map(encodeURIComponent).join("/");
    return options.endpoint
      ? `${options.endpoint.replace(/\/+$/, "")}/${options.bucket}/${encoded}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com/${encoded}`;
  };
  const send = async (key: string, init: RequestInit) => fetchImpl(await client.sign(objectUrl(key), init));
  const fail = async (what: string, res: Response) => {
    throw new Error(`S3 ${what} respondió ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
  return {
    kind: "s3",
    async put(key, data, mime) {
      const res = await send(key, {
        method: "PUT",
        body: new Uint8Array(data),
        headers: { "content-type": mime, "content-length": String(data.byteLength) },
      });
      if (!res.ok) await fail("PUT", res);
    },
    async get(key) {
      const res = await send(key, { method: "GET" });
      if (res.status === 404) return null;
      if (!res.ok) await fail("GET", res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send(key, { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("DELETE", res);
    },
    async list(prefix, limit = 1000) {
      const base = options.endpoint
        ? `${options.endpoint.replace(/\/+$/, "")}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
      const url = `${base}/?list-type=2&prefix=${encodeURIComponent(prefix)}&max-keys=${limit}`;
      const res = await fetchImpl(await client.sign(url, { method: "GET" }));
      if (!res.ok) await fail("LIST", res);
      const xml = await res.text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => decodeXml(m[1]));
    },
  };
}

export function createPhotoStore(config: Pick<Config, "dataDir" | "s3">): PhotoStore {
  return config.s3 ? s3PhotoStore(config.s3) : localPhotoStore(config.dataDir);
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

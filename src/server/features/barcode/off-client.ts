import { AppError } from "../../../core/errors";
import type { Config } from "../../config";
import { BARCODE_MESSAGES } from "./barcode.messages";
import { OFF_FIELDS } from "./off-product";

/**
 * The Open Food Facts product API (GET /api/v2/product/<code>.json): one read per call, with the
 * User-Agent OFF asks for, a timeout that covers the whole answer, and a per-instance limit on reads
 * per minute (OFF asks for at most 100). Anything but a product or a clear "not found" is an error
 * with a Spanish message; nothing here stores anything.
 */
export type OffAnswer = { status: "found"; product: Record<string, unknown> } | { status: "not_found" };

export interface OffClient {
  fetchProduct(code: string): Promise<OffAnswer>;
}

/** More than any product answer restricted by `fields=` (a few KB); a bigger body is not a product. */
const MAX_BODY_BYTES = 1024 * 1024;

export class OffUnavailable extends AppError {}

const fail = (message: string, status: number, code: string) => new OffUnavailable(message, status, code);

/** A sliding one-minute window of read times: at most `perMinute` reads in any 60 s. */
export function minuteWindow(perMinute: number, now: () => number = Date.now) {
  const reads: number[] = [];
  return {
    take(): boolean {
      const t = now();
      while (reads.length && reads[0] <= t - 60_000) reads.shift();
      if (reads.length >= perMinute) return false;
      reads.push(t);
      return true;
    },
  };
}

async function readCapped(res: Response): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new Error("body too large");
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new Error("body too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function createOffClient(config: Config["openFoodFacts"], fetchImpl: typeof fetch = fetch): OffClient {
  const window = minuteWindow(config.ratePerMinute);
  const fields = OFF_FIELDS.join(",");
  return {
    async fetchProduct(code) {
      if (!window.take()) throw fail(BARCODE_MESSAGES.rateLimited, 429, "OFF_RATE_LIMITED");
      const signal = AbortSignal.timeout(config.timeoutMs);
      let status: number;
      let body: string;
      try {
        const res = await fetchImpl(`${config.baseUrl}/api/v2/product/${code}.json?fields=${fields}`, {
          headers: { "User-Agent": config.userAgent, Accept: "application/json" },
          signal,
          redirect: "follow",
        });
        status = res.status;
        body = await readCapped(res);
      } catch (cause) {
        if (signal.aborted) throw fail(BARCODE_MESSAGES.timeout, 504, "OFF_TIMEOUT");
        if (cause instanceof Error && cause.message === "body too large") {
          throw fail(BARCODE_MESSAGES.badAnswer, 502, "OFF_BAD_ANSWER");
        }
        // Refused connection, unknown host, no network: the same message, never a hang.
        throw Object.assign(fail(BARCODE_MESSAGES.unavailable, 503, "OFF_UNAVAILABLE"), { cause });
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const answer = json && typeof json === "object" ? (json as Record<string, unknown>) : undefined;
      // OFF answers an unknown code with 404 and {"status": 0, "status_verbose": "product not found"}.
      if (status === 404 || (status === 200 && answer?.status === 0)) return { status: "not_found" };
      if (status >= 500 || status === 429) throw fail(BARCODE_MESSAGES.unavailable, 503, "OFF_UNAVAILABLE");
      const product = answer?.product;
      if (
        status !== 200 ||
        answer?.status !== 1 ||
        !product ||
        typeof product !== "object" ||
        Array.isArray(product)
      ) {
        throw fail(BARCODE_MESSAGES.badAnswer, 502, "OFF_BAD_ANSWER");
      }
      return { status: "found", product: product as Record<string, unknown> };
    },
  };
}

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address for rate limits. The socket's peer, unless `trustProxy` reverse proxies stand
 * in front of the app (TRUST_PROXY): then each of them appended the address it received the request
 * from to X-Forwarded-For, so the client is the entry `trustProxy` places from the right. Entries
 * further left were written by the client itself and are never trusted.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const peer = socketAddress(c);
  if (trustProxy <= 0) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return peer;
  // addresses from nearest to furthest: the socket peer (the last proxy), then X-Forwarded-For reversed
  const chain = [peer, ...forwarded.reverse()];
  return chain[Math.min(trustProxy, chain.length - 1)];
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process"; // app.request() in tests has no socket
  }
}

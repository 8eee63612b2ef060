import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 that speaks enough of POST /v1/chat/completions for the adapter's
 * tests: each request takes the next scripted behaviour (or the default) and is recorded.
 */
export type Behaviour =
  /** 200 with a chat completion whose message content is `content`, after `delayMs` if given */
  | { reply: string; delayMs?: number }
  /** an error status; `retryAfterMs` keeps the client's back-off short in tests */
  | { status: number; retryAfterMs?: number; body?: unknown }
  /** 200 with an arbitrary JSON body (e.g. without choices) */
  | { raw: unknown }
  /** never answers; the client's timeout has to fire */
  | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model?: string;
    temperature?: number;
    max_tokens?: number;
    messages?: {
      role: string;
      content: string | { type: string; text?: string; image_url?: { url: string } }[];
    }[];
    [key: string]: unknown;
  };
}

export interface FakeChatServer {
  /** base URL to give the client, ending in /v1 */
  url: string;
  requests: RecordedRequest[];
  /** queue behaviours for the next requests, in order */
  script(...behaviours: Behaviour[]): void;
  /** behaviour once the script is used up */
  setDefault(behaviour: Behaviour): void;
  reset(): void;
  close(): Promise<void>;
}

export function completion(content: string, model = "fake-model") {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  let queue: Behaviour[] = [];
  let fallback: Behaviour = { status: 500, body: { error: { message: "sin guion" } } };
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        // recorded as empty: a test asserting on the body will say so
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        send(res, 404, { error: { message: "not found" } });
        return;
      }
      const behaviour = queue.shift() ?? fallback;
      if ("hang" in behaviour) {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if ("reply" in behaviour) {
        const answer = () => {
          if (!res.destroyed) send(res, 200, completion(behaviour.reply, body.model));
        };
        if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
        else answer();
        return;
      }
      if ("raw" in behaviour) {
        send(res, 200, behaviour.raw);
        return;
      }
      const headers: Record<string, string> = {};
      if (behaviour.retryAfterMs !== undefined) headers["retry-after-ms"] = String(behaviour.retryAfterMs);
      send(
        res,
        behaviour.status,
        behaviour.body ?? { error: { message: `error ${behaviour.status}` } },
        headers,
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => {
      queue.push(...behaviours);
    },
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    reset: () => {
      queue = [];
      requests.length = 0;
      for (const res of hanging) res.destroy();
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

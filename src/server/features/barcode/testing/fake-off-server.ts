import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 that answers like Open Food Facts' product API
 * (GET /api/v2/product/<code>.json): tests and e2e runs point OFF_BASE_URL at it; nothing reaches
 * the internet. Each barcode has a behaviour; every request is recorded.
 */
export type OffBehaviour =
  /** 200 {"status":1,"product":{...}} */
  | { product: Record<string, unknown>; delayMs?: number }
  /** 404 {"status":0,"status_verbose":"product not found"}, as OFF answers an unknown code */
  | { notFound: true }
  /** an error status with an HTML body, as a proxy in front of OFF does */
  | { status: number }
  /** 200 with this body verbatim (not JSON, or JSON that is not a product answer) */
  | { garbage: string }
  /** answers after the client has given up */
  | { hangMs: number };

export interface OffRequest {
  path: string;
  code: string;
  fields: string | null;
  userAgent: string | undefined;
}

export interface FakeOffServer {
  url: string;
  requests: OffRequest[];
  set(code: string, behaviour: OffBehaviour): void;
  close(): Promise<void>;
}

/** "Galletas María" as OFF would describe it: per 100 g, Spanish name, brand, serving and package. */
export const GALLETAS_MARIA = {
  code: "8410376002201",
  product_name: "Maria biscuits",
  product_name_es: "Galletas María",
  brands: "Cuétara,Grupo Siro",
  quantity: "800 g",
  product_quantity: 800,
  product_quantity_unit: "g",
  serving_size: "4 galletas (25 g)",
  serving_quantity: 25,
  nutriments: {
    "energy-kcal_100g": 440,
    energy_100g: 1841,
    proteins_100g: 7,
    carbohydrates_100g: 72,
    sugars_100g: 22,
    fat_100g: 13,
    fiber_100g: 2.5,
    salt_100g: 0.6,
  },
};

export async function startFakeOffServer(initial: Record<string, OffBehaviour> = {}): Promise<FakeOffServer> {
  const behaviours = new Map(Object.entries(initial));
  const requests: OffRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = /^\/api\/v2\/product\/([^/]+?)(?:\.json)?$/.exec(url.pathname);
    const code = match?.[1] ?? "";
    requests.push({
      path: url.pathname,
      code,
      fields: url.searchParams.get("fields"),
      userAgent: req.headers["user-agent"],
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const behaviour = match ? behaviours.get(code) : undefined;
    if (!behaviour || "notFound" in behaviour) {
      return json(404, { code, status: 0, status_verbose: "product not found" });
    }
    if ("status" in behaviour) {
      res.writeHead(behaviour.status, { "content-type": "text/html" });
      return res.end("<html><body>Service Unavailable</body></html>");
    }
    if ("garbage" in behaviour) {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(behaviour.garbage);
    }
    if ("hangMs" in behaviour) {
      return later(behaviour.hangMs, () => json(200, { code, status: 1, product: { code } }));
    }
    const answer = () =>
      json(200, { code, status: 1, status_verbose: "product found", product: behaviour.product });
    if (behaviour.delayMs) later(behaviour.delayMs, answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set: (code, behaviour) => behaviours.set(code, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import {
  accountRoutes,
  exportRoutes,
  importBodyLimit,
  importRoutes,
} from "./features/account/account.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { barcodeRoutes } from "./features/barcode/barcode.routes";
import { billingRoutes, billingWebhookRoutes, subscriptionRoutes } from "./features/billing/billing.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { familyRoutes } from "./features/family/household.routes";
import { healthRoutes } from "./features/health/health.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { mealsRoutes } from "./features/meals/meals.routes";
import { photosRoutes } from "./features/meals/photos.routes";
import { onboardingRoutes } from "./features/onboarding/onboarding.routes";
import { plansRoutes } from "./features/plans/plans.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { profileTimeZone } from "./features/profile/time-zone";
import { insightsRoutes, weightsRoutes } from "./features/progress/progress.routes";
import { favoritesRoutes, foodsRoutes, quickMealsRoutes } from "./features/quicklog/quicklog.routes";
import { recipesRoutes } from "./features/recipes/recipes.routes";
import { shoppingRoutes } from "./features/shopping/shopping.routes";
import { compressJson } from "./http/compress";
import type { ApiEnv, AppDeps } from "./http/context";
import { errorHandler, MESSAGES } from "./http/errors";
import { refuseNul, sameOriginJson } from "./http/guards";
import { contractRouter } from "./http/openapi-router";
import { requireUser } from "./http/session";
import { openApiDocument } from "./openapi";
import { serveClient } from "./static";

export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** Composes the whole app from the feature routers: JSON API under /api, the built client elsewhere. */
export function createApp(deps: AppDeps) {
  const api = contractRouter();
  api.use("*", compressJson());
  // When the request arrived, before any waiting (session, locks): parallel plan requests compare it
  // with the week's newest plan to answer with that plan instead of replacing it again.
  api.use("*", async (c, next) => {
    c.set("receivedAt", new Date());
    await next();
  });
  // Imports have their own, smaller limit (5 MB), checked first so its message names it.
  api.use("/import", importBodyLimit());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: MESSAGES.tooLarge }, 413),
  });
  // A GET or HEAD has no body (the fetch API gives it none); asking @hono/node-server for one would
  // build a full web Request, its stream and its AbortSignal, for nothing (docs/decisions/0040).
  api.use("*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next),
  );
  api.use("*", sameOriginJson(deps.config));
  api.use("*", refuseNul());
  api.use("*", async (c, next) => {
    await next();
    // API answers are per user and never cached, except what a route sets itself (owner-only
    // photos are `private`, so only the owner's browser keeps them).
    // Set on the finished Response's headers: `c.header` after the handler would rebuild the
    // Response from its body stream.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  // Public API
  api.route("/health", healthRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/billing/webhook", billingWebhookRoutes(deps));
  // Generated from the route definitions once every router is mounted (docs/decisions/0036).
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get("/openapi.json", (c) => {
    document ??= openApiDocument(api);
    return c.json(document);
  });

  // Signed-in API: every feature router is behind the session guard.
  const guard = requireUser(deps.auth);
  const signedIn: [string, Hono<ApiEnv>][] = [
    ["/profile", profileRoutes(deps)],
    ["/onboarding", onboardingRoutes(deps)],
    // quick logging's routes (recent, copy, from-foods) sit beside the meals API under one guard
    ["/meals", contractRouter().route("/", quickMealsRoutes(deps)).route("/", mealsRoutes(deps))],
    ["/foods", foodsRoutes(deps)],
    ["/favorites", favoritesRoutes(deps)],
    ["/photos", photosRoutes(deps)],
    ["/dashboard", dashboardRoutes(deps)],
    ["/plans", plansRoutes(deps)],
    ["/recipes", recipesRoutes(deps)],
    ["/shopping-list", shoppingRoutes(deps)],
    ["/jobs", jobsRoutes(deps)],
    ["/subscription", subscriptionRoutes(deps)],
    ["/billing", billingRoutes(deps)],
    ["/barcode", barcodeRoutes(deps)],
    ["/weights", weightsRoutes(deps)],
    ["/insights", insightsRoutes(deps)],
    ["/family", familyRoutes(deps)],
    ["/export", exportRoutes(deps)],
    ["/import", importRoutes(deps)],
    ["/account", accountRoutes(deps)],
  ];
  // The profile's time zone, not the request's header, sets every "today" (daily limits included).
  const zone = profileTimeZone(deps.db);
  for (const [path, router] of signedIn) {
    // Hono's `/x/*` matches `/x` too: one registration, so the session is read once per request.
    api.use(`${path}/*`, guard, zone);
    api.route(path, router);
  }
  api.notFound((c) => c.json({ error: MESSAGES.notFound }, 404));
  api.onError(errorHandler(deps.logger));

  const app = new Hono();
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ error: MESSAGES.notFound }, 404));
  serveClient(app, deps.config.clientDir);
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;

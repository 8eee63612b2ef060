import fs from "node:fs";
import path from "node:path";

/*
 * Route-aware module preloads (issue 16, Lighthouse). Every page but the landing is a lazy route, so a
 * cold load of /login or /app/dashboard fetched the main bundle, ran it, then discovered the route's
 * chunks one level at a time (RequireAuth → AppShell → page), a round trip each. The server knows the
 * path before the browser runs anything: it adds <link rel="modulepreload"> for the route's chunks to
 * index.html, so they download in parallel with the main bundle.
 *
 * The modules are named as src/client/router.tsx imports them (relative to src/client, as Vite's
 * manifest keys them); route-preloads.test.ts checks each one exists and is imported by the router.
 */
const SHELL = ["features/shell/RequireAuth.tsx", "features/shell/AppShell.tsx"];

export const ROUTE_MODULES: { path: string; modules: string[] }[] = [
  { path: "/login", modules: ["features/auth/LoginPage.tsx"] },
  { path: "/register", modules: ["features/auth/RegisterPage.tsx"] },
  {
    path: "/app/onboarding",
    modules: ["features/shell/RequireAuth.tsx", "features/onboarding/OnboardingPage.tsx"],
  },
  {
    path: "/app/dashboard",
    modules: [
      ...SHELL,
      "features/dashboard/DashboardPage.tsx",
      "features/progress/WeighInButton.tsx",
      "features/family/HouseholdCard.tsx",
    ],
  },
  { path: "/app/meal-tracker", modules: [...SHELL, "features/meals/MealTrackerPage.tsx"] },
  { path: "/app/meal-plans", modules: [...SHELL, "features/plans/MealPlansPage.tsx"] },
  { path: "/app/shopping-list", modules: [...SHELL, "features/shopping/ShoppingListPage.tsx"] },
  { path: "/app/progress", modules: [...SHELL, "features/progress/ProgressPage.tsx"] },
  {
    path: "/app/profile",
    modules: [
      ...SHELL,
      "features/profile/ProfilePage.tsx",
      "features/billing/SubscriptionCard.tsx",
      "features/progress/WeighInCard.tsx",
      "features/family/HouseholdSettings.tsx",
    ],
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The route of a path: exact, or a page's sub-path (/app/meal-tracker/escanear). */
export function routeFor(pathname: string): { path: string; modules: string[] } | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ROUTE_MODULES.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
}

/**
 * For each route, the built files to preload (the route's chunks and every chunk they import
 * statically, minus what index.html already loads), from Vite's manifest. Empty without a manifest.
 */
export function preloadFiles(clientDir: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return result;
  }
  const entry = Object.values(manifest).find((c) => (c as { isEntry?: boolean }).isEntry);
  const already = new Set<string>();
  const collect = (key: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) collect(next, into, seen);
  };
  if (entry) {
    const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry) as string;
    collect(entryKey, already, new Set());
  }
  for (const route of ROUTE_MODULES) {
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const module of route.modules) collect(module, files, seen);
    result.set(
      route.path,
      [...files].filter((f) => !already.has(f) && f.endsWith(".js")),
    );
  }
  return result;
}

/*
 * The signed-in reads a page starts with (docs/decisions/0039). The client asks for the session, then
 * (once it knows the user) for the profile and, on the dashboard, the dashboard: three requests that
 * could only start after the main bundle had downloaded and run. With a session cookie in the request
 * the server names them in index.html as `<link rel="preload" as="fetch">`, so the browser sends them
 * with the HTML's first requests and the client's own fetch() calls take the answers over (same URL,
 * same credentials mode: crossorigin="use-credentials" matches fetch's credentials: "include").
 * Only GET reads that depend on nothing but the cookie: the time zone is the profile's, not a header.
 */
const SESSION_READ = "/api/auth/get-session";
const SIGNED_IN_READS = [SESSION_READ, "/api/profile"];

/** The API reads to preload for a signed-in request of `pathname` (none for a signed-out one). */
export function dataPreloads(pathname: string, signedIn: boolean): string[] {
  if (!signedIn) return [];
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (clean === "/app" || clean === "/app/dashboard") return [...SIGNED_IN_READS, "/api/dashboard"];
  // Onboarding's guard does not read the profile before the page shows.
  if (clean === "/app/onboarding" || clean.startsWith("/app/onboarding/")) return [SESSION_READ];
  if (clean.startsWith("/app/")) return SIGNED_IN_READS;
  return [];
}

/** better-auth's session cookie (with the __Secure- prefix behind https) is in the Cookie header. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/.test(cookieHeader);
}

/**
 * index.html with the route's preload links: the API reads first in <head> (small answers the page
 * waits for), the route's chunks before </head>.
 */
export function withPreloads(html: string, files: string[], reads: string[] = []): string {
  let out = html;
  if (reads.length > 0) {
    const links = reads
      .map((r) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${r}">`)
      .join("");
    out = out.replace(/<head>(\s*<meta charset[^>]*>)?/i, (head) => `${head}${links}`);
  }
  if (files.length === 0) return out;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
  return out.replace("</head>", `${links}</head>`);
}

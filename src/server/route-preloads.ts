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

/** index.html with the route's preload links before </head>. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
  return html.replace("</head>", `${links}</head>`);
}

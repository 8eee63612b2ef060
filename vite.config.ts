import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { ROUTE_MODULES } from "./src/server/route-preloads";

/*
 * Chunks (issue 16, docs/decisions/0039). Left to itself the bundler gives every distinct set of
 * importers its own shared chunk: a cold signed-in dashboard asked for 26 scripts, which over
 * HTTP/1.1's six connections cost more round trips than bytes. The groups below gather them:
 * - icons: every lucide icon (each was its own ~1 KiB chunk);
 * - zod: the validation library, its Spanish messages and the text field (the sign-in forms and
 *   every signed-in page need all three);
 * - forms: react-hook-form and its zod resolver (the pages with forms, not the dashboard);
 * - app: the code the dashboard route needs beyond those (the shell's data, the dashboard's cards,
 *   the shared API contracts and schemas, date-fns, react-query's hooks), found from the route's
 *   modules as route-preloads.ts names them, so a change of imports moves with it.
 * Two rules keep the landing page as it was: a group never takes a module the first bundle loads
 * (it would make the entry import the group), and never takes a lazily loaded page module (each
 * keeps its own chunk, named in Vite's manifest, which route-preloads.ts reads).
 */
type Info = {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
} | null;
type GetInfo = (id: string) => Info;

const SRC = path.resolve("src") + path.sep;
const CLIENT = path.resolve("src/client") + path.sep;

/** Statically reachable from an entry: part of the first bundle (conservative through re-exports). */
function makeIsInitial() {
  const known = new Map<string, boolean>();
  const isInitial = (id: string, get: GetInfo, seen = new Set<string>()): boolean => {
    const hit = known.get(id);
    if (hit !== undefined) return hit;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = get(id);
    const result = !!info && (info.isEntry || info.importers.some((i) => isInitial(i, get, seen)));
    if (result) known.set(id, true);
    return result;
  };
  return isInitial;
}

/** Our modules the dashboard route needs (statically), outside the first bundle. */
function makeDashboardModules(isInitial: ReturnType<typeof makeIsInitial>) {
  const route = ROUTE_MODULES.find((r) => r.path === "/app/dashboard");
  if (!route) throw new Error("route-preloads.ts no longer names /app/dashboard");
  let found: Set<string> | undefined;
  return (get: GetInfo): Set<string> => {
    if (found) return found;
    const out = new Set<string>();
    const walk = (id: string) => {
      if (out.has(id) || !id.startsWith(SRC) || isInitial(id, get)) return;
      out.add(id);
      for (const next of get(id)?.importedIds ?? []) walk(next);
    };
    for (const module of route.modules) walk(CLIENT + module);
    found = out;
    return out;
  };
}

// react-query's hooks (the first bundle has the client and provider only) and the date library.
const APP_PACKAGES =
  /node_modules[\\/](date-fns|@date-fns)[\\/]|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](use(Query|BaseQuery|Mutation)|queryObserver|mutationObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$/;

/** The build fails if the first bundle would load signed-in code: the landing page must not. */
function entryStaysSmall(): Plugin {
  return {
    name: "bocado:entry-stays-small",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const heavy = chunk.imports.filter((f) => /(^|\/)(app|zod|forms)-[\w-]+\.js$/.test(f));
        if (heavy.length > 0) {
          this.error(`the first bundle (${chunk.fileName}) would load ${heavy.join(", ")}`);
        }
      }
    },
  };
}

const isInitial = makeIsInitial();
const dashboardModules = makeDashboardModules(isInitial);

// The client lives in src/client; the server (src/server) serves dist/client in production
// and Vite proxies /api to it in development.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), entryStaysSmall()],
  // The manifest tells the server which chunks each route needs (src/server/route-preloads.ts).
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react/, priority: 4 },
            {
              name: "zod",
              test: /node_modules[\\/]zod[\\/]|src[\\/]core[\\/]zod-locale\.ts$|src[\\/]client[\\/]ui[\\/]TextField\.tsx$/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: "forms",
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 2,
            },
            {
              name: (id, ctx) => {
                const get = (m: string) => ctx.getModuleInfo(m) as Info;
                if (APP_PACKAGES.test(id)) return "app";
                if (!id.startsWith(SRC) || isInitial(id, get)) return null;
                if ((get(id)?.dynamicImporters.length ?? 0) > 0) return null;
                return dashboardModules(get).has(id) ? "app" : null;
              },
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` },
  },
});

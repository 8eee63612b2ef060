import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { LoginPage } from "./features/auth/LoginPage";
import { FirstRenderSession } from "./lib/session";

/*
 * Pages rendered to HTML at build time (scripts/build-server.mjs, docs/decisions/0043): with an
 * empty #root, nothing of the sign-in page was drawn until the main bundle and the page's chunk had
 * downloaded and run. The server sends this HTML for /login without a query string
 * (src/server/static.ts); main.tsx hydrates it. They must render exactly what the browser's first render draws: a visitor whose session is
 * still loading, at that address, with nothing in the query string.
 */
function page(path: string, children: ReactNode): string {
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <FirstRenderSession>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </FirstRenderSession>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** The prerendered pages by path: the HTML that goes inside #root. */
export function prerenderPages(): Record<string, string> {
  return {
    "/login": page("/login", <LoginPage />),
  };
}

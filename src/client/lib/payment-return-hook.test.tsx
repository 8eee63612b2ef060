// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RETURN_TO_KEY, usePaymentReturn } from "./payment-return";

function Root() {
  const { canceled, dismissCanceled } = usePaymentReturn();
  return (
    <>
      {canceled && (
        <button type="button" onClick={dismissCanceled}>
          cancelada
        </button>
      )}
      <Outlet />
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: "/", element: <Root />, children: [{ path: "*", element: <Where /> }] }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("usePaymentReturn", () => {
  it("goes back to the stored path after a successful checkout and forgets it", async () => {
    sessionStorage.setItem(RETURN_TO_KEY, "/app/profile");
    const router = renderAt("/?success=true");
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/app/profile");
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it("stays put on success without a stored path", async () => {
    const router = renderAt("/app/dashboard?success=true");
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/app/dashboard");
  });

  it("shows the cancel notice until dismissed, then drops the parameter", async () => {
    const router = renderAt("/app/profile?canceled=true");
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "cancelada" }));
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "cancelada" })).toBeNull();
    expect(router.state.location.search).toBe("");
  });
});

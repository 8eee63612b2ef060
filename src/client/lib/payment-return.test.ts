import { describe, expect, it } from "vitest";
import { isSafeReturnPath, landingRedirect } from "./payment-return";

describe("isSafeReturnPath", () => {
  it("accepts same-origin paths only", () => {
    expect(isSafeReturnPath("/app/profile")).toBe(true);
    expect(isSafeReturnPath("//evil.example/x")).toBe(false);
    expect(isSafeReturnPath("https://evil.example")).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath("")).toBe(false);
  });
});

describe("landingRedirect (issue 15 item 7)", () => {
  it("sends a signed-in user back from checkout with no stored path to the dashboard", () => {
    expect(landingRedirect(true, "?success=true", null)).toBe("/app/dashboard");
  });

  it("leaves a return with a stored path to the payment-return hook", () => {
    expect(landingRedirect(true, "?success=true", "/app/profile")).toBeNull();
    expect(landingRedirect(true, "?success=true", "//evil.example")).toBe("/app/dashboard");
  });

  it("shows the landing page to visitors and sends signed-in users to the dashboard", () => {
    expect(landingRedirect(false, "?success=true", null)).toBeNull();
    expect(landingRedirect(false, "", null)).toBeNull();
    expect(landingRedirect(true, "", null)).toBe("/app/dashboard");
  });
});

import { describe, expect, it } from "vitest";
import { isSafeReturnPath } from "./payment-return";

describe("isSafeReturnPath", () => {
  it("accepts same-origin paths only", () => {
    expect(isSafeReturnPath("/app/profile")).toBe(true);
    expect(isSafeReturnPath("//evil.example/x")).toBe(false);
    expect(isSafeReturnPath("https://evil.example")).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath("")).toBe(false);
  });
});

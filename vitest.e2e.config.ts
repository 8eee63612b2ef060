import { defineConfig } from "vitest/config";

// End-to-end journeys: real Chromium (Debian's /usr/bin/chromium) against the built app.
export default defineConfig({
  test: {
    include: ["e2e/**/*.spec.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["e2e/support/global-setup.ts"],
  },
});

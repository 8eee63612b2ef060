import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code (*.test.ts / *.test.tsx).
// Integration tests boot the Hono app in-process on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["src/test/setup.ts"],
  },
});

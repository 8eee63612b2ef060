import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/server/db/schema.ts, committed, and applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});

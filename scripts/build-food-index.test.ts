/**
 * The committed name index (src/nutrition/data/foods-index.json) must be the one the current table
 * yields: otherwise the app silently pays the rebuild at every start-up (or, had the fallback a bug,
 * would match names against a stale index).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildAliasIndex, signature } from "../src/nutrition/alias-index";

const dataDir = join(__dirname, "..", "src", "nutrition", "data");
const table = JSON.parse(readFileSync(join(dataDir, "foods.json"), "utf8"));
const index = JSON.parse(readFileSync(join(dataDir, "foods-index.json"), "utf8"));

describe("generated name index", () => {
  it("matches the food table (run `npx tsx scripts/build-food-index.ts` after editing foods.json)", () => {
    expect(index.signature).toBe(signature(table.foods));
    expect(index).toEqual(buildAliasIndex(table.foods));
  });

  it("changes its signature when a synonym changes", () => {
    const edited = table.foods.map((f: { synonyms: string[] }, i: number) =>
      i === 0 ? { ...f, synonyms: [...f.synonyms, "otro nombre"] } : f,
    );
    expect(signature(edited)).not.toBe(signature(table.foods));
  });
});

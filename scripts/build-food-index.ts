/**
 * Writes src/nutrition/data/foods-index.json, the name index of the food table (see
 * src/nutrition/alias-index.ts), so that the app does not tokenize every name at start-up.
 *
 *   npx tsx scripts/build-food-index.ts
 *
 * build-foods.ts runs it after writing foods.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildAliasIndex } from "../src/nutrition/alias-index";

const dataDir = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "src", "nutrition", "data");

export function writeFoodIndex(): void {
  const table = JSON.parse(readFileSync(join(dataDir, "foods.json"), "utf8"));
  const index = buildAliasIndex(table.foods);
  writeFileSync(join(dataDir, "foods-index.json"), `${JSON.stringify(index)}\n`);
  console.log(
    `índice de nombres: ${Object.keys(index.aliases).length} claves, ${index.vocab.length} palabras`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeFoodIndex();

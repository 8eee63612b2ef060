/**
 * Batch estimates: one JSON object per line in, one per line out, in order.
 *   npm run --silent estimate < in.jsonl > out.jsonl
 * Input line: {"id": "...", "text": "...", "region": "espana"} (region optional: a profile cuisine). Output line: the totals, weight_g and items, or {"id", "error"}.
 */
import { createInterface } from "node:readline";
import { cuisineRegionSchema } from "../core/enums";
import { estimateMeal, NUTRITION_ERROR_MESSAGE, NutritionError } from "./index";

export function estimateLine(line: string): string | null {
  if (!line.trim()) return null;
  let id: unknown = null;
  try {
    const input = JSON.parse(line) as { id?: unknown; text?: unknown; region?: unknown };
    id = input?.id ?? null;
    const text = typeof input?.text === "string" ? input.text : "";
    const r = estimateMeal(text, { region: cuisineRegionSchema.safeParse(input?.region).data });
    return JSON.stringify({
      id,
      calories: r.calories,
      protein: r.protein,
      carbs: r.carbs,
      fat: r.fat,
      sugar: r.sugar,
      fiber: r.fiber,
      salt: r.salt,
      weight_g: r.items.reduce((s, it) => s + it.grams, 0),
      items: r.items,
      unmatched: r.unmatched,
    });
  } catch (e) {
    const error =
      e instanceof NutritionError
        ? e.message
        : e instanceof SyntaxError
          ? "JSON inválido"
          : NUTRITION_ERROR_MESSAGE;
    return JSON.stringify({ id, error });
  }
}

const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
const out: string[] = [];
rl.on("line", (line) => {
  const r = estimateLine(line);
  if (r !== null) {
    out.push(r);
    if (out.length >= 256) process.stdout.write(`${out.splice(0).join("\n")}\n`);
  }
});
rl.on("close", () => {
  if (out.length) process.stdout.write(`${out.join("\n")}\n`);
});

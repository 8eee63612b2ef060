/**
 * Does grounding on the built-in food table make a provider's meal analyses more accurate?
 *   AI_BASE_URL=... AI_API_KEY=... AI_MODEL=... npx tsx bench/ai-grounding/run.ts [--limit N] [--concurrency N]
 *
 * Replays bench/nutrition/cases.jsonl (Spanish descriptions with CIQUAL-computed references) against the
 * configured provider, with the production prompts and parameters (500 tokens, temperature 0.7), in
 * three variants:
 *   A  plain      the prompt without items; the provider's totals
 *   B  itemised   the prompt asking for items and grams; the provider's own totals
 *   C  grounded   the same replies as B, known items recomputed from the table (what the app returns)
 * B and C share each reply, so their difference is the correction alone; A vs B shows what asking for
 * items does by itself. The built-in engine is printed as a baseline. Without AI_BASE_URL it says so
 * and exits 0 (there is nothing to measure offline).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const env = process.env;
if (!env.AI_BASE_URL?.trim()) {
  console.log(
    "bench/ai-grounding necesita un proveedor de IA: define AI_BASE_URL (y AI_API_KEY, AI_MODEL). " +
      "Ejemplo local: AI_BASE_URL=http://localhost:11434/v1 AI_MODEL=llama3.2 npx tsx bench/ai-grounding/run.ts",
  );
  process.exit(0);
}

const { builtinFoodTable } = await import("../../src/ai/index");
const { groundMeal } = await import("../../src/ai/grounding");
const { chat, createOpenAiClient } = await import("../../src/ai/openai.adapter");
const { CALL_PARAMS, mealTextPrompt } = await import("../../src/ai/prompts");
const { parseMealReply } = await import("../../src/ai/replies");
const { AI_MESSAGES } = await import("../../src/ai/messages");
const { estimateMeal } = await import("../../src/nutrition/index");

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const n = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const here = dirname(fileURLToPath(import.meta.url));
type Case = { id: string; text: string; reference: Record<string, number> };
const all: Case[] = readFileSync(join(here, "../nutrition/cases.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const cases = all.slice(0, arg("--limit", all.length));
const concurrency = arg("--concurrency", 4);

const config = {
  baseUrl: env.AI_BASE_URL.trim(),
  apiKey: env.AI_API_KEY,
  model: env.AI_MODEL?.trim() || "gpt-4o-mini",
  smallModel: env.AI_SMALL_MODEL?.trim() || env.AI_MODEL?.trim() || "gpt-4o-mini",
  timeoutMs: Number(env.AI_TIMEOUT_MS) || 120_000,
  maxRetries: Number(env.AI_MAX_RETRIES ?? 2),
};
const client = createOpenAiClient(config);
const messages = {
  failed: AI_MESSAGES.meal.textFailed,
  empty: AI_MESSAGES.meal.empty,
  invalidStructure: AI_MESSAGES.meal.invalidStructure,
};

const ask = async (text: string, withItems: boolean) =>
  parseMealReply(
    await chat(
      client,
      { model: config.model, content: mealTextPrompt(text, withItems), ...CALL_PARAMS.text },
      messages,
    ),
    "text",
  );

type Variant = "builtin" | "A plain" | "B itemised" | "C grounded";
const VARIANTS: Variant[] = ["builtin", "A plain", "B itemised", "C grounded"];
const calErrors: Record<Variant, number[]> = {
  builtin: [],
  "A plain": [],
  "B itemised": [],
  "C grounded": [],
};
const failures: Record<Variant, number> = { builtin: 0, "A plain": 0, "B itemised": 0, "C grounded": 0 };
let itemsSeen = 0;
let itemsGrounded = 0;
const totalsSources = new Map<string, number>();

// absolute percentage error of calories; a failed analysis counts as 100 %
const ape = (got: number | null, ref: number) =>
  got == null ? 100 : (Math.abs(got - ref) / Math.max(ref, 10)) * 100;

function record(variant: Variant, got: number | null, ref: number) {
  if (got == null) failures[variant] += 1;
  calErrors[variant].push(ape(got, ref));
}

async function runCase(c: Case) {
  const ref = c.reference.calories;
  try {
    record("builtin", estimateMeal(c.text).calories, ref);
  } catch {
    record("builtin", null, ref);
  }
  const [plain, itemised] = await Promise.allSettled([ask(c.text, false), ask(c.text, true)]);
  record("A plain", plain.status === "fulfilled" ? plain.value.totals.calories : null, ref);
  if (itemised.status === "fulfilled") {
    const reply = itemised.value;
    record("B itemised", reply.totals.calories, ref);
    const grounded = groundMeal(reply, builtinFoodTable);
    record("C grounded", grounded.analysis.calories, ref);
    itemsSeen += grounded.analysis.items.length;
    itemsGrounded += grounded.analysis.items.filter((i) => i.source === "table").length;
    totalsSources.set(grounded.totalsSource, (totalsSources.get(grounded.totalsSource) ?? 0) + 1);
  } else {
    record("B itemised", null, ref);
    record("C grounded", null, ref);
  }
}

const started = Date.now();
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, cases.length) }, async () => {
    while (next < cases.length) {
      const c = cases[next++];
      await runCase(c);
      process.stderr.write(".");
    }
  }),
);
process.stderr.write("\n");

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => {
  const s = sorted(xs);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const share = (xs: number[], limit: number) =>
  (xs.filter((x) => x <= limit).length / Math.max(1, xs.length)) * 100;

console.log(
  `Bocado · grounding de la IA · ${cases.length} descripciones · modelo ${config.model} · ${config.baseUrl} · ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log("");
console.log("variante       mediana |error kcal|   media    dentro ±20 %   fallos");
for (const v of VARIANTS) {
  const e = calErrors[v];
  console.log(
    `${v.padEnd(13)}  ${median(e).toFixed(1).padStart(10)} %  ${mean(e).toFixed(1).padStart(6)} %  ${share(e, 20).toFixed(1).padStart(10)} %  ${String(failures[v]).padStart(7)}`,
  );
}
console.log("");
console.log(
  `items de la IA reconocidos por la tabla: ${itemsGrounded}/${itemsSeen} (${((itemsGrounded / Math.max(1, itemsSeen)) * 100).toFixed(1)} %)`,
);
console.log(
  `origen de los totales (C): ${[...totalsSources].map(([k, n]) => `${k} ${n}`).join(", ") || "sin respuestas"}`,
);
console.log(
  "(un fallo cuenta como 100 % de error; las referencias son de CIQUAL, las del propio motor integrado)",
);

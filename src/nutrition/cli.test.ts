import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm run estimate (JSONL)", () => {
  it("una línea de entrada, una de salida, en orden; error para lo ilegible", () => {
    const input = [
      JSON.stringify({ id: "a", text: "un plato de lentejas" }),
      JSON.stringify({ id: "b", text: "asdfgh" }),
      JSON.stringify({ id: "c", text: "una caña" }),
    ].join("\n");
    const out = execFileSync("npx", ["tsx", "src/nutrition/cli.ts"], { input, encoding: "utf8" })
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out.map((o) => o.id)).toEqual(["a", "b", "c"]);
    expect(out[0].calories).toBeGreaterThan(100);
    expect(out[0].weight_g).toBeGreaterThan(0);
    expect(out[0].items.length).toBe(1);
    expect(out[1].error).toMatch(/Error al analizar la comida/);
    expect(out[2].carbs).toBeGreaterThan(0);
  });
});

/**
 * Start-up time of the built-in engine in a fresh process: import the module and run the first estimate.
 * run.ts spawns this file with `node --import tsx` and reads the JSON line it prints.
 */
import { performance } from "node:perf_hooks";

const t0 = performance.now();
const engine = await import("../../src/nutrition/index");
const importMs = performance.now() - t0;
try {
  engine.estimateMeal("un cafe con leche y una tostada");
} catch {}
const firstMs = performance.now() - t0;
console.log(JSON.stringify({ importMs, firstMs }));

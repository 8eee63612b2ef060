/**
 * Latency of the food search (issue 17: p95 under 20 ms per query).
 *   npm run bench:search
 * Builds the index once (timed apart), then runs 1,000 type-ahead queries: every prefix from two
 * letters of common Spanish and Latin-American food words, typos and multi-word queries, as a user
 * typing would send them. Prints p50, p95, p99 and max in milliseconds.
 */
import { performance } from "node:perf_hooks";
import { searchFoods, warmFoodSearch } from "../../src/nutrition/search";

const WORDS = [
  "pan",
  "leche",
  "tortilla de patatas",
  "arepa",
  "yogur griego",
  "platano",
  "manzana",
  "arroz con pollo",
  "huevos fritos",
  "cafe con leche",
  "jamon serrano",
  "queso fresco",
  "frijoles negros",
  "aguacate",
  "palta",
  "banana",
  "cambur",
  "zumo de naranja",
  "jugo de naranja",
  "pollo a la plancha",
  "ensalada mixta",
  "lentejas",
  "garbanzos",
  "galletas",
  "cereales",
  "avena",
  "pechuga de pollo",
  "salmon",
  "atun en lata",
  "macarrones",
  "espaguetis",
  "pizza",
  "hamburguesa",
  "empanada",
  "tamal",
  "quesadilla",
  "tacos al pastor",
  "gazpacho",
  "paella",
  "croquetas",
  "churros",
  "chocolate",
  "cerveza",
  "vino tinto",
  "refresco",
  "agua",
  "yougurt",
  "platnao",
  "tomatte",
  "lechuga",
  "zanahoria",
  "papas fritas",
  "patatas",
  "batata",
  "camote",
  "choclo",
  "elote",
  "mantequilla",
  "aceite de oliva",
  "azucar",
  "miel",
  "mermelada",
  "pan integral",
];
const queries: string[] = [];
while (queries.length < 1000) {
  for (const w of WORDS) {
    for (let n = 2; n <= w.length && queries.length < 1000; n++) queries.push(w.slice(0, n));
    if (queries.length >= 1000) break;
  }
}

const t0 = performance.now();
warmFoodSearch();
const buildMs = performance.now() - t0;

const times: number[] = [];
for (const q of queries) {
  const t = performance.now();
  searchFoods(q);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const f = (x: number) => x.toFixed(2);
console.log(`Índice de búsqueda: construido en ${f(buildMs)} ms`);
console.log(
  `${times.length} consultas: p50 ${f(at(50))} ms · p95 ${f(at(95))} ms · p99 ${f(at(99))} ms · máx ${f(times[times.length - 1])} ms`,
);

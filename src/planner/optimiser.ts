import loadHighs, { type Highs } from "highs";
import type { MealType } from "../core/enums";
import type { Nutrients } from "../core/nutrients";
import type { DailyGuidance } from "../core/nutrition-guidance";
import type { SideOption } from "./sides";

/**
 * One day as a mixed-integer program solved with HiGHS (WebAssembly build of the Edinburgh solver).
 *
 * Per meal slot: a binary per candidate dish (exactly one chosen), a continuous portion in
 * [PORTION_MIN, PORTION_MAX] x serving tied to that binary, and an integer count per side item. Day
 * rows: kcal band, protein band, fibre, free sugars, salt, fat (src/core/nutrition-guidance.ts), each
 * meal's weight, its share of the day's kcal (3+ meals) and, with diabetes, of the day's carbohydrates.
 * Every guidance row is elastic: a slack variable with a penalty lets an impossible day still get a
 * plan, and the penalties grow along RELAXATION_ORDER so that what gives way first is the fat range and
 * what gives way last is the weight of a plate. The objective keeps each meal near its share of the day,
 * the day near its kcal and protein goals, and prefers few sides and dishes not used yet this week.
 */

export const PORTION_MIN = 0.75;
export const PORTION_MAX = 1.5;
/** Aim inside the ±5 % contract so that rounding portions to 5 % never leaves the band. */
export const KCAL_BAND = 0.04;
/** Each meal's kcal stays within this band around its share of the day (elastic, as "share"). */
export const MEAL_BAND = [0.6, 1.5] as const;
/** Cost of one side unit: a plate should not be built from many extras when the dish can carry it. */
const SIDE_COST = 0.25;

/**
 * Relaxation order (first gives way first) and the penalty per unit of relative violation. Salt may
 * exceed its cap only up to SALT_CEILING_G; beyond that the penalty is prohibitive.
 */
export const RELAXATION_ORDER = [
  "fat",
  "fiberMax",
  "fiberMin",
  // protein after the fibre bounds since 0024: protein within ±15 % 74.3 → 78.3 % of bench days
  // for 8 more fibre-minimum days out of 1400
  "protein",
  "sugar",
  "salt",
  "share",
  "kcal",
  "weight",
] as const;
export type Relaxation = (typeof RELAXATION_ORDER)[number];
const PENALTY: Record<Relaxation, number> = {
  fat: 400,
  fiberMax: 800,
  fiberMin: 3200,
  protein: 4800,
  sugar: 6400,
  salt: 12800,
  share: 25600,
  kcal: 51200,
  weight: 102400,
};
export const SALT_CEILING_G = 6;
/** Cost of a second pasta or rice dish in a day: above any guidance bound's penalty. */
const STAPLE_PENALTY = 1e6;
const BEYOND_CEILING = 1e8;

export interface DishOption {
  id: string;
  n: Nutrients;
  freeSugar: number;
  grams: number;
  /** preference cost of choosing this dish (repeats, other cuisine); 0 is best */
  cost: number;
  /** the dish carries its own starch (pasta, rice, potatoes, bread): no rice on the side */
  starchy?: boolean;
  /** the dish already has its meat, fish or tofu (≥ 80 g): no grilled fillet on the side */
  proteinMain?: boolean;
  /** a pasta or rice dish: at most one of each kind a day */
  staple?: "pasta" | "arroz" | null;
}

export interface SlotInput {
  role: MealType;
  /** share of the day's kcal this meal aims for */
  share: number;
  /** grams this meal may weigh */
  weightCap: number;
  dishes: DishOption[];
  sides: SideOption[];
}

export interface DayInput {
  kcal: number;
  protein: number;
  proteinRange: readonly [number, number];
  guidance: DailyGuidance;
  /** null when the 45 % rule does not apply (1-2 meals) */
  mealShareMax: number | null;
  /** null without diabetes (or with 1-2 meals) */
  mealCarbShareMax: number | null;
  slots: SlotInput[];
}

export interface SlotChoice {
  /** index into slot.dishes, -1 when the slot has no dish */
  dish: number;
  portion: number;
  /** units per side, same order as slot.sides */
  sides: number[];
}

/**
 * With PLANNER_DEBUG set, one entry per solved day: which bounds the root LP relaxation already had to
 * relax (then no choice among these candidates meets them), which the plan relaxes, and the LP solves
 * used. bench/planner/diag.ts reads it to tell infeasible candidate sets from a search cut short.
 */
export const DEBUG: { root: string; final: string; solves: number }[] = [];

let highsPromise: Promise<Highs> | null = null;

/** Loads the WebAssembly solver once per process. */
export function loadSolver(): Promise<Highs> {
  highsPromise ??= loadHighs().catch((error: unknown) => {
    highsPromise = null;
    throw error;
  });
  return highsPromise;
}

type Key = keyof Nutrients;

/** A sparse row-wise model builder. */
class Model {
  cost: number[] = [];
  lower: number[] = [];
  upper: number[] = [];
  rows: Map<number, number>[] = [];
  rowLower: number[] = [];
  rowUpper: number[] = [];

  col(lower: number, upper: number, cost = 0): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    return this.cost.length - 1;
  }

  row(terms: Map<number, number>, lower: number, upper: number): void {
    this.rows.push(terms);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
  }
}

const add = (terms: Map<number, number>, col: number, coef: number) => {
  if (coef !== 0) terms.set(col, (terms.get(col) ?? 0) + coef);
};

/**
 * Solves one day; returns null if the solver failed (the caller then uses a simple fallback). Salt
 * above SALT_CEILING_G is first a hard row; only if no plan exists that way is it made elastic too.
 */
export async function solveDay(input: DayInput): Promise<SlotChoice[] | null> {
  return (await solveDayWith(input, true)) ?? solveDayWith(input, false);
}

async function solveDayWith(input: DayInput, hardSaltCeiling: boolean): Promise<SlotChoice[] | null> {
  const highs = await loadSolver();
  const m = new Model();
  const { kcal: K, guidance: g } = input;
  const INF = highs.infinity;

  // --- variables and per-slot linear expressions of each nutrient, grams and free sugar
  type Expr = Map<number, number>;
  const slotVars = input.slots.map((slot) => {
    const y = slot.dishes.map((d) => m.col(0, 1, d.cost));
    const p = slot.dishes.map(() => m.col(0, PORTION_MAX));
    const u = slot.sides.map((s) => m.col(0, s.max, SIDE_COST));
    return { y, p, u };
  });
  const slotExpr = (s: number, value: (dish: DishOption | null, side: SideOption | null) => number): Expr => {
    const terms: Expr = new Map();
    const slot = input.slots[s];
    slot.dishes.forEach((d, j) => {
      add(terms, slotVars[s].p[j], value(d, null));
    });
    slot.sides.forEach((side, k) => {
      add(terms, slotVars[s].u[k], value(null, side));
    });
    return terms;
  };
  const nutrient = (key: Key) => (d: DishOption | null, side: SideOption | null) =>
    d ? d.n[key] : (side?.unit[key] ?? 0);
  const dayExpr = (value: (dish: DishOption | null, side: SideOption | null) => number): Expr => {
    const terms: Expr = new Map();
    input.slots.forEach((_, s) => {
      for (const [c, v] of slotExpr(s, value)) add(terms, c, v);
    });
    return terms;
  };
  const withSlack = (terms: Expr, slack: number, sign: 1 | -1): Expr => {
    const t = new Map(terms);
    add(t, slack, sign);
    return t;
  };
  const slackKinds = new Map<number, Relaxation>();
  const slack = (kind: Relaxation, scale: number, upper = INF) => {
    const c = m.col(0, upper, PENALTY[kind] / Math.max(1e-6, scale));
    slackKinds.set(c, kind);
    return c;
  };

  // --- per slot: one dish, portion tied to it, oil only with bread or salad, weight, share of the day
  input.slots.forEach((slot, s) => {
    const { y, p, u } = slotVars[s];
    if (y.length > 0) {
      m.row(new Map(y.map((c) => [c, 1])), 1, 1);
      y.forEach((yc, j) => {
        m.row(
          new Map([
            [p[j], 1],
            [yc, -PORTION_MIN],
          ]),
          0,
          INF,
        );
        m.row(
          new Map([
            [p[j], 1],
            [yc, -PORTION_MAX],
          ]),
          -INF,
          0,
        );
      });
    }
    // no side of rice next to a dish that already has its starch: u_rice + max·Σ y_starchy ≤ max
    // likewise no grilled fillet next to a dish that already has its meat, fish or tofu
    const exclusive = (key: string, has: (d: DishOption) => boolean | undefined) => {
      const k = slot.sides.findIndex((x) => x.spec.key === key);
      if (k < 0) return;
      const max = slot.sides[k].max;
      const terms: Expr = new Map([[u[k], 1]]);
      slot.dishes.forEach((d, j) => {
        if (has(d)) add(terms, slotVars[s].y[j], max);
      });
      m.row(terms, -INF, max);
    };
    exclusive("arroz", (d) => d.starchy);
    exclusive("plancha", (d) => d.proteinMain);
    const oil = slot.sides.findIndex((x) => x.spec.key === "aceite");
    if (oil >= 0) {
      const carriers = slot.sides
        .map((x, k) => (x.spec.key === "pan" || x.spec.key === "ensalada" ? k : -1))
        .filter((k) => k >= 0);
      const terms: Expr = new Map([[u[oil], 1]]);
      for (const k of carriers) add(terms, u[k], -1);
      m.row(terms, -INF, 0);
    }
    // weight (a margin for rounding portions to 5 %): a hard row since 0024, the kcal band gives way
    // first (every candidate fits the limit at its smallest portion, so the row is always feasible)
    const grams = slotExpr(s, (d, side) => (d ? d.grams : (side?.variant.grams ?? 0)));
    m.row(grams, -INF, slot.weightCap - 15);
    // the meal stays within a band around its share of the day (a breakfast stays breakfast-sized)
    const kc = slotExpr(s, nutrient("calories"));
    const target = slot.share * K;
    m.row(withSlack(kc, slack("share", target), 1), MEAL_BAND[0] * target, INF);
    m.row(withSlack(kc, slack("share", target), -1), -INF, MEAL_BAND[1] * target);
  });

  // no dish twice in a day
  const bySlot = new Map<string, number[]>();
  input.slots.forEach((slot, s) => {
    slot.dishes.forEach((d, j) => {
      bySlot.set(d.id, [...(bySlot.get(d.id) ?? []), slotVars[s].y[j]]);
    });
  });
  for (const cols of bySlot.values()) if (cols.length > 1) m.row(new Map(cols.map((c) => [c, 1])), 0, 1);
  // no two pasta (or two rice) dishes in a day: Σ y ≤ 1 per kind, with a slack priced above every
  // guidance bound, so it gives way only when a slot has nothing else (not a relaxation to explain)
  for (const kind of ["pasta", "arroz"] as const) {
    const terms: Expr = new Map();
    input.slots.forEach((slot, s) => {
      slot.dishes.forEach((d, j) => {
        if (d.staple === kind) add(terms, slotVars[s].y[j], 1);
      });
    });
    if (terms.size < 2) continue;
    add(terms, m.col(0, INF, STAPLE_PENALTY), -1);
    m.row(terms, -INF, 1);
  }

  // --- day rows
  const kcal = dayExpr(nutrient("calories"));
  // kcal near the goal (objective) and inside the band (elastic)
  {
    const dev = [m.col(0, INF, 20 / K), m.col(0, INF, 20 / K)];
    const t = new Map(kcal);
    add(t, dev[0], -1);
    add(t, dev[1], 1);
    m.row(t, K, K);
    m.row(withSlack(kcal, slack("kcal", K), 1), K * (1 - KCAL_BAND), INF);
    m.row(withSlack(kcal, slack("kcal", K), -1), -INF, K * (1 + KCAL_BAND));
  }
  {
    const protein = dayExpr(nutrient("protein"));
    const [lo, hi] = input.proteinRange;
    const dev = [m.col(0, INF, 3 / input.protein), m.col(0, INF, 3 / input.protein)];
    const t = new Map(protein);
    add(t, dev[0], -1);
    add(t, dev[1], 1);
    m.row(t, input.protein, input.protein);
    m.row(withSlack(protein, slack("protein", lo), 1), lo, INF);
    m.row(withSlack(protein, slack("protein", hi), -1), -INF, hi);
  }
  {
    const fiber = dayExpr(nutrient("fiber"));
    m.row(withSlack(fiber, slack("fiberMin", g.fiberMin), 1), g.fiberMin + 0.3, INF);
    m.row(withSlack(fiber, slack("fiberMax", g.fiberMax), -1), -INF, g.fiberMax);
  }
  m.row(
    withSlack(
      dayExpr((d) => (d ? d.freeSugar : 0)),
      slack("sugar", g.freeSugarMax),
      -1,
    ),
    -INF,
    g.freeSugarMax,
  );
  {
    // 0.05 g below the cap and 0.2 g below the ceiling: rounding portions to 5 % and each meal's salt to
    // 0.1 g must not cross them
    const cap = g.saltMax - 0.05;
    const salt = withSlack(
      dayExpr(nutrient("salt")),
      slack("salt", g.saltMax, Math.max(0, SALT_CEILING_G - 0.2 - cap)),
      -1,
    );
    if (!hardSaltCeiling) add(salt, m.col(0, INF, BEYOND_CEILING), -1);
    m.row(salt, -INF, cap);
  }
  {
    const fat = dayExpr(nutrient("fat"));
    m.row(withSlack(fat, slack("fat", g.fatMin), 1), g.fatMin, INF);
    m.row(withSlack(fat, slack("fat", g.fatMax), -1), -INF, g.fatMax);
  }
  // no meal above a share of the day's kcal / carbohydrates: meal - share x day <= 0
  const shareRows = (key: Key, max: number | null) => {
    if (max === null) return;
    const day = dayExpr(nutrient(key));
    input.slots.forEach((slot, s) => {
      const t: Expr = new Map();
      for (const [c, v] of day) add(t, c, -max * v);
      for (const [c, v] of slotExpr(s, nutrient(key))) add(t, c, v);
      add(t, slack("share", slot.share * K), -1);
      m.row(t, -INF, 0);
    });
  };
  // one point of margin, so that rounding portions to 5 % never pushes a meal over the limit
  shareRows("calories", input.mealShareMax === null ? null : input.mealShareMax - 0.01);
  shareRows("carbs", input.mealCarbShareMax === null ? null : input.mealCarbShareMax - 0.01);

  // --- CSR matrix
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const r of m.rows) {
    for (const [c, v] of r) {
      if (Math.abs(v) < 1e-12) continue;
      indices.push(c);
      values.push(v);
    }
    starts.push(indices.length);
  }
  const numCols = m.cost.length;
  const numRows = m.rows.length;
  try {
    return highs.withModel(
      {
        numCols,
        numRows,
        sense: highs.constants.objectiveSense.minimize,
        offset: 0,
        colCost: m.cost,
        colLower: m.lower,
        colUpper: m.upper,
        rowLower: m.rowLower,
        rowUpper: m.rowUpper,
        matrix: { format: "csr", numRows, numCols, starts, indices, values },
      },
      (model) => {
        model.options.set({ output_flag: false });
        return branchAndBound(model, highs.constants.modelStatus.optimal, slotVars, input, slackKinds);
      },
    );
  } catch {
    return null;
  }
}

/** The persistent LP the branch and bound re-solves (a subset of the highs-js Model API). */
interface LpModel {
  run(): unknown;
  getModelStatus(): number;
  getObjectiveValue(): number;
  getSolution(): { colValue?: ArrayLike<number> | null };
  changeColBounds(col: number, lower: number, upper: number): unknown;
}

/** Most LP solves per day: the search keeps its best plate set when the budget runs out. */
export const LP_BUDGET = 40;
/** Extra LP solves the one-side-at-a-time rounding may use beyond LP_BUDGET. */
const SIDE_ROUNDING_BUDGET = 20;
/** Objective above the node's LP bound beyond which uniform side rounding is deemed to have cost a bound. */
const ROUNDING_GAP = 1;

/**
 * Depth-first branch and bound over the integer decisions, with HiGHS solving each node's LP
 * relaxation (warm-started from the previous basis). HiGHS' own MIP driver spends 100-250 ms of CPU
 * per day on root-node work in its WebAssembly build, whatever the model's size (measured; see
 * docs/decisions/0011-planner-v2.md), while a warm LP re-solve takes a few milliseconds, so the
 * branching is done here:
 *
 * 1. dish choice: branch on the slot whose dish binaries are most fractional, one child per
 *    candidate in decreasing LP value (the binary fixed to 1); prune nodes whose LP bound is not
 *    better than the incumbent;
 * 2. at a node where every dish is chosen, the side counts are rounded (to the nearest integers, and
 *    down) and the LP is re-solved with them fixed, so the portions adapt; the better of the two is an
 *    integer-feasible plan (every guidance row is elastic) and a candidate incumbent.
 *
 * The search is exact when it finishes within LP_BUDGET solves, and deterministic in every case
 * (no wall-clock limit), so a seed always gives the same week.
 */
function branchAndBound(
  model: LpModel,
  optimal: number,
  slotVars: { y: number[]; p: number[]; u: number[] }[],
  input: DayInput,
  slackKinds: Map<number, Relaxation>,
): SlotChoice[] | null {
  let solves = 0;
  const slackSet = (x: Float64Array) => {
    const out = new Set<Relaxation>();
    for (const [c, k] of slackKinds) if (x[c] > 1e-4) out.add(k);
    return [...out].sort().join(",");
  };
  let rootSlack: string | null = null;
  let best: { obj: number; x: Float64Array } | null = null;
  const solve = (): { obj: number; x: Float64Array } | null => {
    solves++;
    model.run();
    if (model.getModelStatus() !== optimal) return null;
    const x = model.getSolution().colValue;
    if (!x) return null;
    return { obj: model.getObjectiveValue(), x: Float64Array.from(x) };
  };
  const sideCols = slotVars.flatMap((v, s) =>
    v.u.map((c, k) => ({ c, s, key: input.slots[s].sides[k].spec.key, max: input.slots[s].sides[k].max })),
  );
  const EPS = 1e-6;

  /**
   * Rounds every side count to its nearest integer and re-solves the LP with them fixed, so the
   * portions absorb the difference; bounds are restored afterwards.
   */
  const roundSides = (start: { obj: number; x: Float64Array }) => {
    // the dishes are integral here: fix them too, so the re-solve cannot mix dishes again
    const dishes = slotVars.flatMap((v) => v.y.filter((c) => start.x[c] > 0.5));
    for (const c of dishes) model.changeColBounds(c, 1, 1);
    // nearest integers first, then rounded down (which never adds weight), then up (which adds the
    // low-fibre, low-fat energy of rice or bread a high-fibre day needs), keeping the best plan
    // and, if none of those is feasible (rounding up can cross a plate's weight limit), no sides at
    // all: every guidance row is elastic and every dish fits its plate at its smallest portion, so a
    // node whose dishes are chosen always yields a plan
    let integral: { obj: number; x: Float64Array } | null = null;
    const none = () => 0;
    for (const round of [Math.round, Math.floor, Math.ceil, none]) {
      if (round === none && integral) break;
      const value = new Map<number, number>();
      for (const { c, max } of sideCols)
        value.set(c, Math.min(max, round(start.x[c] + (round === Math.ceil ? -1e-6 : 1e-6))));
      // olive oil only with bread or salad: rounding may have dropped its carrier
      for (const oil of sideCols.filter((x) => x.key === "aceite")) {
        const carriers = sideCols
          .filter((x) => x.s === oil.s && (x.key === "pan" || x.key === "ensalada"))
          .reduce((sum, x) => sum + (value.get(x.c) ?? 0), 0);
        value.set(oil.c, Math.min(value.get(oil.c) ?? 0, carriers));
      }
      for (const [c, v] of value) model.changeColBounds(c, v, v);
      const found = solve();
      if (found && (!integral || found.obj < integral.obj)) integral = found;
    }
    for (const { c, max } of sideCols) model.changeColBounds(c, 0, max);
    // when rounding every side the same way cost a bound the LP met (a kcal band missed by one
    // slice of bread), round them one at a time instead: the most fractional side down or up, the
    // better of the two fixed, the LP re-solved so the other sides and the portions adapt
    if (!integral || integral.obj > start.obj + ROUNDING_GAP) {
      let last: { obj: number; x: Float64Array } | null = null;
      let x = start.x;
      for (;;) {
        if (solves >= budget + SIDE_ROUNDING_BUDGET) {
          last = null;
          break;
        }
        let pick: (typeof sideCols)[number] | null = null;
        let frac = 1e-6;
        for (const side of sideCols) {
          const f = Math.abs(x[side.c] - Math.round(x[side.c]));
          if (f > frac) {
            frac = f;
            pick = side;
          }
        }
        if (!pick) break;
        let chosen: { obj: number; x: Float64Array; v: number } | null = null;
        for (const v of [Math.floor(x[pick.c]), Math.ceil(x[pick.c])]) {
          if (v > pick.max) continue;
          model.changeColBounds(pick.c, v, v);
          const found = solve();
          if (found && (!chosen || found.obj < chosen.obj)) chosen = { ...found, v };
        }
        if (!chosen) {
          last = null;
          break;
        }
        model.changeColBounds(pick.c, chosen.v, chosen.v);
        x = chosen.x;
        last = chosen;
      }
      if (last && (!integral || last.obj < integral.obj)) integral = { obj: last.obj, x: last.x };
      for (const { c, max } of sideCols) model.changeColBounds(c, 0, max);
    }
    for (const c of dishes) model.changeColBounds(c, 0, 1);
    return integral;
  };

  const budget = LP_BUDGET;
  const dive = (depth: number) => {
    if (solves >= budget) return;
    const node = solve();
    if (!node) return;
    if (rootSlack === null) rootSlack = slackSet(node.x);
    if (best && node.obj >= best.obj - 1e-7) return;
    // slot with the most fractional dish choice
    let slot = -1;
    let spread = EPS;
    slotVars.forEach((v, s) => {
      if (v.y.length === 0) return;
      const top = Math.max(...v.y.map((c) => node.x[c]));
      if (1 - top > spread) {
        spread = 1 - top;
        slot = s;
      }
    });
    if (slot < 0) {
      const integral = roundSides(node);
      if (integral && (!best || integral.obj < best.obj)) best = integral;
      return;
    }
    const order = slotVars[slot].y
      .map((c) => ({ c, v: node.x[c] }))
      .sort((a, b) => b.v - a.v)
      // children with a zero LP value are explored last, only while the budget allows
      .map((x) => x.c);
    for (const c of order) {
      if (solves >= budget) break;
      model.changeColBounds(c, 1, 1);
      dive(depth + 1);
      model.changeColBounds(c, 0, 1);
    }
  };
  dive(0);
  if (typeof process !== "undefined" && process.env.PLANNER_DEBUG) {
    const b = best as { obj: number; x: Float64Array } | null;
    DEBUG.push({ root: rootSlack ?? "?", final: b ? slackSet(b.x) : "none", solves });
  }

  const x = (best as { obj: number; x: Float64Array } | null)?.x;
  if (!x) return null;
  return input.slots.map((_, s): SlotChoice => {
    const { y, p, u } = slotVars[s];
    let dish = -1;
    let top = 0.5;
    y.forEach((c, j) => {
      if (x[c] > top) {
        top = x[c];
        dish = j;
      }
    });
    const portion = dish >= 0 ? x[p[dish]] : 0;
    return { dish, portion, sides: u.map((c) => Math.max(0, Math.round(x[c]))) };
  });
}

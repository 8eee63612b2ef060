import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { estimateExpenditure, formatKcal, KCAL_PER_KG, proposeGoal } from "./expenditure";

/** mulberry32: a small seeded generator, so the noisy user is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normal noise (Box-Muller). */
function gaussian(random: () => number, sd: number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random()) * sd;
}

const TODAY = "2026-11-22";

/**
 * A user whose body burns `expenditure` kcal a day, eating about `eats` (±150 kcal a day) for `days`
 * days, weighing in each morning with ±0.4 kg of water noise (standard deviation).
 */
function simulatedUser(
  seed: number,
  opts: { expenditure?: number; eats?: number; days?: number; skip?: (day: number) => boolean } = {},
) {
  const { expenditure = 2200, eats = 1800, days = 28, skip = () => false } = opts;
  const random = seeded(seed);
  let body = 80;
  const intake: { date: string; calories: number }[] = [];
  const weighIns: { date: string; kg: number }[] = [];
  for (let d = 0; d <= days; d++) {
    const date = addDays(TODAY, d - days);
    weighIns.push({ date, kg: Math.round((body + gaussian(random, 0.4)) * 10) / 10 });
    if (d === days) break;
    const eaten = eats + gaussian(random, 150);
    if (!skip(d)) intake.push({ date, calories: Math.round(eaten) });
    body += (eaten - expenditure) / KCAL_PER_KG;
  }
  return { intake, weighIns };
}

describe("estimateExpenditure", () => {
  it("finds a 2,200 kcal expenditure within ±150 kcal from 28 days at 1,800 with noisy weigh-ins", () => {
    const { intake, weighIns } = simulatedUser(20261122);
    const result = estimateExpenditure({
      today: TODAY,
      intake,
      weighIns,
      fitnessGoal: "Pérdida de peso",
      currentGoal: 1800,
    });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(Math.abs(result.expenditure - 2200)).toBeLessThanOrEqual(150);
    expect(result.logged_days).toBe(28);
    expect(result.period_days).toBe(28);
    expect(result.trend_change_kg).toBeLessThan(-1);
    expect(result.explanation).toBe(
      `En 28 días comiste de media ${formatKcal(result.average_intake)} kcal (28 días registrados) y tu tendencia bajó ${Math.abs(result.trend_change_kg).toFixed(1).replace(".", ",")} kg: tu gasto estimado es ${formatKcal(result.expenditure)} kcal al día.`,
    );
    // losing: 500 kcal under the expenditure (1 % of ~79 kg a week would allow ~870)
    expect(result.proposed_goal).toBe(Math.round((result.expenditure - 500) / 10) * 10);
    expect(result.confidence).toBe("alta");
  });

  it("stays within ±150 kcal for at least 95 % of 100 simulated users (different noise)", () => {
    let within = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const { intake, weighIns } = simulatedUser(seed);
      const r = estimateExpenditure({ today: TODAY, intake, weighIns, fitnessGoal: null, currentGoal: null });
      if (r.status === "ok" && Math.abs(r.expenditure - 2200) <= 150) within++;
    }
    expect(within).toBeGreaterThanOrEqual(95);
  });

  it("excludes days without logs instead of counting them as zero", () => {
    // Logs on only 2 of every 3 days: counting the gaps as 0 kcal would read ~1,200, not ~1,800.
    const { intake, weighIns } = simulatedUser(7, { skip: (d) => d % 3 === 2 });
    const r = estimateExpenditure({
      today: TODAY,
      intake,
      weighIns,
      fitnessGoal: "Mantenimiento",
      currentGoal: 2000,
    });
    expect(r.status).toBe("ok");
    if (r.status !== "ok") return;
    expect(r.logged_days).toBe(19);
    expect(r.average_intake).toBeGreaterThan(1700);
    expect(Math.abs(r.expenditure - 2200)).toBeLessThanOrEqual(150);
    expect(r.proposed_goal).toBe(Math.round(r.expenditure / 10) * 10);
  });

  it("handles gaps in weigh-ins (weekly scale) and a gaining user", () => {
    const { intake, weighIns } = simulatedUser(11, { expenditure: 2600, eats: 2900 });
    const weekly = weighIns.filter((_, i) => i % 7 === 0);
    const r = estimateExpenditure({
      today: TODAY,
      intake,
      weighIns: weekly,
      fitnessGoal: "Ganancia muscular",
      currentGoal: 2500,
    });
    expect(r.status).toBe("ok");
    if (r.status !== "ok") return;
    expect(r.weigh_ins).toBe(5);
    expect(r.explanation).toMatch(/tu tendencia subió \d+,\d kg/);
    expect(Math.abs(r.expenditure - 2600)).toBeLessThanOrEqual(250);
    expect(r.proposed_goal).toBe(Math.round((r.expenditure + 300) / 10) * 10);
    // five weigh-ins are less sure than twenty-nine
    expect(r.confidence).not.toBe("alta");
  });

  it("makes no proposal with fewer than 14 logged days, and says why in Spanish", () => {
    const { intake, weighIns } = simulatedUser(3, { days: 10 });
    const r = estimateExpenditure({ today: TODAY, intake, weighIns, fitnessGoal: null, currentGoal: 2000 });
    expect(r).toMatchObject({ status: "insufficient", logged_days: 10, weigh_ins: 11 });
    if (r.status !== "insufficient") return;
    expect(r.reason).toBe(
      "Para estimar tu gasto real necesitamos al menos 14 días con comidas registradas en las últimas 4 semanas (llevas 10) y al menos 3 pesajes separados por 14 días o más (llevas 11 en 10 días).",
    );
  });

  it("makes no proposal without weigh-ins, whatever the intake", () => {
    const { intake } = simulatedUser(5);
    const r = estimateExpenditure({
      today: TODAY,
      intake,
      weighIns: [],
      fitnessGoal: null,
      currentGoal: null,
    });
    expect(r.status).toBe("insufficient");
    if (r.status === "insufficient") expect(r.reason).toContain("al menos 3 pesajes");
  });

  it("only reads the last 28 days: older logs and weigh-ins do not count", () => {
    const { intake, weighIns } = simulatedUser(9, { days: 60 });
    const r = estimateExpenditure({ today: TODAY, intake, weighIns, fitnessGoal: null, currentGoal: null });
    expect(r).toMatchObject({ status: "ok", logged_days: 28, weigh_ins: 29, period_days: 28 });
  });

  it("refuses an implausible result (meals not logged) instead of proposing a goal", () => {
    const weighIns = Array.from({ length: 20 }, (_, i) => ({
      date: addDays(TODAY, i - 19),
      kg: 70 + i * 0.01,
    }));
    const intake = weighIns.slice(0, 19).map((w) => ({ date: w.date, calories: 500 }));
    const r = estimateExpenditure({ today: TODAY, intake, weighIns, fitnessGoal: null, currentGoal: null });
    expect(r.status).toBe("insufficient");
    if (r.status === "insufficient") expect(r.reason).toMatch(/no encajan/);
  });
});

describe("proposeGoal", () => {
  it("caps a loss at 1 % of body weight a week for a light body", () => {
    // 45 kg: 1 % a week = 0.45 kg × 7,700 / 7 = 495 kcal a day
    expect(proposeGoal(2000, "lose", 45).goal).toBe(1510);
    expect(proposeGoal(2500, "lose", 90).goal).toBe(2000);
  });

  it("clamps to 1,200-5,000 kcal and says so", () => {
    const low = proposeGoal(1500, "lose", 70);
    expect(low.goal).toBe(1200);
    expect(low.explanation).toContain("sin bajar de 1.200 kcal");
    expect(proposeGoal(4900, "gain", 120).goal).toBe(5000);
    expect(proposeGoal(2173, "maintain", 70)).toEqual({
      goal: 2170,
      explanation: "Para mantener tu peso te proponemos comer lo que gastas: 2.170 kcal al día.",
    });
  });

  it("formats Spanish thousands", () => {
    expect(formatKcal(1950)).toBe("1.950");
    expect(formatKcal(950)).toBe("950");
    expect(formatKcal(12345.6)).toBe("12.346");
  });
});

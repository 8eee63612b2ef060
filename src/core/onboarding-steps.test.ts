import { describe, expect, it } from "vitest";
import {
  acceptsNumberKeystroke,
  birthDateBounds,
  checkBirthDate,
  checkHeight,
  checkList,
  checkText,
  checkWeight,
  DONE_PROGRESS,
  mealsPerDayFromOption,
  ONBOARDING_STEPS,
  progressFor,
  SAVING_STEP,
  STEP_PROGRESS,
  splitList,
  toggleDietary,
} from "./onboarding-steps";

describe("steps and progress", () => {
  it("has the 14 steps of the spec with its exact progress figures", () => {
    expect(ONBOARDING_STEPS).toHaveLength(14);
    expect(SAVING_STEP).toBe(13);
    expect(STEP_PROGRESS).toEqual([0, 15, 30, 45, 60, 75, 80, 82, 85, 87, 90, 92, 95, 95]);
    expect(ONBOARDING_STEPS[6]).toBe("dietary_restrictions");
    expect(ONBOARDING_STEPS[12]).toBe("meals_per_day");
  });

  it("reads 95 while saving and 100 once saved", () => {
    expect(progressFor(0)).toBe(0);
    expect(progressFor(4)).toBe(60);
    expect(progressFor(13)).toBe(95);
    expect(progressFor(13, true)).toBe(DONE_PROGRESS);
    expect(progressFor(99)).toBe(95);
  });
});

describe("number input (height and weight)", () => {
  it.each(["", "1", "17", "175", "175.", "175.5", "175,5", "72,"])("lets '%s' be typed", (text) => {
    expect(acceptsNumberKeystroke(text)).toBe(true);
  });

  it.each(["a", "17a", "175.55", "1.2.3", "-5", "1e3", "1750", " 7", "175,55"])(
    "refuses the keystroke that makes '%s'",
    (text) => {
      expect(acceptsNumberKeystroke(text)).toBe(false);
    },
  );

  it("accepts heights 100-250 cm, with one decimal and a comma or a dot", () => {
    expect(checkHeight("100")).toEqual({ ok: true, value: 100 });
    expect(checkHeight("250")).toEqual({ ok: true, value: 250 });
    expect(checkHeight("172,5")).toEqual({ ok: true, value: 172.5 });
    expect(checkHeight("172.5")).toEqual({ ok: true, value: 172.5 });
  });

  it("refuses heights out of range, badly formed or empty", () => {
    expect(checkHeight("99.9")).toEqual({ ok: false, error: "range" });
    expect(checkHeight("250.1")).toEqual({ ok: false, error: "range" });
    expect(checkHeight("17.25")).toEqual({ ok: false, error: "format" });
    expect(checkHeight("175.")).toEqual({ ok: false, error: "format" });
    expect(checkHeight("  ")).toEqual({ ok: false, error: "empty" });
  });

  it("accepts weights 30-300 kg and refuses the rest", () => {
    expect(checkWeight("30")).toEqual({ ok: true, value: 30 });
    expect(checkWeight("300")).toEqual({ ok: true, value: 300 });
    expect(checkWeight("62.4")).toEqual({ ok: true, value: 62.4 });
    expect(checkWeight("29.9")).toEqual({ ok: false, error: "range" });
    expect(checkWeight("300.1")).toEqual({ ok: false, error: "range" });
    expect(checkWeight("")).toEqual({ ok: false, error: "empty" });
  });
});

describe("birth date", () => {
  const today = new Date(2026, 10, 22); // 22 Nov 2026, local calendar

  it("allows between 100 and 13 years ago, both ends included", () => {
    expect(birthDateBounds(today)).toEqual({ min: "1926-11-22", max: "2013-11-22" });
    expect(checkBirthDate("2013-11-22", today)).toEqual({ ok: true, value: "2013-11-22" });
    expect(checkBirthDate("1926-11-22", today)).toEqual({ ok: true, value: "1926-11-22" });
    expect(checkBirthDate("1990-05-17", today)).toEqual({ ok: true, value: "1990-05-17" });
  });

  it("refuses someone younger than 13 or older than 100", () => {
    expect(checkBirthDate("2013-11-23", today)).toEqual({ ok: false, error: "range" });
    expect(checkBirthDate("1926-11-21", today)).toEqual({ ok: false, error: "range" });
  });

  it("refuses impossible or empty dates", () => {
    expect(checkBirthDate("1990-02-30", today)).toEqual({ ok: false, error: "format" });
    expect(checkBirthDate("17/05/1990", today)).toEqual({ ok: false, error: "format" });
    expect(checkBirthDate("", today)).toEqual({ ok: false, error: "empty" });
  });

  it("keeps 29 February inside the limits in a non-leap year", () => {
    expect(birthDateBounds(new Date(2028, 1, 29))).toEqual({ min: "1928-02-29", max: "2015-02-28" });
  });
});

describe("text and lists", () => {
  it("needs a non-blank text and trims it", () => {
    expect(checkText("  Como de todo ")).toEqual({ ok: true, value: "Como de todo" });
    expect(checkText("   ")).toEqual({ ok: false, error: "empty" });
  });

  it("splits conditions, allergies and medications on commas and trims them", () => {
    expect(splitList(" diabetes tipo 2,  hipertensión ,,asma ")).toEqual([
      "diabetes tipo 2",
      "hipertensión",
      "asma",
    ]);
    expect(splitList("frutos secos")).toEqual(["frutos secos"]);
  });

  it.each(["Ninguna", "ninguno", "no", "Nada", "ningunas"])("reads '%s' as an empty list", (text) => {
    expect(splitList(text)).toEqual([]);
  });

  it("still refuses a blank list answer", () => {
    expect(checkList(" ")).toEqual({ ok: false, error: "empty" });
    expect(checkList("ninguna")).toEqual({ ok: true, value: [] });
  });
});

describe("dietary preferences", () => {
  it("adds an option, then removes it when chosen again", () => {
    const first = toggleDietary([], "Vegano");
    expect(first).toEqual({ list: ["Vegano"], added: true });
    const second = toggleDietary(first.list, "Sin gluten");
    expect(second).toEqual({ list: ["Vegano", "Sin gluten"], added: true });
    expect(toggleDietary(second.list, "Vegano")).toEqual({ list: ["Sin gluten"], added: false });
  });

  it("keeps the spec's order whatever the clicking order", () => {
    const a = toggleDietary(["Sin lactosa"], "Vegetariano");
    expect(a.list).toEqual(["Vegetariano", "Sin lactosa"]);
  });
});

describe("meals per day", () => {
  it.each([
    ["1 comida", 1],
    ["3 comidas", 3],
    ["5 comidas (con meriendas)", 5],
    ["7 comidas", 7],
    ["Comidas: 4", 4],
    ["9 comidas", 7],
    ["0 comidas", 3],
    ["no sé", 3],
  ])("reads '%s' as %i", (option, expected) => {
    expect(mealsPerDayFromOption(option)).toBe(expected);
  });
});

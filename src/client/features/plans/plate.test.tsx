// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DayCard } from "./DayCard";
import { mainDishGrams, plateDaySchema, platePlanSchema } from "./plate";

afterEach(cleanup);

const nutrients = { calories: 610, protein: 30, carbs: 70, fat: 20, sugar: 14, fiber: 12, salt: 1.6 };
const plate = {
  name: "Lentejas con chorizo",
  description: "Lentejas con chorizo, pan y naranja",
  meal_type: "lunch" as const,
  ...nutrients,
  grams: 622,
  items: [
    { name: "pan", grams: 41, ...nutrients },
    { name: "naranja", grams: 150, ...nutrients },
  ],
};

describe("plan plates as the page reads them", () => {
  it("keeps a plate's weight, sides and the day's notes", () => {
    const day = plateDaySchema.parse({ day: 0, meals: [plate], notes: ["Hoy se relaja la fibra."] });
    expect(day.meals[0].grams).toBe(622);
    expect(day.meals[0].items?.map((i) => [i.name, i.grams])).toEqual([
      ["pan", 41],
      ["naranja", 150],
    ]);
    expect(day.notes).toEqual(["Hoy se relaja la fibra."]);
    expect(plateDaySchema.parse({ day: 0, meals: [], notes: "Una sola nota" }).notes).toEqual([
      "Una sola nota",
    ]);
  });

  it("reads a plan without plates (AI or older plans) and drops malformed extras instead of failing", () => {
    const days = Array.from({ length: 7 }, (_, day) => ({
      day,
      meals: [{ ...plate, grams: "mucho", items: [{ grams: 3 }] }],
      notes: 42,
    }));
    const plan = platePlanSchema.parse({
      id: "p",
      start_date: "2026-11-22",
      end_date: "2026-11-28",
      daily_plans: days,
      meals_per_day: 1,
      daily_caloric_intake: 610,
      daily_total_protein_intake: 30,
      daily_total_carbs_intake: 70,
      daily_total_fat_intake: 20,
      daily_total_sugar_intake: 14,
      daily_total_fiber_intake: 12,
      daily_total_salt_intake: 1.6,
      created_at: new Date().toISOString(),
    });
    expect(plan.daily_plans[0].meals[0]).toMatchObject({ name: "Lentejas con chorizo", grams: undefined });
    expect(plan.daily_plans[0].meals[0].items).toBeUndefined();
    expect(plan.daily_plans[0].notes).toBeUndefined();
  });

  it("takes the sides off the plate's weight for the main dish", () => {
    expect(mainDishGrams(plateDaySchema.parse({ day: 0, meals: [plate] }).meals[0])).toBe(431);
    expect(mainDishGrams({ ...plate, grams: undefined })).toBeNull();
  });
});

describe("DayCard with plates", () => {
  const renderDay = (day: unknown) =>
    render(
      <DayCard
        date="2026-11-23"
        day={plateDaySchema.parse(day)}
        isToday={false}
        addingKey={null}
        onRecipe={vi.fn()}
        onAdd={vi.fn()}
      />,
    );

  it("shows each meal's total weight and its sides with their grams", () => {
    renderDay({ day: 1, meals: [plate] });
    const meal = screen.getByRole("heading", { name: "Lentejas con chorizo" }).closest("li") as HTMLElement;
    expect(within(meal).getByTestId("plate-grams").textContent).toBe("unos 620 g");
    expect(within(meal).getByTestId("plate-sides").textContent).toBe(
      "Acompañamientos: + pan (40 g), naranja (150 g)",
    );
    expect(within(meal).getByText("Lentejas con chorizo, pan y naranja")).toBeTruthy();
  });

  it("shows the day's notes when the planner relaxed something, and nothing extra otherwise", () => {
    renderDay({ day: 1, meals: [plate], notes: ["Con una sola comida al día, la sal llega a 5,5 g."] });
    const notes = screen.getByRole("region", { name: "Ajustes de este día" });
    expect(within(notes).getByText("Con una sola comida al día, la sal llega a 5,5 g.")).toBeTruthy();
    cleanup();
    renderDay({ day: 1, meals: [{ ...plate, grams: undefined, items: undefined }] });
    expect(screen.queryByRole("region", { name: "Ajustes de este día" })).toBeNull();
    expect(screen.queryByTestId("plate-grams")).toBeNull();
    expect(screen.queryByTestId("plate-sides")).toBeNull();
  });
});

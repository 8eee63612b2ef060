// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayPlanSchema } from "../../../core/plan.schema";
import { DayCard } from "./DayCard";
import { mainDishGrams } from "./plate";

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

describe("plate weights", () => {
  it("takes the sides off the plate's weight for the main dish", () => {
    expect(mainDishGrams(dayPlanSchema.parse({ day: 0, meals: [plate] }).meals[0])).toBe(431);
    expect(mainDishGrams({ ...plate, grams: undefined })).toBeNull();
    expect(mainDishGrams({ ...plate, grams: 0 })).toBeNull();
  });
});

describe("DayCard with plates", () => {
  const renderDay = (day: unknown) =>
    render(
      <DayCard
        date="2026-11-23"
        day={dayPlanSchema.parse(day)}
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

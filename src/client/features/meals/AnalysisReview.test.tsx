// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { estimateMeal } from "../../../nutrition";
import { AnalysisReview } from "./AnalysisReview";

afterEach(cleanup);

const review = (text: string) =>
  render(
    <AnalysisReview
      analysis={estimateMeal(text)}
      mealType="lunch"
      saving={false}
      onSave={() => {}}
      onDiscard={() => {}}
    />,
  );

describe("AnalysisReview (motor v2)", () => {
  it("shows the table each item's numbers come from", () => {
    review("una manzana de 150 g");
    expect(screen.getByText(/^Fuente: /)).toBeTruthy();
  });

  it("lists unknown foods as not counted, with the known ones estimated", () => {
    review("2 zorblax y una manzana");
    expect(screen.getByText(/No encontramos en nuestra tabla: zorblax/)).toBeTruthy();
    expect(screen.getByLabelText(/Gramos de manzana/)).toBeTruthy();
  });

  it("marks approximate items", () => {
    review("una sopa de zorblax");
    expect(screen.getByText("aproximado")).toBeTruthy();
  });

  it("warns above 3000 kcal and the warning follows the user's edits", () => {
    review("3 kg de arroz");
    expect(screen.getByRole("alert").textContent).toMatch(/más de 3000/);
    fireEvent.change(screen.getByLabelText(/Gramos de arroz/), { target: { value: "200" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NutrientCard } from "./NutrientCard";
import { TodaysPlanCard } from "./TodaysPlanCard";
import { TrendChart } from "./TrendChart";

afterEach(cleanup);

const card = (name: string) => screen.getByRole("article", { name });

describe("NutrientCard", () => {
  it("shows value, target and a bar at the percentage reached", () => {
    render(<NutrientCard nutrient="protein" value={45} goal={90} />);
    const article = card("Proteína");
    expect(article.textContent).toContain("45/ 90 g");
    expect(within(article).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(article.textContent).toContain("50 % de tu meta");
    expect(article.textContent).not.toContain("+");
  });

  it("caps the bar at 100 % and shows the amber '+N%' alert over the goal", () => {
    render(<NutrientCard nutrient="calories" value={2600} goal={2000} />);
    const article = card("Calorías");
    expect(within(article).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(within(article).getByText("+30%")).toBeTruthy();
    expect(within(article).getByText("30 % por encima de la meta")).toBeTruthy(); // for screen readers
  });

  it("shows staying under a sugar or salt ceiling as good, and going over as a warning", () => {
    render(
      <>
        <NutrientCard nutrient="sugar" value={20} goal={50} />
        <NutrientCard nutrient="salt" value={6.5} goal={5} />
      </>,
    );
    expect(card("Azúcares").textContent).toContain("Dentro del límite");
    expect(card("Azúcares").textContent).not.toContain("Por encima");
    expect(card("Sal").textContent).toContain("Por encima del límite");
    expect(within(card("Sal")).getByText("+30%")).toBeTruthy();
  });
});

describe("TrendChart", () => {
  const labels = ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"];

  it("says there are too few data with fewer than two days logged", () => {
    render(<TrendChart values={[0, 0, 0, 0, 0, 0, 900]} labels={labels} goal={2000} />);
    expect(screen.getByText("No hay suficientes datos para mostrar el gráfico")).toBeTruthy();
  });

  it("draws the bars with the goal caption and gives screen readers a table", () => {
    render(
      <TrendChart values={[1500, 0, 1800, 0, 0, 2100, 900]} labels={labels} goal={2000} highlightIndex={6} />,
    );
    expect(screen.getByText("Meta: 2000 kcal")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Calorías de los últimos 7 días (meta: 2000 kcal)" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Lun1500",
      "Mar0",
      "Mié1800",
      "Jue0",
      "Vie0",
      "Sáb2100",
      "Dom (hoy)900",
    ]);
    expect(document.querySelectorAll("svg rect")).toHaveLength(7);
  });

  it("writes a value above every bar, zeros included (SPEC.md section 2)", () => {
    render(<TrendChart values={[1500, 0, 1800, 0, 0, 2100, 900]} labels={labels} goal={2000} />);
    const values = screen.getAllByTestId("bar-value").map((el) => el.textContent);
    expect(values).toEqual(["1500", "0", "1800", "0", "0", "2100", "900"]);
  });
});

describe("TodaysPlanCard", () => {
  it("offers to create a plan when nothing is planned today", () => {
    render(
      <MemoryRouter>
        <TodaysPlanCard meals={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Crear Plan de Comidas" }).getAttribute("href")).toBe(
      "/app/meal-plans",
    );
    expect(screen.getByRole("link", { name: "Ver plan semanal" }).getAttribute("href")).toBe(
      "/app/meal-plans",
    );
  });

  it("lists today's meals with their times and nothing marked completed", () => {
    const meal = { calories: 500, protein: 20, carbs: 60, fat: 15, sugar: 5, fiber: 4, salt: 1 };
    render(
      <MemoryRouter>
        <TodaysPlanCard
          meals={[
            { ...meal, time: "08:00", name: "Tostadas", description: "Con tomate" },
            { ...meal, time: "20:00", name: "Merluza", description: "Al horno" },
          ]}
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("time")?.textContent)).toEqual(["08:00", "20:00"]);
    expect(items[0].textContent).toContain("Tostadas");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(document.body.textContent).not.toMatch(/complet/i);
  });
});

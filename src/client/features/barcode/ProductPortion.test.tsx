// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BarcodeProduct } from "../../../core/barcode.schema";
import { ProductPortion } from "./ProductPortion";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SOUP: BarcodeProduct = {
  code: "5000000000028",
  name: "Sopa de sobre",
  brand: "Marca",
  per_100g: { calories: 32, protein: 1, carbs: 5, fat: 0.8, sugar: 0, fiber: 0, salt: 0.9 },
  prepared: true,
  missing: ["sugar", "fiber"],
  serving: { grams: 250, label: "1 plato" },
  package_grams: null,
  source_url: "https://world.openfoodfacts.org/product/5000000000028",
};

function show(product: BarcodeProduct, day?: string) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductPortion product={product} day={day} onSaved={onSaved} onAnother={() => {}} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

describe("ProductPortion", () => {
  it("says the values are the prepared product's and which nutrients are missing", () => {
    show(SOUP);
    expect(screen.getByText(/Valores del producto preparado/)).toBeTruthy();
    expect(screen.getByText("Sin datos de azúcares, fibra: cuentan como 0.")).toBeTruthy();
    expect(screen.getByText("1 ración: 1 plato (250 g)")).toBeTruthy();
  });

  it("scales by servings or grams and refuses amounts it cannot log", () => {
    show(SOUP);
    expect(screen.getByTestId("barcode-portion-kcal").textContent).toBe("80 kcal en 250 g");
    fireEvent.change(screen.getByLabelText("Número de raciones"), { target: { value: "1,5" } });
    expect(screen.getByTestId("barcode-portion-kcal").textContent).toBe("120 kcal en 375 g");
    fireEvent.click(screen.getByLabelText("Gramos"));
    fireEvent.change(screen.getByLabelText("Gramos que has comido"), { target: { value: "9000" } });
    expect(screen.getByText("Indica una cantidad entre 1 y 5000 g.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Guardar comida" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("logs the portion with its description, its source and the day shown", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            id: "m1",
            meal_type: "dinner",
            description: "Sopa de sobre (Marca), 250 g",
            photo_url: null,
            ai_analysis: null,
            logged_at: "2026-11-21T20:00:00.000Z",
            calories: 80,
            protein: 2.5,
            carbs: 12.5,
            fat: 2,
            sugar: 0,
            fiber: 0,
            salt: 2.25,
          }),
          { status: 201, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { onSaved } = show(SOUP, "2026-11-21");
    expect(screen.getByText("Se registrará el 21/11/2026.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Cena"));
    fireEvent.click(screen.getByRole("button", { name: "Guardar comida" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/meals");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      meal_type: "dinner",
      description: "Sopa de sobre (Marca), 250 g",
      day: "2026-11-21",
      calories: 80,
      salt: 2.25,
    });
    expect(body.ai_analysis.items[0]).toMatchObject({
      food_id: "off:5000000000028",
      grams: 250,
      table: "Open Food Facts (ODbL)",
    });
  });
});

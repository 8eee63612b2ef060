// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MealLog } from "../../../core/meal.schema";
import { AddedModal, SUCCESS_CLOSE_MS } from "./AddedModal";
import { GeneratingOverlay, STEP_MS } from "./GeneratingOverlay";
import { planMessages as t } from "./messages";

vi.mock("./confetti", () => ({ celebrate: vi.fn(() => () => {}) }));

const log: MealLog = {
  id: "6f0c3c4e-3c1b-4d8e-9a55-0a7d1c2b3e4f",
  meal_type: "breakfast",
  description: "Tostadas: con tomate",
  photo_url: null,
  ai_analysis: null,
  logged_at: new Date().toISOString(),
  calories: 320,
  protein: 9,
  carbs: 48,
  fat: 10,
  sugar: 4,
  fiber: 6,
  salt: 0.9,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("success modal after 'Añadir a hoy'", () => {
  const renderModal = (onClose = vi.fn(), onChangeType = vi.fn()) => {
    render(
      <MemoryRouter>
        <AddedModal log={log} onClose={onClose} onChangeType={onChangeType} changing={false} />
      </MemoryRouter>,
    );
    return { onClose, onChangeType };
  };

  it("says '¡Éxito!' and closes by itself after 2.5 s", () => {
    const { onClose } = renderModal();
    expect(screen.getByRole("dialog", { name: "¡Éxito!" })).toBeTruthy();
    expect(screen.getByText("¡Comida añadida al registro diario!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows breakfast as the logged type and offers the others", () => {
    const { onChangeType } = renderModal();
    expect(screen.getByRole("button", { name: "Desayuno" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Cena" }));
    expect(onChangeType).toHaveBeenCalledWith("dinner");
  });

  it("still closes when the pointer merely rests on it", () => {
    const { onClose } = renderModal();
    fireEvent.pointerEnter(
      screen.getByText("¡Comida añadida al registro diario!").parentElement as HTMLElement,
    );
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open once the user works in it with the keyboard, but not on a mere hover", () => {
    const { onClose } = renderModal();
    const body = screen.getByText("¡Comida añadida al registro diario!").parentElement as HTMLElement;
    fireEvent.pointerEnter(body);
    fireEvent.keyDown(screen.getByRole("button", { name: "Almuerzo" }), { key: "Tab" });
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS * 3));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("generating overlay", () => {
  it("moves through the seven step messages every 3 s and stops at the last one", () => {
    render(<GeneratingOverlay done={false} />);
    const steps = t.overlay.steps;
    expect(screen.getByText(steps[0])).toBeTruthy();
    for (let i = 1; i < steps.length; i++) {
      act(() => vi.advanceTimersByTime(STEP_MS));
      expect(screen.getByText(steps[i])).toBeTruthy();
    }
    act(() => vi.advanceTimersByTime(STEP_MS * 3));
    expect(screen.getByText(steps[steps.length - 1])).toBeTruthy();
    const bar = screen.getByRole("progressbar");
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect(t.overlay.facts.some((fact) => screen.queryByText(fact))).toBe(true);
  });

  it("with a background job, the bar shows the job's progress and the last step waits for the answer", () => {
    const steps = t.overlay.steps;
    const { rerender } = render(<GeneratingOverlay done={false} progress={20} />);
    const bar = () => Number(screen.getByRole("progressbar").getAttribute("aria-valuenow"));
    expect(bar()).toBe(20);
    act(() => vi.advanceTimersByTime(STEP_MS * (steps.length + 2)));
    // the provider has not answered: the bar stays at the job's 20 and the last step is not shown
    expect(bar()).toBe(20);
    expect(screen.getByText(steps[steps.length - 2])).toBeTruthy();
    expect(screen.queryByText(steps[steps.length - 1])).toBeNull();
    rerender(<GeneratingOverlay done={false} progress={80} />);
    expect(bar()).toBe(80);
    expect(screen.getByText(steps[steps.length - 1])).toBeTruthy();
  });

  it("fills the bar when the plan is ready", () => {
    render(<GeneratingOverlay done />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText(t.overlay.done)).toBeTruthy();
  });
});

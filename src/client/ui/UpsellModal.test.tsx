// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UpsellModal } from "./UpsellModal";

afterEach(cleanup);

describe("UpsellModal", () => {
  it("is an accessible dialog listing the Premium benefits", () => {
    render(<UpsellModal open onClose={() => {}} onUpgrade={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Función Premium" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "Registro de comidas ilimitado",
      "Análisis de fotos con IA",
      "Planes semanales personalizados",
      "Recetas ilimitadas",
    ]);
  });

  it("shows the trigger benefit first", () => {
    render(
      <UpsellModal open onClose={() => {}} onUpgrade={() => {}} trigger="Análisis de fotos ilimitado" />,
    );
    expect(screen.getAllByRole("listitem")[0].textContent).toBe("Análisis de fotos ilimitado");
  });

  it("calls onUpgrade, and closes on 'Más tarde' and Escape", () => {
    const onClose = vi.fn();
    const onUpgrade = vi.fn();
    render(<UpsellModal open onClose={onClose} onUpgrade={onUpgrade} />);
    fireEvent.click(screen.getByRole("button", { name: "Actualizar a Premium" }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Más tarde" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("renders nothing when closed", () => {
    render(<UpsellModal open={false} onClose={() => {}} onUpgrade={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

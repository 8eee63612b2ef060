import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-error";

describe("authErrorMessage", () => {
  it("translates better-auth codes", () => {
    expect(
      authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, "x"),
    ).toBe("Correo electrónico o contraseña incorrectos");
  });

  it("keeps an unknown server message", () => {
    expect(authErrorMessage({ message: "Cuenta bloqueada" }, "Error al iniciar sesión")).toBe(
      "Cuenta bloqueada",
    );
  });

  it("falls back when there is no message", () => {
    expect(authErrorMessage({ message: "  " }, "Error al registrarse")).toBe("Error al registrarse");
    expect(authErrorMessage(null, "Error al iniciar sesión")).toBe("Error al iniciar sesión");
  });
});

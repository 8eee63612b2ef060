import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("profile", () => {
  it("edits the profile, refuses bad values with clear messages, and keeps the change after a reload", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await createOnboardedUser(server.url, context, { name: "Lucía Pérez" });
    await page.goto(`${server.url}/app/profile`);

    const name = page.getByLabel("Nombre completo");
    await name.waitFor();
    expect(await name.inputValue()).toBe("Lucía Pérez");
    expect(await page.getByLabel("Peso (kg)").inputValue()).toBe("62");
    expect(await page.getByLabel("Altura (cm)").inputValue()).toBe("165");
    expect(await page.getByLabel("Nivel de actividad").inputValue()).toBe("moderate");
    await screenshot(page, "profile-desktop");
    expect(await axeViolations(page)).toEqual([]);

    // Bad values: the form says what is wrong and nothing is saved.
    await page.getByLabel("Edad").fill("12");
    await page.getByLabel("Peso (kg)").fill("20");
    await page.getByLabel("Meta diaria de calorías (kcal)").fill("900");
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await page.getByText("La edad debe estar entre 13 y 100 años").waitFor();
    await page.getByText("El peso debe estar entre 30 y 300 kg").waitFor();
    await page.getByText("La meta diaria de calorías debe estar entre 1200 y 5000 kcal").waitFor();
    await screenshot(page, "profile-desktop-errors");

    // Good values.
    await name.fill("Lucía Pérez Gil");
    await page.getByLabel("Edad").fill("37");
    await page.getByLabel("Peso (kg)").fill("63,5");
    await page.getByLabel("Altura (cm)").fill("166");
    await page.getByLabel("Nivel de actividad").selectOption("light");
    await page.getByLabel("Meta diaria de calorías (kcal)").fill("1950");
    await page.getByLabel("Comidas por día").selectOption("5");
    await page.getByLabel("Sin gluten").check();
    await page.getByLabel("Alergias y restricciones de salud").fill("frutos secos,  celiaquía ");
    await page
      .getByLabel("Alimentos que te gustan o no")
      .fill("no me gusta el pescado,  me encantan las lentejas ");
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await page.getByRole("status").filter({ hasText: "Perfil actualizado" }).waitFor();

    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe("Lucía Pérez Gil");
    expect(await page.getByLabel("Edad").inputValue()).toBe("37");
    expect(await page.getByLabel("Peso (kg)").inputValue()).toBe("63,5");
    expect(await page.getByLabel("Altura (cm)").inputValue()).toBe("166");
    expect(await page.getByLabel("Nivel de actividad").inputValue()).toBe("light");
    expect(await page.getByLabel("Meta diaria de calorías (kcal)").inputValue()).toBe("1950");
    expect(await page.getByLabel("Comidas por día").inputValue()).toBe("5");
    expect(await page.getByLabel("Sin gluten").isChecked()).toBe(true);
    expect(await page.getByLabel("Vegano").isChecked()).toBe(false);
    expect(await page.getByLabel("Alergias y restricciones de salud").inputValue()).toBe(
      "frutos secos, celiaquía",
    );
    expect(await page.getByLabel("Alimentos que te gustan o no").inputValue()).toBe(
      "no me gusta el pescado, me encantan las lentejas",
    );
    await screenshot(page, "profile-desktop-food-preferences");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a phone screen", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    await createOnboardedUser(server.url, context);
    await page.goto(`${server.url}/app/profile`);
    await page.getByLabel("Nombre completo").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, "profile-phone");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

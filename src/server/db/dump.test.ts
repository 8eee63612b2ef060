import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { authed, createTestApp, sessionCookie, signUp, type TestApp } from "../test/harness";
import { openPglite, openPostgres } from "./client";
import { dumpDatabase } from "./dump";

/**
 * Issue 14 item 17: a PGlite database with a user and meals, dumped with `npm run db:dump`'s code,
 * restored with psql into an empty database of the PostgreSQL test server, where the user signs in
 * and finds their meals. Skipped without TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const MEAL = {
  meal_type: "dinner",
  description: "Tortilla de patatas con ensalada",
  calories: 520,
  protein: 18,
  carbs: 40,
  fat: 30,
  sugar: 4,
  fiber: 5,
  salt: 1.4,
};

describe.runIf(url)("dump and restore", () => {
  it("moves a PGlite database into PostgreSQL: the user signs in and sees their meals", async () => {
    const source: TestApp = await createTestApp({ database: await openPglite() });
    cleanups.push(() => source.close());
    const password = "tortilla-de-patatas-2024";
    const { cookie, email } = await signUp(source, { name: "Marta Ruiz", password });
    for (const description of ["Tortilla de patatas con ensalada", "Yogur con nueces: 'casero'"]) {
      const res = await source.request(
        "/api/meals",
        authed(cookie, { method: "POST", json: { ...MEAL, description } }),
      );
      expect(res.status).toBe(201);
    }

    let sqlText = "";
    const counts = await dumpDatabase(source.database.db, (chunk) => {
      sqlText += chunk;
    });
    expect(counts.rows).toBeGreaterThanOrEqual(6); // user, account, session, profile, subscription, 2 meals

    const name = `bocado_restore_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    const file = path.join(os.tmpdir(), `${name}.sql`);
    fs.writeFileSync(file, sqlText);
    cleanups.push(async () => fs.rmSync(file, { force: true }));
    execFileSync("psql", ["-q", "-v", "ON_ERROR_STOP=1", "-d", target.toString(), "-f", file], {
      stdio: "pipe",
    });

    // The app on the restored server: its migrations find nothing to do.
    const restored = await createTestApp({ database: await openPostgres(target.toString()) });
    cleanups.push(() => restored.close());
    const signIn = await restored.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
    });
    expect(signIn.status).toBe(200);
    const meals = await (await restored.request("/api/meals", authed(sessionCookie(signIn)))).json();
    expect(meals.map((m: { description: string }) => m.description).sort()).toEqual([
      "Tortilla de patatas con ensalada",
      "Yogur con nueces: 'casero'",
    ]);
    const profile = await (await restored.request("/api/profile", authed(sessionCookie(signIn)))).json();
    expect(profile.profile.full_name).toBe("Marta Ruiz");
    // A new sign-up on the restored database still gets its profile from the trigger.
    await signUp(restored, { name: "Nuevo Usuario" });
  }, 180_000);
});

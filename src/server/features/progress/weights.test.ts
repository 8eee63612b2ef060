import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDay } from "../../../core/dates";
import { weighInSchema, weightsResponseSchema } from "../../../core/weight.schema";
import { profiles, weighIns } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const TZ = "Pacific/Kiritimati"; // UTC+14: "today" there is often tomorrow in UTC
const today = () => localDay(new Date(), TZ);

async function post(cookie: string, body: unknown) {
  return app.request("/api/weights", authed(cookie, { method: "POST", json: body, tz: TZ }));
}
async function profileWeight(userId: string) {
  const [row] = await app.database.db
    .select({ weight: profiles.weight })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.weight == null ? null : Number(row.weight);
}
async function countRows(userId: string) {
  return (await app.database.db.select().from(weighIns).where(eq(weighIns.userId, userId))).length;
}

describe("weigh-ins", () => {
  it("refuses without a session", async () => {
    expect((await app.request("/api/weights")).status).toBe(401);
    expect(
      (await app.request("/api/weights", { method: "POST", json: { date: "2026-01-01", kg: 70 } })).status,
    ).toBe(401);
  });

  it("records a weigh-in, replaces the same day's, and the profile follows the latest one", async () => {
    const { cookie, userId } = await signUp(app);
    const first = await post(cookie, { date: today(), kg: 72.4, note: "En ayunas" });
    expect(first.status).toBe(201);
    const created = weighInSchema.parse(await first.json());
    expect(created).toMatchObject({ date: today(), kg: 72.4, note: "En ayunas" });
    expect(await profileWeight(userId)).toBe(72.4);

    // The same day again: replaced, not added (same row), the note cleared.
    const again = weighInSchema.parse(await (await post(cookie, { date: today(), kg: "72,1" })).json());
    expect(again).toEqual({ id: created.id, date: today(), kg: 72.1, note: null });
    expect(await countRows(userId)).toBe(1);
    expect(await profileWeight(userId)).toBe(72.1);

    // An older day does not move the profile: the latest weigh-in is still today's.
    expect((await post(cookie, { date: addDays(today(), -10), kg: 74 })).status).toBe(201);
    expect(await profileWeight(userId)).toBe(72.1);

    const list = weightsResponseSchema.parse(
      await (await app.request("/api/weights?days=30", authed(cookie, { tz: TZ }))).json(),
    );
    expect(list.weigh_ins.map((w) => [w.date, w.kg])).toEqual([
      [addDays(today(), -10), 74],
      [today(), 72.1],
    ]);
    // EWMA: 74 + (1 - 0.9^10) × (72.1 - 74)
    expect(list.trend[1].kg).toBeCloseTo(74 + (1 - 0.9 ** 10) * (72.1 - 74), 2);
    expect(list.latest?.kg).toBe(72.1);
  });

  it("deleting the latest weigh-in moves the profile's weight back to the one before", async () => {
    const { cookie, userId } = await signUp(app);
    await post(cookie, { date: addDays(today(), -3), kg: 80 });
    const latest = weighInSchema.parse(await (await post(cookie, { date: today(), kg: 79.5 })).json());
    expect(await profileWeight(userId)).toBe(79.5);
    const res = await app.request(`/api/weights/${latest.id}`, authed(cookie, { method: "DELETE", tz: TZ }));
    expect(res.status).toBe(204);
    expect(await profileWeight(userId)).toBe(80);
    expect(await countRows(userId)).toBe(1);
  });

  it.each([
    [{ date: "TODAY", kg: 0 }, "El peso debe estar entre 20 y 400 kg"],
    [{ date: "TODAY", kg: 1000 }, "El peso debe estar entre 20 y 400 kg"],
    [{ date: "TODAY", kg: "1.000" }, "El peso debe estar entre 20 y 400 kg"],
    [{ date: "TODAY", kg: 19.9 }, "El peso debe estar entre 20 y 400 kg"],
    [{ date: "TODAY", kg: 72.45 }, "El peso admite como máximo un decimal"],
    [{ date: "TODAY", kg: "setenta" }, "El peso debe ser un número"],
    [{ date: "TODAY", kg: true }, "El peso debe ser un número"],
    [{ date: "TODAY" }, "El peso debe ser un número"],
    [{ date: "TOMORROW", kg: 70 }, "La fecha no puede ser posterior a hoy"],
    [{ date: "1999-12-31", kg: 70 }, "La fecha no puede ser anterior al año 2000"],
    [{ date: "2026-02-30", kg: 70 }, "La fecha debe tener el formato AAAA-MM-DD"],
    [{ date: "22/11/2026", kg: 70 }, "La fecha debe tener el formato AAAA-MM-DD"],
    [{ date: "TODAY", kg: 70, note: "x".repeat(201) }, "La nota puede tener como máximo 200 caracteres"],
    [{ date: "TODAY", kg: 70, user_id: "otro" }, undefined],
  ])("refuses %j with a Spanish 400 and writes nothing", async (body, message) => {
    const { cookie, userId } = await signUp(app);
    const date = body.date === "TODAY" ? today() : body.date === "TOMORROW" ? addDays(today(), 1) : body.date;
    const res = await post(cookie, { ...body, date });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    if (message) expect(error).toBe(message);
    else expect(error).toMatch(/[a-záéíóúñ]/i);
    expect(await countRows(userId)).toBe(0);
    expect(await profileWeight(userId)).toBeNull();
  });

  it("accepts a note of 200 characters and today's date in the user's zone", async () => {
    const { cookie } = await signUp(app);
    const res = await post(cookie, { date: today(), kg: 20, note: "n".repeat(200) });
    expect(res.status).toBe(201);
  });

  it("isolates users: another user's weigh-in is a 404 and stays; lists show only one's own", async () => {
    const ana = await signUp(app);
    const bea = await signUp(app);
    const anas = weighInSchema.parse(await (await post(ana.cookie, { date: today(), kg: 61 })).json());
    await post(bea.cookie, { date: today(), kg: 90 });

    const res = await app.request(
      `/api/weights/${anas.id}`,
      authed(bea.cookie, { method: "DELETE", tz: TZ }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Ese registro de peso no existe" });
    expect(await countRows(ana.userId)).toBe(1);
    expect(await profileWeight(ana.userId)).toBe(61);

    const notAnId = await app.request("/api/weights/abc", authed(bea.cookie, { method: "DELETE", tz: TZ }));
    expect(notAnId.status).toBe(404);

    const list = weightsResponseSchema.parse(
      await (await app.request("/api/weights", authed(bea.cookie, { tz: TZ }))).json(),
    );
    expect(list.weigh_ins.map((w) => w.kg)).toEqual([90]);
    expect(list.days).toBe(90);
  });

  it("refuses an unknown period", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/weights?days=5000", authed(cookie, { tz: TZ }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "El periodo debe ser 30, 90 o 365 días" });
  });
});

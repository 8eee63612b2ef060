import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeChatServer, startFakeChatServer } from "../../../ai/testing/fake-chat-server";
import { localDay, startOfLocalDay } from "../../../core/dates";
import { featureUsage, profiles } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

/*
 * Issue 14 item 2: the quota day comes from the time zone stored on the profile, never from the
 * X-Time-Zone header of each request.
 */
let app: TestApp;
let provider: FakeChatServer;
beforeAll(async () => {
  // A vision provider (a local fake speaking its protocol): the built-in engine counts no photo use.
  provider = await startFakeChatServer();
  provider.setDefault({
    reply: JSON.stringify({
      description: "Huevos fritos con tostada",
      weight: "200 g",
      calories: 420,
      protein: 18,
      carbs: 30,
      fat: 24,
      sugar: 2,
      fiber: 3,
      salt: 1.1,
    }),
  });
  app = await createTestApp({
    env: { AI_BASE_URL: provider.url, AI_API_KEY: "clave-de-prueba", AI_MAX_RETRIES: "0" },
  });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

/** Every whole-hour offset from UTC-12 to UTC+14. */
const ETC_ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((h) =>
  h === 0 ? "Etc/GMT" : `Etc/GMT${h > 0 ? "-" : "+"}${Math.abs(h)}`,
);
const FOOD_TEXT = "2 huevos fritos con una tostada de pan integral";
const zoneOf = async (userId: string) =>
  (await app.database.db.select().from(profiles).where(eq(profiles.id, userId)))[0].timeZone;

async function analyzePhoto(cookie: string, tz: string) {
  const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#d97706" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(image)], "comida.jpg", { type: "image/jpeg" }));
  form.set("description", FOOD_TEXT);
  return app.request("/api/meals/analyze", authed(cookie, { method: "POST", body: form, tz }));
}

const patchProfile = (cookie: string, json: unknown, tz = "Europe/Madrid") =>
  app.request("/api/profile", authed(cookie, { method: "PATCH", json, tz }));

describe("the quota day follows the profile's time zone", () => {
  it("stores the browser's zone on the first request and ignores the header afterwards", async () => {
    const { cookie, userId } = await signUp(app);
    expect(await zoneOf(userId)).toBeNull();
    await app.request("/api/profile", authed(cookie, { tz: "America/Bogota" }));
    expect(await zoneOf(userId)).toBe("America/Bogota");
    const res = await app.request("/api/profile", authed(cookie, { tz: "Asia/Tokyo" }));
    expect((await res.json()).profile.time_zone).toBe("America/Bogota");
    expect(await zoneOf(userId)).toBe("America/Bogota");
  });

  it("after the photo limit under Europe/Madrid, sending Etc/GMT-12 is still refused", async () => {
    const { cookie, userId } = await signUp(app);
    expect((await analyzePhoto(cookie, "Europe/Madrid")).status).toBe(200);
    expect((await analyzePhoto(cookie, "Europe/Madrid")).status).toBe(200);
    expect((await analyzePhoto(cookie, "Europe/Madrid")).status).toBe(402);
    // Both uses move to the first minute of Madrid's today: a zone whose day began later (there is
    // always one, e.g. the zone where it is now just past midnight) would count 0 uses by its day.
    const madridStart = startOfLocalDay(localDay(new Date(), "Europe/Madrid"), "Europe/Madrid");
    const usedAt = new Date(madridStart.getTime() + 60_000);
    await app.database.db.update(featureUsage).set({ usedAt }).where(eq(featureUsage.userId, userId));
    const laterDay = ETC_ZONES.filter(
      (tz) => startOfLocalDay(localDay(new Date(), tz), tz).getTime() > usedAt.getTime(),
    );
    for (const tz of [...laterDay, "Etc/GMT-12", "Pacific/Kiritimati"]) {
      const res = await analyzePhoto(cookie, tz);
      expect(res.status).toBe(402);
      expect(await res.json()).toMatchObject({ feature: "photo_analysis" });
    }
    const overview = await app.request("/api/subscription", authed(cookie, { tz: "Etc/GMT-12" }));
    expect((await overview.json()).usage_left.photo_analysis).toBe(0);
  });

  it("changes only from the profile, at most once a day, and only to a real zone", async () => {
    const { cookie, userId } = await signUp(app);
    await app.request("/api/profile", authed(cookie, { tz: "Europe/Madrid" }));
    const bad = await patchProfile(cookie, { time_zone: "Mars/Olympus" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "La zona horaria no es válida" });

    const first = await patchProfile(cookie, { time_zone: "America/Mexico_City" });
    expect(first.status).toBe(200);
    expect((await first.json()).profile.time_zone).toBe("America/Mexico_City");
    const second = await patchProfile(cookie, { time_zone: "Etc/GMT-12" });
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: "Solo puedes cambiar la zona horaria una vez al día" });
    expect(await zoneOf(userId)).toBe("America/Mexico_City");
    // saving the other fields with the same zone is not a change
    expect((await patchProfile(cookie, { time_zone: "America/Mexico_City", age: 40 })).status).toBe(200);

    // a day later it may move again
    await app.database.db
      .update(profiles)
      .set({ timeZoneChangedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(profiles.id, userId));
    expect((await patchProfile(cookie, { time_zone: "Etc/GMT-12" })).status).toBe(200);
  });
});

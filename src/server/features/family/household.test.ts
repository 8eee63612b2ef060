import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseholdOverview, HouseholdToday } from "../../../core/household.schema";
import type { MealPlan } from "../../../core/plan.schema";
import type { Profile } from "../../../core/profile.schema";
import { RECIPES } from "../../../planner/recipes";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { ONBOARDING_BODY } from "../plans/plans.test-support";

// Family plans (issue 18) on the real built-in planner: one menu for everyone who follows it.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type User = Awaited<ReturnType<typeof signUp>>;
type Plan = MealPlan & {
  family?: { role: string; owner_name: string; read_only: boolean; needs_regeneration: boolean };
};

const send = (cookie: string, method: string, url: string, json?: unknown) =>
  app.request(url, authed(cookie, { method, ...(json === undefined ? {} : { json }) }));
const getJson = async <T>(cookie: string, url: string) =>
  (await (await send(cookie, "GET", url)).json()) as T;

async function person(name: string, onboarding: Record<string, unknown> = {}): Promise<User> {
  const user = await signUp(app, { name });
  const res = await send(user.cookie, "POST", "/api/onboarding", { ...ONBOARDING_BODY, ...onboarding });
  expect(res.status).toBe(200);
  return user;
}

/** The invitation link mailed to an address, from the development mailer's outbox. */
function mailedLink(email: string): { invitation_id: string; token: string } {
  const dir = path.join(app.config.dataDir, "outbox");
  for (const name of fs.readdirSync(dir).sort().reverse()) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    if (!text.includes(`\nTo: ${email.toLowerCase()}\n`)) continue;
    const match = /\/profile\?invitacion=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(text);
    if (match) return { invitation_id: match[1], token: match[2] };
  }
  throw new Error(`no invitation for ${email}`);
}

async function join(owner: User, member: User, shareHealth: boolean) {
  expect(
    (await send(owner.cookie, "POST", "/api/billing/family/members", { email: member.email })).status,
  ).toBe(201);
  const body = { ...mailedLink(member.email), share_health: shareHealth };
  expect((await send(member.cookie, "POST", "/api/billing/family/accept", body)).status).toBe(200);
}

async function familyOwner(name: string, onboarding: Record<string, unknown> = {}) {
  const owner = await person(name, onboarding);
  expect((await send(owner.cookie, "POST", "/api/billing/demo/complete", { plan: "family" })).status).toBe(
    200,
  );
  return owner;
}

const NUT_WORDS =
  /\b(nuez|nueces|almendras?|avellanas?|anacardos?|pistachos?|cacahuetes?|cacahuates?|man[ií]|piñones|macadamias?|pecanas?|frutos secos)\b/i;
const NUT_RECIPES = new Set(
  RECIPES.filter((r) => r.tags.includes("frutos secos") || r.tags.includes("cacahuete")).map((r) => r.id),
);

describe("family menu", () => {
  let ana: User;
  let luis: User;
  let marta: User;
  let plan: Plan;

  beforeAll(async () => {
    // three different goals: Ana as in the factory, Luis a tall very active man, Marta a small sedentary woman
    ana = await familyOwner("Ana García", { meals_per_day: 5 });
    luis = await person("Luis García", {
      gender: "Masculino",
      height: 186,
      weight: 88,
      activity_level: "very_active",
      allergies: ["frutos secos"],
    });
    marta = await person("Marta García", { height: 150, weight: 45, activity_level: "sedentary" });
    await join(ana, luis, true);
    await join(ana, marta, false);
    const res = await send(ana.cookie, "POST", "/api/plans/generate", { week_offset: 0 });
    expect(res.status).toBe(200);
    plan = (await res.json()) as Plan;
  }, 120_000);

  it("plans no nut dish for anyone when one member is allergic to nuts", () => {
    const meals = plan.daily_plans.flatMap((d) => d.meals);
    expect(meals).toHaveLength(35);
    for (const meal of meals) {
      expect(NUT_RECIPES.has(meal.recipe_id ?? "")).toBe(false);
      const texts = [meal.name, meal.description, ...(meal.items ?? []).map((i) => i.name)];
      for (const text of texts) expect(text).not.toMatch(NUT_WORDS);
    }
  });

  it("gives each member a portion that puts their day within ±5 % of their own goal", async () => {
    const goals = new Map<string, number>();
    for (const user of [ana, luis, marta]) {
      const { profile } = await getJson<{ profile: Profile }>(user.cookie, "/api/profile");
      goals.set(user.userId, profile.daily_calorie_goal ?? 0);
    }
    // the three goals differ enough for the portions to matter
    expect((goals.get(luis.userId) ?? 0) / (goals.get(marta.userId) ?? 1)).toBeGreaterThan(1.4);
    for (const day of plan.daily_plans) {
      const dayKcal = day.meals.reduce((s, m) => s + m.calories, 0);
      for (const meal of day.meals) {
        expect(meal.household?.map((h) => h.name)).toEqual(["Ana", "Luis", "Marta"]);
        const sum = (meal.household ?? []).reduce((s, h) => s + h.portion, 0);
        expect(meal.servings).toBeCloseTo(sum, 5);
      }
      for (const share of day.meals[0].household ?? []) {
        const goal = goals.get(share.member_id) ?? 0;
        expect(Math.abs((share.portion * dayKcal) / goal - 1)).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it("shows the shared plan, read-only, on each member's plan page; only the owner regenerates it", async () => {
    const seen = await getJson<Plan>(marta.cookie, "/api/plans?week_offset=0");
    expect(seen.id).toBe(plan.id);
    expect(seen.family).toEqual({
      role: "member",
      owner_name: "Ana",
      read_only: true,
      needs_regeneration: false,
    });
    expect(seen.daily_plans[0].meals[0].household).toHaveLength(3);
    const refused = await send(marta.cookie, "POST", "/api/plans/generate", { week_offset: 0 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Sigues el menú familiar: solo Ana, titular del plan familiar, puede generarlo o cambiarlo",
    });
    expect((await send(marta.cookie, "POST", "/api/plans/reuse", { week_offset: 1 })).status).toBe(403);
    expect((await getJson<Plan>(marta.cookie, "/api/plans?week_offset=0")).id).toBe(plan.id);
    // the dashboard's "today's plan" is the family menu too
    const dashboard = await getJson<{ todays_plan: { name: string }[] }>(marta.cookie, "/api/dashboard");
    const today = await getJson<Plan>(ana.cookie, "/api/plans?week_offset=0");
    const shared = today.daily_plans.flatMap((d) => d.meals.map((m) => m.name));
    expect(dashboard.todays_plan.length).toBe(5);
    for (const meal of dashboard.todays_plan) expect(shared).toContain(meal.name);
  });

  it("gives the household one shopping list, scaled by everyone's portions and ticked by anyone", async () => {
    type List = { groups: { items: { key: string; name: string; quantity: string; checked: boolean }[] }[] };
    const items = (list: List) => list.groups.flatMap((g) => g.items);
    const owners = items(await getJson<List>(ana.cookie, "/api/shopping-list?week_offset=0"));
    const hers = items(await getJson<List>(marta.cookie, "/api/shopping-list?week_offset=0"));
    expect(hers.map((i) => [i.key, i.quantity])).toEqual(owners.map((i) => [i.key, i.quantity]));
    const item = owners[0];
    const tick = await send(
      marta.cookie,
      "PATCH",
      `/api/shopping-list/items/${encodeURIComponent(item.key)}`,
      {
        week_offset: 0,
        checked: true,
      },
    );
    expect(tick.status).toBe(200);
    const after = items(await getJson<List>(ana.cookie, "/api/shopping-list?week_offset=0"));
    expect(after.find((i) => i.key === item.key)?.checked).toBe(true);
    await send(ana.cookie, "PATCH", `/api/shopping-list/items/${encodeURIComponent(item.key)}`, {
      week_offset: 0,
      checked: false,
    });
  });

  it("logs a family meal at the member's own portion", async () => {
    const meal = plan.daily_plans[0].meals[1];
    const share = meal.household?.find((h) => h.member_id === luis.userId)?.portion ?? 0;
    expect(share).toBeGreaterThan(1.2);
    const res = await send(luis.cookie, "POST", "/api/plans/add-to-today", { meal });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { calories: number }).calories).toBe(Math.round(meal.calories * share));
    // the portion is the caller's own: the same meal sent by Marta counts Marta's share
    const hers = meal.household?.find((h) => h.member_id === marta.userId)?.portion ?? 0;
    const logged = await send(marta.cookie, "POST", "/api/plans/add-to-today", { meal });
    expect(((await logged.json()) as { calories: number }).calories).toBe(Math.round(meal.calories * hers));
  });

  it("shows the owner each member's allergies and diets only with that member's consent", async () => {
    const overview = await getJson<HouseholdOverview>(ana.cookie, "/api/family");
    expect(overview.role).toBe("owner");
    const [l, m] = overview.members;
    expect(l).toMatchObject({ name: "Luis", shares_health: true, follows_family_menu: true });
    expect(l.health?.health_restrictions).toContain("frutos secos");
    expect(m).toMatchObject({ name: "Marta", shares_health: false, health: null });
    // a member sees their own settings, nobody else's data
    const mine = await getJson<HouseholdOverview>(marta.cookie, "/api/family");
    expect(mine).toEqual({
      role: "member",
      owner_name: "Ana",
      me: { share_health: false, share_calories_today: false, follows_family_menu: true },
      members: [],
    });
  });

  it("lets no member edit another's allergies or the family's choices", async () => {
    const { members } = await getJson<HouseholdOverview>(ana.cookie, "/api/family");
    const luisRow = members[0].id;
    const edit = await send(marta.cookie, "PATCH", `/api/family/members/${luisRow}`, {
      health_restrictions: [],
    });
    expect(edit.status).toBe(400);
    const toggle = await send(marta.cookie, "PATCH", `/api/family/members/${luisRow}`, {
      follows_family_menu: false,
    });
    expect(toggle.status).toBe(403);
    // the owner cannot write anyone's health either: the only field is the menu choice
    expect(
      (await send(ana.cookie, "PATCH", `/api/family/members/${luisRow}`, { health_restrictions: [] })).status,
    ).toBe(400);
    expect(
      (await send(marta.cookie, "PATCH", "/api/family/sharing", { share_health: true, user_id: luis.userId }))
        .status,
    ).toBe(400);
    const { profile } = await getJson<{ profile: Profile }>(luis.cookie, "/api/profile");
    expect(profile.health_restrictions).toContain("frutos secos");
    expect((await getJson<HouseholdOverview>(ana.cookie, "/api/family")).members[0].health).not.toBeNull();
  });

  it("puts on the household card only the people who opted in, with calories and goal only", async () => {
    await send(marta.cookie, "POST", "/api/meals", {
      meal_type: "breakfast",
      description: "Tostada con tomate",
      calories: 250,
      protein: 8,
      carbs: 40,
      fat: 6,
      sugar: 3,
      fiber: 4,
      salt: 0.8,
    });
    const before = await getJson<HouseholdToday>(ana.cookie, "/api/family/today");
    expect(before.people).toEqual([]);
    expect(before.sharing).toBe(false);

    expect(
      (await send(luis.cookie, "PATCH", "/api/family/sharing", { share_calories_today: true })).status,
    ).toBe(200);
    for (const viewer of [ana, marta, luis]) {
      // The dashboard tells the page to show the card, to the owner and to every member.
      expect((await getJson<{ household: boolean }>(viewer.cookie, "/api/dashboard")).household).toBe(true);
      const card = await getJson<HouseholdToday>(viewer.cookie, "/api/family/today");
      expect(card.people.map((p) => p.name)).toEqual(["Luis"]);
      expect(Object.keys(card.people[0]).sort()).toEqual(["calories", "goal", "is_me", "name"]);
      expect(card.people[0].is_me).toBe(viewer === luis);
    }
    // Marta logged a meal but never opted in: she is on nobody's card, even her own
    expect(JSON.stringify(await getJson(ana.cookie, "/api/family/today"))).not.toContain("Marta");

    await send(marta.cookie, "PATCH", "/api/family/sharing", { share_calories_today: true });
    const card = await getJson<HouseholdToday>(ana.cookie, "/api/family/today");
    const own = await getJson<{ today: { calories: number } }>(marta.cookie, "/api/dashboard");
    expect(own.today.calories).toBeGreaterThan(250);
    expect(card.people.find((p) => p.name === "Marta")?.calories).toBe(own.today.calories);
  });

  it("lets the owner put a member back on their own plan", async () => {
    const { members } = await getJson<HouseholdOverview>(ana.cookie, "/api/family");
    const res = await send(ana.cookie, "PATCH", `/api/family/members/${members[1].id}`, {
      follows_family_menu: false,
    });
    expect(res.status).toBe(200);
    const own = await getJson<Plan>(marta.cookie, "/api/plans?week_offset=0");
    expect(own.id).not.toBe(plan.id);
    expect(own.family).toBeUndefined();
    const shared = await getJson<Plan>(ana.cookie, "/api/plans?week_offset=0");
    expect(shared.daily_plans[0].meals[0].household?.map((h) => h.name)).toEqual(["Ana", "Luis"]);
    await send(ana.cookie, "PATCH", `/api/family/members/${members[1].id}`, { follows_family_menu: true });
  });

  it("asks the owner to regenerate when someone's allergy arrives after the menu was made", async () => {
    expect((await getJson<Plan>(ana.cookie, "/api/plans?week_offset=0")).family?.needs_regeneration).toBe(
      false,
    );
    const res = await send(marta.cookie, "PATCH", "/api/profile", { health_restrictions: ["marisco"] });
    expect(res.status).toBe(200);
    for (const user of [ana, marta]) {
      expect((await getJson<Plan>(user.cookie, "/api/plans?week_offset=0")).family?.needs_regeneration).toBe(
        true,
      );
    }
    const again = await send(ana.cookie, "POST", "/api/plans/generate", { week_offset: 0 });
    expect(((await again.json()) as Plan).family?.needs_regeneration).toBe(false);
    plan = await getJson<Plan>(ana.cookie, "/api/plans?week_offset=0");
  });

  it("never answers another household's plan or members", async () => {
    const other = await familyOwner("Olga Pérez");
    const otherMember = await person("Pablo Pérez");
    await join(other, otherMember, true);
    const { members } = await getJson<HouseholdOverview>(ana.cookie, "/api/family");
    // Ana's member row through Olga: the same 404 as an id that does not exist
    for (const id of [members[0].id, "00000000-0000-4000-8000-000000000000", "no-es-un-id"]) {
      const res = await send(other.cookie, "PATCH", `/api/family/members/${id}`, {
        follows_family_menu: false,
      });
      expect(res.status).toBe(404);
    }
    const olga = await getJson<HouseholdOverview>(other.cookie, "/api/family");
    expect(olga.members.map((m) => m.name)).toEqual(["Pablo"]);
    const pabloPlan = await getJson<Plan | null>(otherMember.cookie, "/api/plans?week_offset=0");
    expect(pabloPlan?.id).not.toBe(plan.id);
    const card = await getJson<HouseholdToday>(other.cookie, "/api/family/today");
    expect(card.people.map((p) => p.name)).not.toContain("Luis");
    expect((await getJson<HouseholdOverview>(ana.cookie, "/api/family")).members[0].follows_family_menu).toBe(
      true,
    );
  });
});

describe("outside a family plan", () => {
  it("answers the upsell, never data, to a free and a premium user", async () => {
    const free = await signUp(app);
    const premium = await signUp(app);
    await send(premium.cookie, "POST", "/api/billing/demo/complete", { plan: "premium" });
    for (const user of [free, premium]) {
      // The dashboard tells the page not to show the household card, so it never asks for it.
      expect((await getJson<{ household: boolean }>(user.cookie, "/api/dashboard")).household).toBe(false);
      for (const [method, url, body] of [
        ["GET", "/api/family"],
        ["GET", "/api/family/today"],
        ["PATCH", "/api/family/sharing", { share_calories_today: true }],
        ["PATCH", "/api/family/members/00000000-0000-4000-8000-000000000000", { follows_family_menu: true }],
      ] as const) {
        const res = await send(user.cookie, method, url, body);
        expect(res.status).toBe(402);
        expect(await res.json()).toEqual({
          error:
            "La gestión familiar, el menú compartido y el panel del hogar son funciones del plan Familiar",
          code: "UPGRADE_REQUIRED",
          feature: "family",
        });
      }
    }
  });
});

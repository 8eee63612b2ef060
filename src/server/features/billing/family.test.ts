import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { familyMembers } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp, uniqueEmail } from "../../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type User = Awaited<ReturnType<typeof signUp>>;
const post = (cookie: string, path: string, json?: unknown) =>
  app.request(path, authed(cookie, { method: "POST", ...(json === undefined ? {} : { json }) }));
const overview = async (cookie: string) => (await app.request("/api/subscription", authed(cookie))).json();
const invite = (owner: User, email: string) => post(owner.cookie, "/api/billing/family/members", { email });

async function familyOwner(): Promise<User> {
  const owner = await signUp(app, { name: "Carmen Titular" });
  expect((await post(owner.cookie, "/api/billing/demo/complete", { plan: "family" })).status).toBe(200);
  return owner;
}

/** The invitation links mailed to an address, read from the development mailer's outbox (oldest first). */
function mailedLinks(email: string): { invitation_id: string; token: string; text: string }[] {
  const dir = path.join(app.config.dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
    .filter((text) => text.includes(`\nTo: ${email.toLowerCase()}\n`))
    .map((text) => {
      const match = /\/profile\?invitacion=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(text);
      if (!match) throw new Error(`no link in ${text}`);
      return { invitation_id: match[1], token: match[2], text };
    });
}

async function acceptAll(user: User) {
  for (const link of mailedLinks(user.email)) {
    const { text: _text, ...body } = link;
    expect((await post(user.cookie, "/api/billing/family/accept", body)).status).toBe(200);
  }
}

describe("family plan", () => {
  it("an invited user who signs in sees the invitation, accepts it and gets the family's limits", async () => {
    const owner = await familyOwner();
    const email = uniqueEmail("hijo");
    const res = await invite(owner, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email, status: "invited" });

    const member = await signUp(app, { email });
    const before = await overview(member.cookie);
    expect(before).toMatchObject({ plan_type: "free", usage_left: { photo_analysis: 2 } });
    // Nothing shows until the emailed link is opened: the account's email is not proof of the address.
    expect(before.family.invitations).toEqual([]);
    const [link] = mailedLinks(email);
    expect(link.text).toContain("Carmen Titular");
    const shown = await app.request(
      `/api/billing/family/invitation?invitation_id=${link.invitation_id}&token=${link.token}`,
      authed(member.cookie),
    );
    expect(await shown.json()).toEqual({
      id: link.invitation_id,
      owner_name: "Carmen Titular",
      owner_email: owner.email,
    });

    await acceptAll(member);
    expect(await overview(member.cookie)).toMatchObject({
      plan_type: "family",
      plan_name: "Familiar",
      active: true,
      usage_left: { photo_analysis: null, meal_logging: null },
      family: { role: "member", owner_email: owner.email, invitations: [] },
      can_cancel: false,
    });
    expect((await overview(owner.cookie)).family).toMatchObject({
      role: "owner",
      members: [{ email, status: "active" }],
    });
  });

  it("takes 4 people besides the owner and refuses a sixth with a clear message", async () => {
    const owner = await familyOwner();
    for (let i = 0; i < 4; i++) expect((await invite(owner, uniqueEmail(`m${i}`))).status).toBe(201);
    const sixth = await invite(owner, uniqueEmail("sexto"));
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toEqual({ error: "Tu plan familiar ya tiene 5 miembros" });
    expect((await overview(owner.cookie)).family.members).toHaveLength(4);
  });

  it("never exceeds 5 people with parallel invitations", async () => {
    const owner = await familyOwner();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => invite(owner, uniqueEmail(`p${i}`))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const rows = await app.database.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.ownerId, owner.userId));
    expect(rows).toHaveLength(4);
  });

  it("refuses a duplicate, the owner's own email and a bad email", async () => {
    const owner = await familyOwner();
    const email = uniqueEmail("dup");
    expect((await invite(owner, email)).status).toBe(201);
    expect(await (await invite(owner, email)).json()).toEqual({ error: "Ya has invitado a esta persona" });
    expect((await invite(owner, owner.email)).status).toBe(400);
    const bad = await invite(owner, "no-es-un-correo");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Introduce un correo electrónico válido" });
  });

  it("only the owner of an active family plan can invite", async () => {
    const free = await signUp(app);
    const res = await invite(free, uniqueEmail());
    expect(res.status).toBe(403);
    const premium = await signUp(app);
    await post(premium.cookie, "/api/billing/demo/complete", { plan: "premium" });
    expect((await invite(premium, uniqueEmail())).status).toBe(403);
  });

  it("removing a member takes the family limits away; so does the owner's cancellation", async () => {
    const owner = await familyOwner();
    const a = await signUp(app);
    const b = await signUp(app);
    await invite(owner, a.email);
    await invite(owner, b.email);
    await acceptAll(a);
    await acceptAll(b);

    const members = (await overview(owner.cookie)).family.members as { id: string; email: string }[];
    const memberA = members.find((m) => m.email === a.email);
    const del = await app.request(
      `/api/billing/family/members/${memberA?.id}`,
      authed(owner.cookie, { method: "DELETE" }),
    );
    expect(del.status).toBe(204);
    expect(await overview(a.cookie)).toMatchObject({ plan_type: "free", family: { role: null } });
    expect((await overview(b.cookie)).plan_type).toBe("family");

    await post(owner.cookie, "/api/billing/cancel");
    expect(await overview(b.cookie)).toMatchObject({ plan_type: "free", usage_left: { photo_analysis: 2 } });
  });

  it("is isolated: nobody else can remove members, accept someone else's invitation or list a family", async () => {
    const owner = await familyOwner();
    const intruder = await familyOwner();
    const invitedEmail = uniqueEmail("invitada");
    const invitation = await (await invite(owner, invitedEmail)).json();

    // Another family owner cannot delete it (same 404 as a missing id), nor can a free user.
    const byIntruder = await app.request(
      `/api/billing/family/members/${invitation.id}`,
      authed(intruder.cookie, { method: "DELETE" }),
    );
    expect(byIntruder.status).toBe(404);
    const stranger = await signUp(app);
    const byStranger = await app.request(
      `/api/billing/family/members/${invitation.id}`,
      authed(stranger.cookie, { method: "DELETE" }),
    );
    expect(byStranger.status).toBe(403);

    // An invitation addressed to someone else cannot be accepted, even with its link's token.
    const [link] = mailedLinks(invitedEmail);
    const steal = await post(stranger.cookie, "/api/billing/family/accept", {
      invitation_id: invitation.id,
      token: link.token,
    });
    expect(steal.status).toBe(404);
    expect(await overview(stranger.cookie)).toMatchObject({ plan_type: "free" });
    expect((await overview(intruder.cookie)).family.members).toEqual([]);
    expect((await overview(owner.cookie)).family.members).toEqual([
      { id: invitation.id, email: invitedEmail, status: "invited" },
    ]);
  });

  it("whoever registers the invited address first cannot see or claim the invitation without the emailed link", async () => {
    const owner = await familyOwner();
    const email = uniqueEmail("ocupada");
    const invitation = await (await invite(owner, email)).json();
    const squatter = await signUp(app, { email }); // registered the address, never received the mail
    expect((await overview(squatter.cookie)).family.invitations).toEqual([]);
    const forged = "A".repeat(43);
    const peek = await app.request(
      `/api/billing/family/invitation?invitation_id=${invitation.id}&token=${forged}`,
      authed(squatter.cookie),
    );
    expect(peek.status).toBe(404);
    expect(JSON.stringify(await peek.json())).not.toContain("Carmen");
    for (const body of [{ invitation_id: invitation.id }, { invitation_id: invitation.id, token: forged }]) {
      expect((await post(squatter.cookie, "/api/billing/family/accept", body)).status).toBeGreaterThanOrEqual(
        400,
      );
    }
    expect(await overview(squatter.cookie)).toMatchObject({ plan_type: "free" });
    // The real mailbox owner's link works (here, the same account once it holds the link).
    const [link] = mailedLinks(email);
    const { text: _text, ...body } = link;
    expect((await post(squatter.cookie, "/api/billing/family/accept", body)).status).toBe(200);
  });

  it("a member cannot join a second family", async () => {
    const first = await familyOwner();
    const second = await familyOwner();
    const person = await signUp(app);
    await invite(first, person.email);
    await invite(second, person.email);
    const links = mailedLinks(person.email).map(({ text: _text, ...body }) => body);
    expect(links).toHaveLength(2);
    expect((await post(person.cookie, "/api/billing/family/accept", links[0])).status).toBe(200);
    const again = await post(person.cookie, "/api/billing/family/accept", links[1]);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "Ya perteneces a otro plan familiar" });
  });
});

import { describe, expect, it } from "vitest";
import {
  type Answers,
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChat,
  isAsking,
  loadChat,
  saveChat,
  storageKey,
  toOnboardingInput,
} from "./chat-state";

/** Reveals every pending bot message, as the typing timer would. */
function settle(state: ChatState): ChatState {
  let s = state;
  while (s.pending.length) s = chatReducer(s, { type: "show-next" });
  return s;
}
const run = (state: ChatState, ...actions: ChatAction[]) =>
  actions.reduce((s, a) => settle(chatReducer(s, a)), state);
const answer = (state: ChatState, patch: object, text = "x") =>
  run(state, { type: "answer", step: state.step, patch: patch as Partial<Answers>, text });

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const ALL_ANSWERS = [
  { gender: "Femenino" },
  { date_of_birth: "1990-05-17" },
  { height: 165 },
  { weight: 62 },
  { activity_level: "moderate" },
  { fitness_goal: "Mantenimiento" },
  {},
  { chronic_conditions: [] },
  { allergies: ["marisco"] },
  { medications: [] },
  { current_diet: "Como de todo" },
  { health_goals: "Más energía" },
  { meals_per_day: 3 },
];

describe("onboarding chat state", () => {
  it("shows the intro one message at a time before the first question", () => {
    const start = initialChat();
    expect(start.shown).toEqual([]);
    expect(start.pending.length).toBe(4);
    expect(isAsking(start)).toBe(false);
    const one = chatReducer(start, { type: "show-next" });
    expect(one.shown).toHaveLength(1);
    expect(isAsking(settle(start))).toBe(true);
  });

  it("ignores an answer before its question is on screen, or a second click on an old step", () => {
    const start = initialChat();
    expect(chatReducer(start, { type: "answer", step: 0, patch: { gender: "Otro" }, text: "Otro" })).toBe(
      start,
    );
    const after = answer(settle(start), { gender: "Otro" });
    expect(after.step).toBe(1);
    expect(chatReducer(after, { type: "answer", step: 0, patch: { gender: "Masculino" }, text: "M" })).toBe(
      after,
    );
  });

  it("toggles dietary preferences with 'Añadido' / 'Eliminado' and moves on only with Continuar", () => {
    let s = settle(initialChat());
    for (const patch of ALL_ANSWERS.slice(0, 6)) s = answer(s, patch);
    expect(s.step).toBe(6);
    s = run(s, { type: "toggle-diet", option: "Vegano" });
    expect(s.shown.at(-1)?.text).toBe("Añadido: Vegano ✓");
    s = run(s, { type: "toggle-diet", option: "Sin gluten" }, { type: "toggle-diet", option: "Vegano" });
    expect(s.shown.at(-1)?.text).toBe("Eliminado: Vegano");
    expect(s.answers.dietary_restrictions).toEqual(["Sin gluten"]);
    expect(s.step).toBe(6);
    s = answer(s, {}, "Sin gluten");
    expect(s.step).toBe(7);
  });

  it("reaches the saving step with a complete request body", () => {
    let s = settle(initialChat());
    for (const patch of ALL_ANSWERS) s = answer(s, patch);
    expect(s.step).toBe(13);
    expect(isAsking(s)).toBe(false);
    expect(toOnboardingInput(s.answers)).toMatchObject({
      gender: "Femenino",
      meals_per_day: 3,
      allergies: ["marisco"],
    });
  });

  it("sends the cuisine answered with the meals per day, and stays at 14 steps", () => {
    let s = settle(initialChat());
    const patches = ALL_ANSWERS.map((patch) =>
      "meals_per_day" in patch ? { ...patch, cuisine_region: "peru_andes" as const } : patch,
    );
    for (const patch of patches) s = answer(s, patch);
    expect(s.step).toBe(13);
    expect(toOnboardingInput(s.answers)?.cuisine_region).toBe("peru_andes");
  });

  it("on a save failure shows the error, clears the answers and asks the first question again", () => {
    let s = settle(initialChat());
    for (const patch of ALL_ANSWERS) s = answer(s, patch);
    s = run(s, { type: "save-start" }, { type: "save-failed", message: "No user found" });
    expect(s.step).toBe(0);
    expect(s.phase).toBe("chatting");
    expect(s.answers).toEqual({ dietary_restrictions: [] });
    expect(s.shown.map((m) => m.text)).toContain("❌ No user found. Por favor, intenta de nuevo.");
    expect(isAsking(s)).toBe(true);
    expect(toOnboardingInput(s.answers)).toBeNull();
  });

  it("does not double the final full stop of a server message", () => {
    const s = run(settle(initialChat()), { type: "save-failed", message: "Error al guardar los datos." });
    expect(
      s.shown.some((m) => m.text === "❌ Error al guardar los datos. Por favor, intenta de nuevo."),
    ).toBe(true);
  });

  it("warns when only the plan failed and still finishes", () => {
    let s = settle(initialChat());
    for (const patch of ALL_ANSWERS) s = answer(s, patch);
    s = run(
      s,
      { type: "save-start" },
      { type: "save-ok", goal: 2221, planCreated: false, planAverage: 2221 },
    );
    expect(s.phase).toBe("done");
    expect(s.shown.map((m) => m.text)).toContain(
      "⚠️ No se pudo generar el plan de comidas inicial. Podrás crearlo más tarde desde el dashboard.",
    );
  });

  it("resumes from session storage at the same step, per user, and forgets it once saved", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    let s = settle(initialChat());
    s = answer(s, { gender: "Femenino" }, "Femenino");
    s = answer(s, { date_of_birth: "1990-05-17" });
    saveChat(storage, "user-a", s);
    const restored = loadChat(storage, "user-a");
    expect(restored?.step).toBe(2);
    expect(restored?.answers).toEqual(s.answers);
    expect(restored?.shown.map((m) => m.text)).toEqual(s.shown.map((m) => m.text));
    expect(restored && isAsking(restored)).toBe(true);
    expect(loadChat(storage, "user-b")).toBeNull();

    saveChat(storage, "user-a", { ...s, phase: "done" });
    expect(storage.getItem(storageKey("user-a"))).toBeNull();
  });

  it("ignores a corrupt or foreign store", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(storageKey("u"), "{not json");
    expect(loadChat(storage, "u")).toBeNull();
    storage.setItem(
      storageKey("u"),
      JSON.stringify({ version: 1, step: 99, answers: {}, transcript: [], seq: 0 }),
    );
    expect(loadChat(storage, "u")).toBeNull();
  });
});

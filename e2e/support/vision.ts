import { type FakeChatServer, startFakeChatServer } from "../../src/ai/testing/fake-chat-server";

/** What the fake vision provider answers to every meal analysis, photo or text. */
export const PROVIDER_MEAL = {
  description: "Plato combinado",
  weight: "350 g",
  calories: 540,
  protein: 28,
  carbs: 58,
  fat: 20,
  sugar: 4,
  fiber: 5,
  salt: 1.6,
};

/**
 * An OpenAI-compatible provider with a vision model, as a real local HTTP server (the app runs in its
 * own process and calls it): for journeys that need photos to be read and counted. Plans asked of it
 * fail (it only knows meals), which onboarding tolerates.
 */
export async function startVisionProvider(): Promise<{
  fake: FakeChatServer;
  env: Record<string, string>;
}> {
  const fake = await startFakeChatServer();
  fake.setDefault({ reply: JSON.stringify(PROVIDER_MEAL) });
  return {
    fake,
    env: {
      AI_BASE_URL: fake.url,
      AI_API_KEY: "clave-de-prueba",
      AI_MAX_RETRIES: "0",
      AI_MODEL: "vision-fake",
      // the plans it cannot make are expected; their warnings would only be noise here
      LOG_LEVEL: "error",
    },
  };
}

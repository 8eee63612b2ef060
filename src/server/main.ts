import { serve } from "@hono/node-server";
import pino from "pino";
import { createAiPort } from "../ai";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startJobRunner } from "./jobs";

/** `npm start`: one process serving the API and the built client on PORT (default 3000). */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  const auth = createAuth(database.db, config);
  const ai = createAiPort(config.ai);
  const jobs = await startJobRunner({ database, ai, config, logger });
  const app = createApp({ db: database.db, dbKind: database.kind, config, auth, ai, logger, jobs });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(
      {
        port: info.port,
        db: database.kind,
        ai: ai.kind,
        jobs: jobs ? "pg-boss" : "off",
        billing: config.stripe ? "stripe" : "demo",
      },
      `Bocado escuchando en http://localhost:${info.port}`,
    );
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

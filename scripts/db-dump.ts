import fs from "node:fs";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { dumpDatabase } from "../src/server/db/dump";

/**
 * `npm run db:dump -- FILE.sql`: the whole database (PGlite under DATA_DIR, or DATABASE_URL) as SQL
 * that psql restores into an empty PostgreSQL database. With PGlite, stop the app first: one process
 * owns its data directory.
 */
async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Uso: npm run db:dump -- copia.sql");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const stream = fs.createWriteStream(file, { mode: 0o600 });
  try {
    const { tables, rows } = await dumpDatabase(database.db, (chunk) => stream.write(chunk));
    await new Promise<void>((resolve, reject) =>
      stream.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    console.log(`Volcado ${database.kind}: ${tables} tablas, ${rows} filas -> ${file}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

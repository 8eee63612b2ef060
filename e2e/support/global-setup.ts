import fs from "node:fs";

/** End-to-end tests need the built client (npm run test:e2e builds it) and Debian's Chromium. */
export default function setup() {
  const clientDir = process.env.CLIENT_DIR ?? "dist/client";
  if (!fs.existsSync(`${clientDir}/index.html`)) {
    throw new Error(`${clientDir} no existe: ejecuta npm run build antes de los tests end-to-end.`);
  }
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
    throw new Error("Falta Chromium: `apt-get install -y chromium` (o define CHROMIUM_PATH).");
  }
}

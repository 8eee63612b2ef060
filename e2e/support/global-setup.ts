import fs from "node:fs";

/** End-to-end tests need the built client (npm run test:e2e builds it) and Debian's Chromium. */
export default function setup() {
  if (!fs.existsSync("dist/client/index.html")) {
    throw new Error("dist/client no existe: ejecuta `npm run build` antes de los tests end-to-end.");
  }
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
    throw new Error("Falta Chromium: `apt-get install -y chromium` (o define CHROMIUM_PATH).");
  }
}

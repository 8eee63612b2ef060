import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * One process per PGlite data directory. The lock is a listening local socket named after the
 * directory: the kernel closes it when the process ends, however it ends (kill -9 included), so a
 * crash never leaves a lock behind and a reused PID cannot hold one. On Linux the socket lives in the
 * abstract namespace (no file at all); elsewhere it is a file in the temp folder that a new process
 * may remove once nobody answers on it. A live holder answers with its PID, for the error message.
 */
export async function takeDataDirLock(dir: string): Promise<() => void> {
  const resolved = path.resolve(dir);
  const id = createHash("sha256").update(resolved).digest("hex").slice(0, 32);
  const address =
    process.platform === "linux"
      ? `\0bocado-pglite-${id}`
      : path.join(os.tmpdir(), `bocado-pglite-${id}.sock`);
  // The lock file of earlier versions held a PID that a crash left behind: it means nothing now.
  fs.rmSync(path.join(resolved, "bocado.lock"), { force: true });

  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const holder = await askHolder(address);
    if (holder !== null || address.startsWith("\0")) throw busy(resolved, holder);
    fs.rmSync(address, { force: true }); // a socket file nobody listens on: left by a crash
    await listen(server, address);
  }
  server.unref(); // the lock never keeps the process alive on its own
  return () => server.close();
}

function busy(dir: string, holder: string | null): Error {
  return new Error(
    `La carpeta de datos ${dir} ya la está usando otro proceso de Bocado${holder ? ` (pid ${holder})` : ""}. ` +
      "Detén esa instancia antes de arrancar otra, o usa otro DATA_DIR. Con varias instancias a la vez, " +
      "usa PostgreSQL (DATABASE_URL) en lugar de la base de datos integrada.",
  );
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(address, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** The PID the holder answers with, or null when nobody listens. */
function askHolder(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let data = "";
    const done = (value: string | null) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(data || "?"));
    socket.on("data", (chunk) => {
      data += chunk.toString();
    });
    socket.on("end", () => done(data.trim() || "?"));
    socket.on("error", () => done(null));
  });
}

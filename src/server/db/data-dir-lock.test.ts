import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { takeDataDirLock } from "./data-dir-lock";

/** Issue 14 item 15: the PGlite data directory lock dies with its process. */
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-lock-"));
  dirs.push(dir);
  return dir;
}

/** A second Node process that takes the lock on `dir` (same module) and prints "locked" once it holds it. */
function holder(dir: string): Promise<ChildProcess> {
  const module = pathToFileURL(path.join(import.meta.dirname, "data-dir-lock.ts")).href;
  const script = `import(${JSON.stringify(module)})
    .then((m) => m.takeDataDirLock(${JSON.stringify(dir)}))
    .then(() => { console.log("locked"); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (d) => String(d).includes("locked") && resolve(child));
    child.on("exit", (code) => reject(new Error(`holder exited ${code}`)));
  });
}

describe.runIf(process.platform === "linux")("data directory lock", () => {
  it("starts over a stale lock file whose PID now belongs to another live process (after a kill -9)", async () => {
    const dir = tempDir();
    // The old lock format: a PID. process.ppid is alive and is not Bocado.
    fs.writeFileSync(path.join(dir, "bocado.lock"), String(process.ppid));
    const release = await takeDataDirLock(dir);
    release();
  });

  it("refuses a directory a live process holds, saying what to do, and frees it when that process is killed", async () => {
    const dir = tempDir();
    const child = await holder(dir);
    await expect(takeDataDirLock(dir)).rejects.toThrow(
      new RegExp(`ya la está usando otro proceso de Bocado \\(pid ${child.pid}\\).*Detén esa instancia`),
    );
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const release = await takeDataDirLock(dir);
    release();
  });

  it("refuses a second open in the same process until the first is released", async () => {
    const dir = tempDir();
    const release = await takeDataDirLock(dir);
    await expect(takeDataDirLock(dir)).rejects.toThrow(/ya la está usando/);
    release();
    await new Promise((r) => setTimeout(r, 20));
    (await takeDataDirLock(dir))();
  });
});

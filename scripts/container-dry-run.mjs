#!/usr/bin/env node
// Runs the Dockerfile's build and start steps outside Docker (there is no Docker engine on the CI
// machine), reading the instructions from the Dockerfile itself so the proof cannot drift from it:
// every stage gets its own root directory (/app, /data map into it), COPY honours .dockerignore,
// COPY --from copies out of an earlier stage, RUN runs with the stage's ENV, USER drops privileges
// (to `nobody` when the image's user does not exist on this machine), and finally the image's CMD
// is started and the HEALTHCHECK command is polled until it passes.
//
//   node scripts/container-dry-run.mjs [--keep] [--database-url=postgres://…]
//
// Prints the time each step took and the time from CMD to a passing health check.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const keep = process.argv.includes("--keep");
const databaseUrl = process.argv.find((a) => a.startsWith("--database-url="))?.slice(15);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-image-"));
fs.chmodSync(work, 0o755);

/** Dockerfile -> instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text) {
  const lines = text.split("\n");
  const out = [];
  let current = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (!current && (line.startsWith("#") || !line)) continue;
    current += current ? ` ${line.replace(/\\$/, "").trim()}` : line.replace(/\\$/, "").trim();
    if (line.endsWith("\\")) continue;
    const [op, ...rest] = current.split(/\s+/);
    out.push({ op: op.toUpperCase(), args: current.slice(op.length).trim(), words: rest });
    current = "";
  }
  return out;
}

function dockerignore() {
  const file = path.join(root, ".dockerignore");
  if (!fs.existsSync(file)) return new Set();
  return new Set(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#")),
  );
}

function userExists(name) {
  return spawnSync("id", [name], { stdio: "ignore" }).status === 0;
}

const ignored = dockerignore();
const stages = new Map();
let stage;

function mapPath(p) {
  return path.isAbsolute(p) ? path.join(stage.root, p) : path.join(stage.cwd, p);
}

/** Absolute container paths inside a shell command -> the stage's root. */
function mapCommand(cmd) {
  let out = cmd.replace(
    /(^|[\s=:'"])\/(app|data)(?=[/\s'"]|$)/g,
    (_m, pre, dir) => `${pre}${stage.root}/${dir}`,
  );
  if (stage.user && !userExists(stage.user))
    out = out.replaceAll(`${stage.user}:${stage.user}`, "nobody:nogroup");
  for (const u of ["node"]) if (!userExists(u)) out = out.replaceAll(`${u}:${u}`, "nobody:nogroup");
  return out;
}

function step(label, fn) {
  const t0 = Date.now();
  console.log(`== [${stage.name}] ${label}`);
  fn();
  console.log(`   (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

function parseEnv(args) {
  const env = {};
  for (const m of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[m[1]] = m[2].replace(/^"|"$/g, "");
  return env;
}

function jsonOrShell(args) {
  return args.startsWith("[") ? JSON.parse(args) : ["/bin/sh", "-c", args];
}

let healthcheck;
let cmd;
const instructions = parseDockerfile(fs.readFileSync(path.join(root, "Dockerfile"), "utf8"));
for (const ins of instructions) {
  switch (ins.op) {
    case "FROM": {
      const name = ins.words[2] ?? `stage${stages.size}`;
      stage = { name, root: path.join(work, name), cwd: "", env: {}, user: undefined };
      fs.mkdirSync(stage.root, { recursive: true });
      stage.cwd = stage.root;
      stages.set(name, stage);
      break;
    }
    case "WORKDIR":
      stage.cwd = mapPath(ins.args);
      fs.mkdirSync(stage.cwd, { recursive: true });
      break;
    case "ENV":
      Object.assign(stage.env, parseEnv(ins.args));
      break;
    case "COPY": {
      const from = ins.words.find((w) => w.startsWith("--from="))?.slice(7);
      const parts = ins.words.filter((w) => !w.startsWith("--"));
      const dest = mapPath(parts.pop());
      step(`COPY ${ins.args}`, () => {
        for (const src of parts) {
          if (from) {
            const s = stages.get(from);
            fs.cpSync(path.join(s.root, src), dest, { recursive: true });
          } else if (src === ".") {
            for (const entry of fs.readdirSync(root)) {
              if (ignored.has(entry)) continue;
              fs.cpSync(path.join(root, entry), path.join(dest, entry), { recursive: true });
            }
          } else {
            const target =
              dest.endsWith("/") || parts.length > 1 ? path.join(dest, path.basename(src)) : dest;
            fs.mkdirSync(path.dirname(target), { recursive: true });
            fs.cpSync(path.join(root, src), target, { recursive: true });
          }
        }
      });
      break;
    }
    case "RUN": {
      // BuildKit cache mounts (npm's cache) are this machine's own npm cache here.
      const command = ins.args.replace(/--mount=\S+\s+/g, "");
      step(`RUN ${command}`, () => {
        execFileSync("/bin/sh", ["-c", mapCommand(command)], {
          cwd: stage.cwd,
          stdio: "inherit",
          env: { ...process.env, ...stage.env },
        });
      });
      break;
    }
    case "USER":
      stage.user = ins.args;
      break;
    case "HEALTHCHECK":
      healthcheck = JSON.parse(ins.args.slice(ins.args.indexOf("CMD") + 3).trim());
      break;
    case "CMD":
      cmd = jsonOrShell(ins.args);
      break;
    default:
      break; // EXPOSE, VOLUME, syntax directives: nothing to run
  }
}

// Start the final stage's CMD as its USER, with its ENV mapped into the stage root.
const port = String(20000 + Math.floor(Math.random() * 20000));
const env = { PATH: process.env.PATH, HOME: stage.root };
for (const [k, v] of Object.entries(stage.env)) env[k] = mapCommand(v);
env.PORT = port;
env.BETTER_AUTH_SECRET = "dry-run-secret-0123456789abcdef0123456789abcdef";
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const wantUser = stage.user && userExists(stage.user) ? stage.user : "nobody";
const asRoot = process.getuid?.() === 0;
const [bin, ...args] = cmd;
const child = asRoot
  ? spawn(
      "setpriv",
      [
        "--reuid",
        wantUser,
        "--regid",
        wantUser === "nobody" ? "nogroup" : wantUser,
        "--clear-groups",
        bin,
        ...args,
      ],
      {
        cwd: stage.cwd,
        env,
        stdio: ["ignore", "inherit", "inherit"],
      },
    )
  : spawn(bin, args, { cwd: stage.cwd, env, stdio: ["ignore", "inherit", "inherit"] });
console.log(
  `== [${stage.name}] CMD ${cmd.join(" ")} as ${asRoot ? wantUser : os.userInfo().username} on port ${port}`,
);

const started = Date.now();
let healthy = false;
while (Date.now() - started < 60_000 && child.exitCode === null) {
  const [hBin, ...hArgs] = healthcheck;
  const r = spawnSync(hBin, hArgs, { env, timeout: 5000 });
  if (r.status === 0) {
    healthy = true;
    break;
  }
  await new Promise((r2) => setTimeout(r2, 100));
}
const elapsed = Date.now() - started;
child.kill("SIGTERM");
await new Promise((r) => setTimeout(r, 500));
if (!keep) fs.rmSync(work, { recursive: true, force: true });
if (!healthy) {
  console.error(`La imagen no respondió a su comprobación de salud (${elapsed} ms).`);
  process.exit(1);
}
console.log(`== health check passed ${elapsed} ms after CMD${databaseUrl ? " (PostgreSQL)" : " (PGlite)"}`);

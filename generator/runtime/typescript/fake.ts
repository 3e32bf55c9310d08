/**
 * The in-process fake of the API that `testing.ts` offers: the agent's behaviour, on every
 * dialect the package speaks, answered by a `fetch` function to give a client.
 *
 * What varies with the spec (routes, envelopes, codecs, error bodies, the answer layout) is read
 * from `fake-spec.ts`, `spec.ts` and the dialect modules' `ENCODE`/`DECODE` tables; the
 * behaviour is the fake's own: a send creates a task whose events the answer scripted, played at
 * once (a plain send answers the finished task, a stream sends each event), get and cancel read
 * and change it, a subscription replays it. As the Python package's `testing` module does.
 */

import {
  ARTIFACT_NAME,
  CARD,
  CARD_FIELD,
  CARD_INTERFACES,
  DATA_KIND_KEY,
  DATA_KINDS,
  DIALECTS,
  FAILED_STATE,
  FAILED_TEXT,
  HTTP_ERRORS,
  NOT_FOUND,
  OPERATIONS,
  RESUME_OPERATION,
  ROLES,
  STATES,
} from "./fake-spec.js";
import { type JsonObject, isObject } from "./json.js";
import {
  AGENT_PATH,
  AUTH_HEADER,
  AUTH_PREFIX,
  ERROR_BODY,
  JSONRPC_ERROR_MEMBERS,
  JSONRPC_MEMBERS,
  JSONRPC_VERSION,
  REPLAYS_LEADING_TASK,
  REQUEST_ID_HEADER,
  STREAM_DONE_STATES,
  STREAM_MEDIA_TYPE,
} from "./spec.js";

/** A dialect as the fake serves it (the tables of `fake-spec.ts`). */
export interface FakeDialect {
  /** The dialect's wire module: its codec's tables and its defaults. */
  readonly module: {
    readonly ENCODE: Record<string, (value: JsonObject) => JsonObject>;
    readonly DECODE: Record<string, (value: JsonObject) => JsonObject>;
    readonly wire: { readonly defaults: Readonly<JsonObject> };
  };
  readonly jsonrpc: boolean;
  /** The tag member of its objects (`kind`), or null: a union's member goes under its key. */
  readonly tag: string | null;
  /** The [field, value] that marks a stream's last event, or null. */
  readonly end: readonly [string, unknown] | null;
  /** Per operation: [HTTP verb, path, JSON-RPC method or null]. */
  readonly bindings: Readonly<Record<string, readonly [string, string, string | null]>>;
}

/** What a recorded request's API-key header says instead of the key. */
export const REDACTED = "[redacted]";

/**
 * How the fake agent answers one send. `text` is the answer (default: the chunks joined, or
 * else the text it was sent); `chunks` are streamed first, one status update each; `data` maps
 * a data kind of the answer layout to its items, each a data part of the answer's artifact;
 * `artifacts` are more artifacts (canonical JSON); `error` makes the task fail with that text
 * instead. `delay` (ms) comes before each event of a stream and before a plain answer: slow
 * events. `cut` stops the task's first stream after `cutAfter` events (default 2): `"close"`
 * ends it cleanly, `"reset"` breaks it (a client resumes both by subscribing again).
 */
export interface Answer {
  text?: string;
  chunks?: readonly string[];
  data?: Readonly<Record<string, readonly unknown[]>>;
  artifacts?: readonly JsonObject[];
  error?: string;
  delay?: number;
  cut?: "close" | "reset";
  cutAfter?: number;
}

/** An HTTP error answer: its status, its error code, message and headers. */
export interface Fault {
  status: number;
  code?: string;
  message?: string;
  headers?: Record<string, string>;
}

/**
 * A request the fake received. `path` is below the agent's base URL (`""` for JSON-RPC);
 * `headers` (lowercase names) have the API key replaced by `[redacted]` (`apiKey` holds it, not
 * enumerable, so that logging a record does not show it); `json` is the body parsed (undefined
 * without one); `dialect` and `operation` name what the fake took it for (undefined: a route it
 * does not serve).
 */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly json: unknown;
  readonly dialect: string | undefined;
  readonly operation: string | undefined;
  readonly apiKey: string | undefined;
}

/** The options of `new FakeAgent()`. */
export interface FakeAgentOptions {
  /** Answers a send when no reply is queued; without it, the text sent is echoed. */
  default?: Answer;
  /**
   * The agent card it serves; without one, its own: a name, a description, a version, its
   * capabilities, and an interface for each dialect at the URL it is reached at, which official
   * A2A clients accept.
   */
  card?: JsonObject;
  /** With a key, a request without it gets HTTP 401. */
  apiKey?: string;
}

/** An error class of the package, or anything with a name: `fail(QuotaExceededError)`. */
export interface NamedError {
  readonly name: string;
}

interface FakeTask {
  readonly events: [string, JsonObject][]; // [model, canonical JSON], in order
  readonly task: JsonObject; // as the events leave it
  readonly answer: Answer;
  streams: number; // how many streams showed it (a cut applies to the first)
}

type Frame = readonly [number, string]; // [delay in ms, text]

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// The agent's base path, any IDs: what comes after it picks the dialect and the operation.
const AGENT = new RegExp(escaped(AGENT_PATH).replace(/\\\{[^}\\]*\\\}/g, "[^/]+"));

/** [pattern, HTTP verb, dialect, operation] of every REST route, the longest first. */
const ROUTES: [RegExp, string, string, string][] = Object.entries(DIALECTS)
  .flatMap(([dialect, d]) =>
    Object.entries(d.bindings)
      .filter(([, [, , method]]) => method === null)
      .map(([op, [http, path]]) => [path, http, dialect, op] as const),
  )
  .sort((a, b) => b[0].length - a[0].length)
  .map(([path, http, dialect, op]) => [
    new RegExp("^" + escaped(path).replace(/\\\{([^}\\]*)\\\}/g, "(?<$1>[^/]+)") + "$"),
    http,
    dialect,
    op,
  ]);

/** What the fake does for an operation, told from its shape in the spec. */
function role(op: string): string | undefined {
  const [request, , streaming, idempotent, extension, taskField] = OPERATIONS[op]!;
  if (extension) return streaming ? "stream" : "send";
  if (op === RESUME_OPERATION) return "subscribe";
  if (request === null) return "card";
  if (taskField !== null && !streaming) return idempotent ? "get" : "cancel";
  return undefined;
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** obj[a][b]... = value, making the objects and lists on the way (an index: a list). */
function put(obj: JsonObject, path: readonly (string | number)[], value: unknown): void {
  let here: Record<string | number, unknown> = obj;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      here[key] = value;
      return;
    }
    here[key] ??= typeof path[i + 1] === "number" ? [] : {};
    here = here[key] as Record<string | number, unknown>;
  });
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const handle = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(handle), reject(signal.reason)), { once: true });
  });
}

/**
 * An in-process fake of the agent's endpoint, on every dialect of the package: give a client
 * its `fetch`. Script what it answers with `reply` and what fails with `fail`; `requests`
 * records what it received.
 *
 * @example
 * const fake = new FakeAgent();
 * fake.reply({ text: "Paris.", chunks: ["Par", "is."] });
 * const client = new V1_0Client({ ...ids, apiKey: "test", fetch: fake.fetch });
 */
export class FakeAgent {
  readonly requests: RecordedRequest[] = [];
  /** The card given to the constructor; undefined: it serves its own. */
  readonly card: JsonObject | undefined;
  #default: Answer | undefined;
  #apiKey: string | undefined;
  #answers: Answer[] = [];
  #faults: Fault[] = [];
  #tasks = new Map<string, FakeTask>();
  #ids = 0;

  constructor(options: FakeAgentOptions = {}) {
    this.card = options.card;
    this.#default = options.default;
    this.#apiKey = options.apiKey;
  }

  /**
   * Queue the answer to the next send (first queued, first used): its text, or an Answer.
   * Returns the Answer.
   *
   * @example
   * fake.reply({ chunks: ["Do", "ne."], delay: 10, cut: "reset" });
   * fake.reply({ error: "model not found: x" }); // the task fails
   */
  reply(answer: Answer | string = {}): Answer {
    const scripted = typeof answer === "string" ? { text: answer } : answer;
    const unknown = Object.keys(scripted.data ?? {}).filter((kind) => !(kind in DATA_KINDS));
    if (unknown.length) {
      const known = Object.keys(DATA_KINDS).join(", ") || "none";
      throw new TypeError(`no data kind ${unknown.join(", ")} in this API's answers (${known})`);
    }
    this.#answers.push(scripted);
    return scripted;
  }

  /**
   * Answer the next request (`times` requests) with an HTTP error: a status, or an HTTP error
   * class of the package (its status and error code).
   *
   * @example
   * fake.fail(QuotaExceededError);
   * fake.fail(503, { headers: { "Retry-After": "0" }, times: 2 });
   */
  fail(
    error: number | NamedError,
    options: { code?: string; message?: string; headers?: Record<string, string>; times?: number } = {},
  ): Fault {
    let fault: Fault;
    if (typeof error === "number") fault = { status: error, code: options.code };
    else {
      const known = HTTP_ERRORS[error.name];
      if (known === undefined) {
        throw new TypeError(`${error.name} is no HTTP error of this API (one of ${Object.keys(HTTP_ERRORS).join(", ")})`);
      }
      fault = { status: known[0], code: options.code ?? known[1] ?? undefined };
    }
    fault = { ...fault, message: options.message ?? "a fault the test scripted", headers: options.headers ?? {} };
    for (let i = 0; i < (options.times ?? 1); i++) this.#faults.push(fault);
    return fault;
  }

  /** Forget the requests, the queued answers and faults, and the tasks. */
  reset(): void {
    this.requests.length = 0;
    this.#answers = [];
    this.#faults = [];
    this.#tasks.clear();
  }

  /** The fetch to give a client: `new V1_0Client({ ..., fetch: fake.fetch })`. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const text = await request.text();
    return this.#handle(request, text === "" ? undefined : JSON.parse(text));
  };

  #handle(request: Request, body: unknown): Response {
    const url = new URL(request.url);
    const agent = AGENT.exec(url.pathname);
    const path = agent ? url.pathname.slice(agent.index + agent[0].length) : url.pathname;
    const [dialect, op, fields] = agent ? this.#route(request.method, path, body) : [undefined, undefined, {}];
    const key = request.headers.get(AUTH_HEADER);
    const headers = Object.fromEntries(
      [...request.headers].map(([name, value]) => [name, name === AUTH_HEADER.toLowerCase() ? REDACTED : value]),
    );
    const query = Object.fromEntries(url.searchParams);
    const record = { method: request.method, url: url.href, path, query, headers, json: body, dialect, operation: op };
    Object.defineProperty(record, "apiKey", { value: key?.startsWith(AUTH_PREFIX) ? key.slice(AUTH_PREFIX.length) : (key ?? undefined) });
    this.requests.push(record as RecordedRequest);
    const signal = request.signal;
    const rid = isObject(body) ? body[JSONRPC_MEMBERS.id] : undefined;
    if (dialect === undefined || op === undefined) return this.#error({ status: NOT_FOUND[0], code: NOT_FOUND[1] ?? undefined, message: "no such route" });
    const fault = this.#faults.shift();
    if (fault !== undefined) return this.#error(fault);
    if (this.#apiKey !== undefined && this.requests.at(-1)!.apiKey !== this.#apiKey) {
      return this.#error({ status: 401, message: "missing or wrong API key" });
    }
    const d = DIALECTS[dialect]!;
    const sent = d.jsonrpc && isObject(body) ? body[JSONRPC_MEMBERS.params] : body;
    let params: JsonObject = { ...(isObject(sent) ? sent : {}), ...fields, ...query };
    const [requestModel, , , , , taskField] = OPERATIONS[op]!;
    if (requestModel !== null) params = (d.module.DECODE[requestModel] ?? ((v) => v))(params);
    const what = role(op);
    if (what === "card") {
      const base = url.origin + (agent ? url.pathname.slice(0, agent.index + agent[0].length) : "");
      const interfaces = CARD_INTERFACES.map((i) => ({ ...i, url: base + i.url }));
      return this.#json(this.card ?? { ...structuredClone(CARD), ...(CARD_FIELD ? { [CARD_FIELD]: interfaces } : {}) }, 0, signal);
    }
    if (what === "send" || what === "stream") {
      const task = this.#start(params);
      if (what === "stream") return this.#stream(dialect, op, rid, task, 0, signal);
      const config = isObject(params["configuration"]) ? params["configuration"] : {};
      const wait = !(config["returnImmediately"] ?? d.module.wire.defaults["returnImmediately"]);
      return this.#result(dialect, op, rid, wait ? task.task : task.events[0]![1], task.answer.delay ?? 0, signal);
    }
    const found = this.#tasks.get(String(params[taskField ?? ""]));
    if (found === undefined) {
      const [status, code, rpcCode] = NOT_FOUND;
      if (d.jsonrpc && rpcCode !== null) return this.#rpcError(rid, rpcCode, "task not found");
      return this.#error({ status, code: code ?? undefined, message: "task not found" });
    }
    if (what === "subscribe") return this.#stream(dialect, op, rid, found, REPLAYS_LEADING_TASK ? 0 : 1, signal);
    const state = (found.task["status"] as JsonObject)["state"] as string;
    if (what === "cancel" && !STREAM_DONE_STATES.includes(state)) {
      this.#add(found, "StatusUpdate", { status: { state: STATES["CANCELED"] } });
    }
    if (what === "get" || what === "cancel") return this.#result(dialect, op, rid, found.task, 0, signal);
    return this.#error({ status: 501, message: `the fake does not serve ${op}` });
  }

  #route(method: string, path: string, body: unknown): [string | undefined, string | undefined, Record<string, string>] {
    if (isObject(body) && JSONRPC_MEMBERS.method in body) {
      for (const [dialect, d] of Object.entries(DIALECTS)) {
        for (const [op, [http, route, rpcMethod]] of Object.entries(d.bindings)) {
          if (d.jsonrpc && http === method && route === path && rpcMethod === body[JSONRPC_MEMBERS.method]) return [dialect, op, {}];
        }
      }
    }
    for (const [pattern, http, dialect, op] of ROUTES) {
      const match = pattern.exec(path);
      if (match && http === method) {
        const fields = Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]);
        return [dialect, op, Object.fromEntries(fields)];
      }
    }
    return [undefined, undefined, {}];
  }

  /** A new task for a send: its events, as the next scripted answer (or the default) says. */
  #start(request: JsonObject): FakeTask {
    const n = ++this.#ids;
    const message: JsonObject = { ...(isObject(request["message"]) ? request["message"] : {}) };
    const context = (message["contextId"] as string | undefined) || `ctx-${n}`;
    const taskId = `task-${n}`;
    const parts = Array.isArray(message["parts"]) ? message["parts"] : [];
    const said = parts.map((p) => (isObject(p) && typeof p["text"] === "string" ? p["text"] : "")).join("");
    const answer = this.#answers.shift() ?? this.#default ?? { text: said };
    Object.assign(message, { contextId: context, taskId });
    const state = { state: STATES["SUBMITTED"] ?? STATES["WORKING"] };
    const task: FakeTask = { events: [], task: { id: taskId, contextId: context, status: state, history: [message] }, answer, streams: 0 };
    this.#tasks.set(taskId, task);
    task.events.push(["Task", copy(task.task)]);
    this.#add(task, "StatusUpdate", { status: { state: STATES["WORKING"] } });
    (answer.chunks ?? []).forEach((chunk, i) => {
      this.#add(task, "StatusUpdate", { status: { state: STATES["WORKING"], message: this.#said(task, i, chunk) } });
    });
    if (answer.error !== undefined) {
      const failed: JsonObject = { state: FAILED_STATE };
      put(failed, FAILED_TEXT.slice(1), answer.error);
      Object.assign((failed["message"] ??= {}) as JsonObject, this.#said(task, "error", undefined));
      this.#add(task, "StatusUpdate", { status: failed });
      return task;
    }
    const text = answer.text ?? ((answer.chunks ?? []).join("") || said);
    const dataParts = Object.entries(answer.data ?? {}).map(([kind, items]) => ({
      data: { [DATA_KIND_KEY]: kind, [DATA_KINDS[kind]!]: items },
    }));
    const result = { artifactId: `${taskId}-${ARTIFACT_NAME}`, name: ARTIFACT_NAME, parts: [{ text }, ...dataParts] };
    for (const artifact of [result, ...(answer.artifacts ?? [])]) {
      this.#add(task, "ArtifactUpdate", { artifact: copy(artifact), lastChunk: true });
    }
    this.#add(task, "StatusUpdate", { status: { state: STATES["COMPLETED"] } });
    return task;
  }

  /** An agent's message of the task (its parts: this text). */
  #said(task: FakeTask, n: number | string, text: string | undefined): JsonObject {
    const message: JsonObject = { messageId: `${task.task["id"] as string}-${n}`, role: ROLES["AGENT"] };
    if (text !== undefined) message["parts"] = [{ text }];
    return message;
  }

  /** An update of the task: an event, and the task as it leaves it. */
  #add(task: FakeTask, model: string, update: JsonObject): void {
    const event = { taskId: task.task["id"], contextId: task.task["contextId"], ...update };
    task.events.push([model, event]);
    if ("status" in event) task.task["status"] = event["status"];
    if ("artifact" in event) ((task.task["artifacts"] ??= []) as unknown[]).push(event["artifact"]);
  }

  /**
   * A canonical value as the dialect answers the operation with it: its codec's spelling, under
   * its union member's key (or tagged), the stream's end mark on the last event.
   */
  #encoded(dialect: string, op: string, model: string, value: JsonObject, last: boolean): unknown {
    const d = DIALECTS[dialect]!;
    const wire = (d.module.ENCODE[model] ?? ((v) => ({ ...v })))(copy(value));
    if (last && d.end !== null) wire[d.end[0]] = d.end[1];
    const key = OPERATIONS[op]![1].find(([, m]) => m === model)?.[0] ?? null;
    return key !== null && d.tag === null ? { [key]: wire } : wire;
  }

  #envelope(dialect: string, rid: unknown, result: unknown): unknown {
    if (!DIALECTS[dialect]!.jsonrpc) return result;
    return { [JSONRPC_MEMBERS.jsonrpc]: JSONRPC_VERSION, [JSONRPC_MEMBERS.id]: rid, [JSONRPC_MEMBERS.result]: result };
  }

  #result(dialect: string, op: string, rid: unknown, task: JsonObject, delay: number, signal: AbortSignal): Response {
    return this.#json(this.#envelope(dialect, rid, this.#encoded(dialect, op, "Task", task, false)), delay, signal);
  }

  #stream(dialect: string, op: string, rid: unknown, task: FakeTask, start: number, signal: AbortSignal): Response {
    const members = new Set(OPERATIONS[op]![1].map(([, m]) => m));
    const events = task.events.slice(start).filter(([model]) => members.has(model)); // what its stream carries
    let frames: Frame[] = events.map(([model, value], i) => {
      const data = this.#envelope(dialect, rid, this.#encoded(dialect, op, model, value, i === events.length - 1));
      return [task.answer.delay ?? 0, `data: ${JSON.stringify(data)}\n\n`];
    });
    const cut = task.streams === 0 ? task.answer.cut : undefined;
    if (cut !== undefined) frames = frames.slice(0, task.answer.cutAfter ?? 2);
    task.streams++;
    return this.#response(200, STREAM_MEDIA_TYPE, frames, signal, cut === "reset");
  }

  #json(value: unknown, delay: number, signal: AbortSignal, status = 200, headers: Record<string, string> = {}): Response {
    return this.#response(status, "application/json", [[delay, JSON.stringify(value)]], signal, false, headers);
  }

  #error(fault: Fault): Response {
    const body: JsonObject = { [ERROR_BODY.success]: false, [ERROR_BODY.message]: fault.message ?? "" };
    if (fault.code !== undefined) body[ERROR_BODY.code] = fault.code;
    return this.#json(body, 0, new AbortController().signal, fault.status, fault.headers);
  }

  #rpcError(rid: unknown, code: number, message: string): Response {
    const error = { [JSONRPC_ERROR_MEMBERS.code]: code, [JSONRPC_ERROR_MEMBERS.message]: message };
    const body = { [JSONRPC_MEMBERS.jsonrpc]: JSONRPC_VERSION, [JSONRPC_MEMBERS.id]: rid, [JSONRPC_MEMBERS.error]: error };
    return this.#json(body, 0, new AbortController().signal);
  }

  /** A response whose body comes in frames, each after its delay; broken at its end on `reset`. */
  #response(status: number, media: string, frames: readonly Frame[], signal: AbortSignal, reset: boolean, headers: Record<string, string> = {}): Response {
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (next === frames.length) {
          if (reset) controller.error(new TypeError("terminated: the fake broke the connection (cut: reset)"));
          else controller.close();
          return;
        }
        const [delay, text] = frames[next++]!;
        try {
          if (delay > 0) await sleep(delay, signal);
        } catch (reason) {
          controller.error(reason);
          return;
        }
        controller.enqueue(encoder.encode(text));
      },
    });
    const all = { "content-type": media, [REQUEST_ID_HEADER]: `req-${this.requests.length}`, ...headers };
    return new Response(body, { status, headers: all });
  }
}

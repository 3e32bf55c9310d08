/**
 * The HTTP layer under the clients: configuration, the request loop with its retries, error
 * mapping, and event streams, on the platform's fetch.
 *
 * Retries: `maxRetries` more attempts (2 by default), 0.5 s to 8 s backoff with jitter, or what
 * `Retry-After` asks for when that is 60 s or less (a longer one gets the backoff instead, so no
 * wait is longer than 60 s). A request is retried when the connection failed before it was sent;
 * an idempotent operation (its docs say so) also after a timeout, a broken connection or HTTP
 * 408, 409, 429 and 5xx. A message is never sent twice. A stream cut before its task ended is
 * resumed by subscribing to the task again: each reconnect is one of the same retries, after the
 * same backoff.
 *
 * Errors carry the request's `method` and `url`, and HTTP errors the response's `headers` and
 * `requestId`; the API key is never in them.
 *
 * Hooks (`hooks: {request, response, retry, reconnect}`) are called with a HookEvent. Logging:
 * a `logger` option (console will do), or `$LOG_ENV=info|debug` under Node (stderr): INFO one line
 * per request and retry, DEBUG also the bodies, with the key, the Authorization header and any
 * field named like a secret replaced by "[redacted]".
 */

import { errorFromStatus, eventError } from "./error-mapping.js";
import {
  A2AError,
  APIConnectionError,
  APIStatusError,
  APITimeoutError,
  ConfigurationError,
  JSONRPCError,
  StreamInterruptedError,
  UnexpectedResponseError,
} from "./errors.js";
import { TaskFold } from "./fold.js";
import type { Task, TaskState } from "./models.js";
import {
  AGENT_PATH,
  API_KEY_ENV,
  API_KEY_PERMISSION,
  AUTH_HEADER,
  AUTH_PREFIX,
  BASE_URL_ENV,
  DEFAULT_BASE_URL,
  LOG_ENV,
  LOG_NAME,
  PATH_PARAMS,
  REPLAYS_LEADING_TASK,
  REQUEST_ID_HEADER,
  STREAM_DONE_STATES,
  STREAM_ERROR_EVENT,
  STREAM_MEDIA_TYPE,
} from "./spec.js";
import { type ServerSentEvent, SSEDecoder } from "./sse.js";
import type { WireRequest } from "./wire.js";

/** A blocking send lasts as long as the agent runs (milliseconds). */
export const DEFAULT_TIMEOUT = 600_000;
/**
 * For a stream, the longest time allowed between two complete lines (milliseconds). Keep-alive
 * comments count, so it only needs to exceed the server's keep-alive interval (a2a-sdk: 15 s).
 */
export const DEFAULT_STREAM_TIMEOUT = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
const INITIAL_RETRY_DELAY = 500;
const MAX_RETRY_DELAY = 8_000;
const MAX_RETRY_AFTER = 60_000;
/** The most a body may hold once decoded (gzip): more is refused, not read into memory. */
export const MAX_BODY = 64 * 1024 * 1024;
// Decodes whole bodies only (never with {stream: true}), so one serves every call.
const UTF8 = new TextDecoder();
// Failures (Node's error codes) that happen before a single byte of the request went out.
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * The options every client takes besides the agent's path parameters (ClientOptions, in
 * options.ts, adds those).
 */
export interface ConnectionOptions {
  /**
   * Defaults to the environment variable API_KEY_ENV names. A function (sync or async) is called
   * before every request, and once more after a 401 (the request is then sent again, once).
   */
  apiKey?: ApiKey;
  /** Defaults to the environment variable BASE_URL_ENV names, then DEFAULT_BASE_URL. */
  baseUrl?: string;
  /** Milliseconds a request may take, answer included (a blocking send waits for the agent). */
  timeout?: number;
  /** Milliseconds a stream may go without a complete line; keep-alive comments count. */
  streamTimeout?: number;
  /**
   * Milliseconds a whole stream may last (none by default): keep-alives could otherwise keep a
   * stream open for ever.
   */
  streamDeadline?: number;
  /** More attempts after a failure that allows one (see above); 0 turns retries off. */
  maxRetries?: number;
  /** Sent with every request. */
  defaultHeaders?: Record<string, string>;
  /**
   * Called when a path parameter does not have the format of the vendor's examples, which its
   * documentation does not state (the value is sent as it is), and when an agent card names no
   * interface (its list is then empty); `console.warn` by default. Pass `() => {}` to silence it.
   */
  warn?: (message: string) => void;
  /**
   * Your own fetch (a proxy agent, a test double), called with the URL as a string and a
   * RequestInit; the platform's by default.
   */
  fetch?: typeof fetch;
  /** Called on each request, response, retry and stream reconnect. */
  hooks?: Hooks;
  /** Where log lines go (console will do); by default stderr when $LOG_ENV is set, else nowhere. */
  logger?: Logger;
  /** "info" (one line per request and retry) or "debug" (the bodies too); $LOG_ENV, else "info". */
  logLevel?: "info" | "debug";
}

/** The API key, or a function that returns it (sync or async). */
export type ApiKey = string | (() => string | Promise<string>);

/**
 * What a hook is told: the moment (`kind`), the operation, the request's method and URL (never the
 * key), the attempt (1 for the first), the HTTP status (undefined before an answer or when the
 * connection failed) and the milliseconds elapsed since the operation began.
 */
export interface HookEvent {
  kind: "request" | "response" | "retry" | "reconnect";
  operation: string;
  method: string;
  url: string;
  attempt: number;
  status: number | undefined;
  elapsed: number;
}

export type Hook = (event: HookEvent) => void;

export interface Hooks {
  request?: Hook;
  response?: Hook;
  retry?: Hook;
  reconnect?: Hook;
}

/** Where log lines go: `console` is one. */
export interface Logger {
  info(message: string): void;
  debug(message: string): void;
}

/**
 * Per call: `headers` added to the request's, a `timeout` (milliseconds) and `maxRetries` in place
 * of the client's, and a `signal` to abort with.
 */
export interface RequestOptions {
  headers?: Record<string, string>;
  timeout?: number;
  maxRetries?: number;
  signal?: AbortSignal;
}

/** A response as it came: `client.getTask(id).withResponse()` gives it with the result. */
export interface RawResponse {
  statusCode: number;
  headers: Headers;
  /** The response's request id (what support asks for), if it sent one. */
  requestId: string | undefined;
  /** The request it answers: its method and URL (never the key). */
  httpRequest: { method: string; url: string };
}

function rawResponse(response: Response, method: string, url: URL): RawResponse {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  return { statusCode: response.status, headers: response.headers, requestId, httpRequest: { method, url: url.href } };
}

// The executor every APIPromise hands to Promise (then() reads the result, not this value): one
// function for all of them, not a closure per call.
const PLACEHOLDER = (resolve: (value: never) => void): void => resolve(undefined as never);

/**
 * The promise of an operation's result; `withResponse()` gives the result and the RawResponse
 * (made only then: most calls never ask for it).
 */
export class APIPromise<T> extends Promise<T> {
  readonly #result: Promise<[T, () => RawResponse]>;
  #response: RawResponse | undefined;

  // then() and the others make plain promises (and so does a subclass's species).
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  constructor(result: Promise<[T, () => RawResponse]>) {
    super(PLACEHOLDER);
    this.#result = result;
  }

  override then<A = T, B = never>(
    onfulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    // One promise, not two: onrejected sees the result's rejection only, as then() does.
    return this.#result.then(([data]) => (onfulfilled ? onfulfilled(data) : (data as unknown as A)), onrejected);
  }

  /** The result, and the response it came in (status, headers, request id, request). */
  async withResponse(): Promise<{ data: T; response: RawResponse }> {
    const [data, response] = await this.#result;
    return { data, response: (this.#response ??= response()) };
  }
}

/**
 * Per stream: `resume` (true by default) resumes a stream cut before its task ends by subscribing
 * to the task again, skipping the events already yielded; with false, or when that fails, the
 * stream throws StreamInterruptedError.
 */
export interface StreamOptions extends RequestOptions {
  resume?: boolean;
}

/**
 * The events of one stream. The request goes out on the first `next()`, or on `withResponse()`,
 * which gives the response's status and headers before the first event; leaving a `for await`
 * loop early (or `return()`) closes the response. `untilDone()` reads the rest of the stream
 * (after any events read with `next()`) and resolves to its task as the events left it: the final
 * status, the artifacts with their appended chunks, for `answer()`, `attachments()`,
 * `errorMessage()`... (an agent that answered with a message rejects it: UnexpectedResponseError).
 */
export interface Stream<E> extends AsyncGenerator<E, void, undefined> {
  untilDone(): Promise<Task>;
  withResponse(): Promise<{ data: Stream<E>; response: RawResponse }>;
}

/** How a cut stream of a task goes on: the request that subscribes to it again, and its parser. */
export type Resume<E> = (taskId: string) => [WireRequest, (body: unknown) => E];

const SECRET = /authorization|api[-_]?key|secret|token|password|passwd|credential/i;

/** The value with every key replaced, and (`fields`) every field named like a secret. */
function redact(value: unknown, keys: readonly string[], fields = false): unknown {
  if (typeof value === "string") return keys.reduce((text, key) => text.split(key).join("[redacted]"), value);
  if (Array.isArray(value)) return value.map((v) => redact(v, keys, fields));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fields && SECRET.test(k) ? "[redacted]" : redact(v, keys, fields)]));
  }
  return value;
}

/** One call of an operation: its options, the hooks it calls, its log lines. */
class Call {
  readonly started = Date.now();
  readonly maxRetries: number;

  constructor(
    readonly operation: string,
    options: RequestOptions,
    fallback: number,
    private readonly hooks: Hooks,
    private readonly log: Log | undefined,
    private readonly keys: readonly string[],
  ) {
    const maxRetries = options.maxRetries ?? fallback;
    if (!Number.isInteger(maxRetries) || maxRetries < 0) {
      throw new ConfigurationError("maxRetries", `must be a whole number, 0 or more, not ${maxRetries}`);
    }
    this.maxRetries = maxRetries;
  }

  #hook(kind: HookEvent["kind"], method: string, url: URL, attempt: number, status: number | undefined): void {
    const hook = this.hooks[kind];
    if (hook === undefined) return;
    hook({ kind, operation: this.operation, method, url: redact(url.href, this.keys) as string, attempt: attempt + 1, status, elapsed: Date.now() - this.started });
  }

  sending(method: string, url: URL, attempt: number, headers: Record<string, string>, body: unknown): void {
    this.#hook("request", method, url, attempt, undefined);
    if (this.log?.debugging) {
      const shown = JSON.stringify(redact(headers, this.keys, true));
      this.log.logger.debug(`${this.operation}: ${method} ${redact(url.href, this.keys)} request headers=${shown} body=${body === undefined ? "" : JSON.stringify(redact(body, this.keys, true))}`);
    }
  }

  answered(method: string, url: URL, attempt: number, response: Response): void {
    this.#hook("response", method, url, attempt, response.status);
    if (this.log === undefined) return;
    const id = response.headers.get(REQUEST_ID_HEADER);
    this.log.logger.info(
      `${method} ${redact(url.href, this.keys)} -> ${response.status} in ${Date.now() - this.started} ms (attempt ${attempt + 1})${id === null ? "" : ` ${REQUEST_ID_HEADER}=${id}`}`,
    );
  }

  /** A response body, or a stream's chunk (decoded only when it is logged). */
  body(method: string, url: URL, body: string | Uint8Array): void {
    if (!this.log?.debugging) return;
    const text = typeof body === "string" ? body : UTF8.decode(body);
    let shown: string;
    try {
      shown = JSON.stringify(redact(JSON.parse(text), this.keys, true));
    } catch {
      shown = redact(text, this.keys) as string;
    }
    this.log.logger.debug(`${this.operation}: ${method} ${redact(url.href, this.keys)} response body=${shown}`);
  }

  retrying(method: string, url: URL, attempt: number, status: number | undefined, delay: number, why: string): void {
    this.#hook("retry", method, url, attempt, status);
    this.log?.logger.info(`${method} ${redact(url.href, this.keys)}: ${why}; retry ${attempt + 1} of ${this.maxRetries} in ${Math.round(delay)} ms`);
  }

  reconnecting(method: string, url: URL, attempt: number, taskId: string, delay: number): void {
    this.#hook("reconnect", method, url, attempt, undefined);
    this.log?.logger.info(`stream of task ${taskId} cut; resuming in ${Math.round(delay)} ms (reconnect ${attempt + 1} of ${this.maxRetries})`);
  }
}

interface Log {
  logger: Logger;
  debugging: boolean;
}

/** Where the log lines go: the logger option, else stderr when $LOG_ENV (or logLevel) asks. */
function log(options: ConnectionOptions): Log | undefined {
  const level = options.logLevel ?? env(LOG_ENV)?.trim().toLowerCase();
  if (level !== undefined && level !== "" && level !== "info" && level !== "debug") {
    throw new ConfigurationError(LOG_ENV, `${JSON.stringify(level)} is not info or debug`);
  }
  const stderr = (message: string): void => console.error(`${new Date().toISOString()} ${LOG_NAME} ${message}`);
  const logger = options.logger ?? (level ? { info: stderr, debug: stderr } : undefined);
  return logger && { logger, debugging: level === "debug" };
}

function env(name: string): string | undefined {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return process?.env?.[name];
}

/**
 * A timer that aborts a request when the whole request takes too long or, for a stream, when the
 * server stays silent too long (`touch()` starts the time again). The caller's signal aborts it too.
 */
class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  private handle: ReturnType<typeof setTimeout> | undefined;
  private touched = 0;
  private readonly onAbort: (() => void) | undefined;

  constructor(
    private readonly ms: number,
    private readonly signal: AbortSignal | undefined,
    private readonly url: URL,
  ) {
    if (signal !== undefined) {
      if (signal.aborted) this.controller.abort(signal.reason);
      this.onAbort = (): void => this.controller.abort(signal.reason);
      signal.addEventListener("abort", this.onAbort, { once: true });
    }
    this.reset();
  }

  reset(): void {
    clearTimeout(this.handle);
    if (!Number.isFinite(this.ms)) return;
    this.touched = Date.now();
    this.handle = setTimeout(expire, this.ms, this);
  }

  /** The timer went off. A touch only noted the time: then it waits again for what is left. */
  expire(): void {
    const left = this.touched + this.ms - Date.now();
    if (left > 0) {
      this.handle = setTimeout(expire, left, this);
      return;
    }
    this.timedOut = true;
    this.controller.abort(new APITimeoutError(`timed out after ${this.ms} ms`));
  }

  /** The server was heard from (at `now`, Date.now()): the time allowed starts again. */
  touch(now: number): void {
    this.touched = now;
  }

  clear(): void {
    clearTimeout(this.handle);
    if (this.onAbort !== undefined) this.signal!.removeEventListener("abort", this.onAbort);
  }

  /**
   * What a failure becomes: the caller's abort reason, a timeout, or a connection error that
   * names the host (and a transport's own text only when it is not about the headers).
   */
  failure(error: unknown): unknown {
    if (this.signal?.aborted) return this.signal.reason;
    if (this.timedOut) return new APITimeoutError(`${this.url.host} timed out after ${this.ms} ms`);
    if (error instanceof A2AError) return error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code?.startsWith("Z_")) {
      return new UnexpectedResponseError(`a body its content-encoding does not decode (${cause.code})`, undefined);
    }
    let detail = [error instanceof Error ? error.message : String(error), cause?.code ?? cause?.message].filter(Boolean).join(": ");
    if (/header/i.test(detail)) detail = error instanceof Error ? error.name : "failed";
    const what = wasNotSent(error) ? "could not reach" : "the connection failed to";
    return new APIConnectionError(`${what} ${this.url.host} (${detail})`);
  }
}

// A module function with the deadline as its argument: no closure per request.
function expire(deadline: Deadline): void {
  deadline.expire();
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = (): void => {
      signal?.removeEventListener("abort", abort);
      resolve();
    };
    const handle = setTimeout(done, ms);
    const abort = (): void => {
      clearTimeout(handle);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/** Retry-After (seconds or an HTTP date) in ms, unless it asks for more than MAX_RETRY_AFTER. */
export function retryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  let ms = /^\s*[0-9]+(\.[0-9]+)?\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (Number.isNaN(ms)) return undefined;
  ms = Math.max(ms, 0);
  return ms <= MAX_RETRY_AFTER ? ms : undefined;
}

/** The backoff before retry number attempt + 1, in milliseconds. */
export function retryDelay(attempt: number, response?: Response): number {
  const after = response ? retryAfter(response.headers.get("retry-after")) : undefined;
  if (after !== undefined) return after;
  return Math.min(INITIAL_RETRY_DELAY * 2 ** attempt, MAX_RETRY_DELAY) * (1 - 0.25 * Math.random());
}

function retriesStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

function wasNotSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" && NOT_SENT.has(code);
}

/** The whole body as text, decoded; at most MAX_BODY bytes of it. */
async function readBody(response: Response): Promise<string> {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY) throw new UnexpectedResponseError(`a body larger than ${MAX_BODY} bytes once decoded`, undefined);
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined); // a body read to its end needs no cancel
    throw error;
  }
  if (chunks.length === 1) return UTF8.decode(chunks[0]!);
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  chunks.length = 0; // the bytes once, not twice, while they are decoded
  return UTF8.decode(whole);
}

/**
 * A stream as its caller sees it: an async generator's API over the batches of events the
 * client's generator yields (one batch per chunk read). An event is handed out of its batch
 * without a generator step of its own, and taken into the stream's Progress only then, so the
 * task folds exactly the events its caller was given. Calls that need the generator (a new batch,
 * `return()`, `throw()`) run one at a time, in the order they were made, as a generator's would.
 */
class EventStream<E> implements Stream<E> {
  readonly #batches: AsyncGenerator<E[], void, undefined>;
  readonly #progress: Progress;
  readonly #signal: AbortSignal | undefined;
  readonly #response: () => Promise<RawResponse>;
  #batch: E[] = [];
  #at = 0;
  #busy: Promise<unknown> | undefined; // a call to the generator under way

  constructor(batches: AsyncGenerator<E[], void, undefined>, progress: Progress, signal: AbortSignal | undefined, response: () => Promise<RawResponse>) {
    this.#batches = batches;
    this.#progress = progress;
    this.#signal = signal;
    this.#response = response;
  }

  next(): Promise<IteratorResult<E, void>> {
    if (this.#busy === undefined) {
      const event = this.#take();
      if (event !== NONE) return Promise.resolve({ value: event, done: false });
    }
    return this.#after(() => this.#next());
  }

  return(): Promise<IteratorResult<E, void>> {
    return this.#after(() => this.#resume(() => this.#batches.return(undefined)));
  }

  throw(error: unknown): Promise<IteratorResult<E, void>> {
    return this.#after(() => this.#resume(() => this.#batches.throw(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async untilDone(): Promise<Task> {
    for await (const _event of this); // the rest of the stream, folded as it is read
    return this.#progress.task.result();
  }

  async withResponse(): Promise<{ data: Stream<E>; response: RawResponse }> {
    return { data: this, response: await this.#response() };
  }

  /** The next event of the batch to hand out, or NONE: the batch is used up, or the signal aborted. */
  #take(): E | typeof NONE {
    const batch = this.#batch;
    while (this.#at < batch.length) {
      // Aborted while the caller held an event: the generator, resumed, throws the reason.
      if (this.#signal?.aborted) break;
      const event = batch[this.#at++]!;
      if (this.#progress.take(event)) return event;
    }
    this.#batch = [];
    this.#at = 0;
    return NONE;
  }

  /** The next event, from the batch or from the generator's next batches. */
  async #next(): Promise<IteratorResult<E, void>> {
    for (;;) {
      const event = this.#take();
      if (event !== NONE) return { value: event, done: false };
      const result = await this.#batches.next();
      if (result.done) return result;
      this.#batch = result.value;
    }
  }

  /** The batch dropped, and the generator resumed by `call`: its next event, if it goes on. */
  async #resume(call: () => Promise<IteratorResult<E[], void>>): Promise<IteratorResult<E, void>> {
    [this.#batch, this.#at] = [[], 0];
    const result = await call();
    if (result.done) return result;
    this.#batch = result.value;
    return this.#next();
  }

  /** Run step once the call to the generator under way (if any) is over. */
  #after<T>(step: () => Promise<T>): Promise<T> {
    const result = this.#busy === undefined ? step() : this.#busy.then(step);
    const busy: Promise<unknown> = result.then(
      () => this.#busy === busy && (this.#busy = undefined),
      () => this.#busy === busy && (this.#busy = undefined),
    );
    this.#busy = busy;
    return result;
  }
}

const NONE = Symbol("none");

/**
 * Where a task's stream got to, across reconnects: the task, its last state, whether the stream
 * is complete (a final state, or a message as the whole answer), and how many events of a replay
 * to skip because they were yielded already. Events are canonical: `{task}`, `{message}`,
 * `{statusUpdate}` or `{artifactUpdate}`.
 */
class Progress {
  readonly task = new TaskFold(); // the events yielded, folded into their task
  taskId: string | undefined;
  lastState: TaskState | undefined;
  complete = false;
  #yielded = 0;
  #leadingTask = false; // the first event was the task, which a replay leaves out
  #skip = 0;

  /** Whether to yield the event (false: a replay of one already yielded). */
  take(event: unknown): boolean {
    if (this.#skip) {
      this.#skip--;
      return false;
    }
    const e = event as { task?: Described; statusUpdate?: Described; artifactUpdate?: Described; message?: unknown };
    if (this.#yielded === 0) this.#leadingTask = e.task !== undefined;
    this.#yielded++;
    this.task.add(event);
    const described = e.task ?? e.statusUpdate ?? e.artifactUpdate;
    this.taskId = e.task?.id ?? described?.taskId ?? this.taskId;
    this.lastState = described?.status?.state ?? this.lastState;
    this.complete = e.message !== undefined || (this.lastState !== undefined && STREAM_DONE_STATES.includes(this.lastState));
    return true;
  }

  /** A replay from the task's first event begins. */
  resumed(): void {
    this.#skip = this.#yielded - (this.#leadingTask && !REPLAYS_LEADING_TASK ? 1 : 0);
  }

  interrupted(why: string, cause: unknown): StreamInterruptedError {
    const message =
      this.taskId === undefined
        ? `the stream ${why} before any event of a task came`
        : `the stream of task ${JSON.stringify(this.taskId)} ${why} before the task finished (last state: ${this.lastState}); ` +
          `follow it with subscribeToTask(${JSON.stringify(this.taskId)}), or getTask`;
    const error = new StreamInterruptedError(message, this.taskId, this.lastState);
    if (cause !== undefined) (error as { cause?: unknown }).cause = cause;
    return error;
  }
}

interface Described {
  id?: string;
  taskId?: string;
  status?: { state?: TaskState };
}

/** A body's or an event's JSON; what it came in (a response, or an event) names it in the error. */
function parseJson(text: string, from: Response | "event", read: (text: string) => unknown = JSON.parse): unknown {
  try {
    return read(text);
  } catch {
    const what = from === "event" ? "a stream event whose data is" : `HTTP ${from.status} with a body (${from.headers.get("content-type")})`;
    throw new UnexpectedResponseError(`${what} that is not JSON`, text);
  }
}

/** Configuration and I/O shared by every client. */
export class APIClient {
  readonly baseUrl: string;
  readonly timeout: number;
  readonly streamTimeout: number;
  readonly streamDeadline: number | undefined;
  readonly maxRetries: number;
  // Private fields (#): never shown by console.log or util.inspect, so the key stays out of logs.
  readonly #options: ConnectionOptions;
  readonly #key: string | undefined;
  readonly #keySource: (() => string | Promise<string>) | undefined;
  readonly #keys: string[] = []; // every key used, to take out of any text
  readonly #headers: Record<string, string>;
  readonly #fetch: typeof fetch;
  readonly #hooks: Hooks;
  readonly #log: Log | undefined;
  #ids = 0;
  #last: [string, URL] | undefined; // the last URL parsed, and the text it came from

  constructor(options: ConnectionOptions) {
    this.#options = options;
    const key = options.apiKey ?? env(API_KEY_ENV);
    this.#keySource = typeof key === "function" ? key : undefined;
    this.#key = typeof key === "function" ? undefined : this.#checkedKey(key);
    let path = AGENT_PATH;
    for (const [name, [option, pattern, guess, variable]] of Object.entries(PATH_PARAMS)) {
      const given: unknown = (options as unknown as Record<string, unknown>)[option];
      const value = given === undefined && variable ? env(variable) : given;
      if (value === undefined || value === "") {
        const where = variable ? `pass ${option} or set $${variable}` : `pass ${option}`;
        throw new ConfigurationError(option, `${value === "" ? "is empty" : "is missing"}: ${where}; nothing was sent`);
      }
      if (typeof value === "string" && guess && !new RegExp(`^(?:${pattern})$`, "u").test(value)) {
        // A guessed format must not lock out a real ID: warn, and send it (encoded).
        (options.warn ?? console.warn)(`${option}: ${JSON.stringify(value)} does not match ${pattern}; sent as it is. ${guess}`);
      } else if (typeof value !== "string" || !new RegExp(`^(?:${pattern})$`, "u").test(value)) {
        throw new ConfigurationError(option, `${JSON.stringify(value)} does not match ${pattern}`);
      }
      path = path.replace(`{${name}}`, () => encodeURIComponent(value));
    }
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    if (!Number.isInteger(maxRetries) || maxRetries < 0) {
      throw new ConfigurationError("maxRetries", `must be a whole number, 0 or more, not ${maxRetries}`);
    }
    const root = options.baseUrl || env(BASE_URL_ENV) || DEFAULT_BASE_URL;
    if (!/^https?:\/\/[^/?#]/i.test(root)) {
      const where = options.baseUrl ? "" : ` (from $${BASE_URL_ENV})`;
      throw new ConfigurationError("baseUrl", `${JSON.stringify(root)}${where} is not an http:// or https:// URL; nothing was sent`);
    }
    this.baseUrl = root.replace(/\/+$/, "") + path;
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT;
    this.streamTimeout = options.streamTimeout ?? DEFAULT_STREAM_TIMEOUT;
    this.streamDeadline = options.streamDeadline;
    this.maxRetries = maxRetries;
    this.#headers = { ...options.defaultHeaders };
    this.#hooks = { ...options.hooks };
    for (const kind of Object.keys(this.#hooks)) {
      if (!["request", "response", "retry", "reconnect"].includes(kind)) {
        throw new ConfigurationError("hooks", `${JSON.stringify(kind)} is not one of request, response, retry, reconnect`);
      }
    }
    this.#log = log(options);
    const fetcher = options.fetch ?? globalThis.fetch;
    if (typeof fetcher !== "function") throw new ConfigurationError("fetch", "this platform has no fetch: pass one");
    this.#fetch = fetcher;
  }

  /** The options this client was made with, for withOptions. */
  protected settings(): ConnectionOptions {
    return this.#options;
  }

  #checkedKey(key: unknown): string {
    if (!key) {
      throw new ConfigurationError("apiKey", `pass apiKey or set $${API_KEY_ENV} (needs the ${API_KEY_PERMISSION} permission)`);
    }
    if (typeof key !== "string") throw new ConfigurationError("apiKey", `the key must be a string, not ${typeof key}; nothing was sent`);
    if (!/^[\x21-\x7e]+$/.test(key)) {
      // never the key itself: it could end up in a log
      throw new ConfigurationError(
        "apiKey",
        "holds a space, a line break or a character outside printable ASCII (a stray character from copying it?); fix it, nothing was sent",
      );
    }
    if (!this.#keys.includes(key)) {
      this.#keys.push(key);
      if (this.#keys.length > 16) this.#keys.shift(); // a key function may answer a new one each time
    }
    return key;
  }

  /** What the key function answers now. */
  async #askedKey(): Promise<string> {
    return this.#checkedKey(await this.#keySource!());
  }

  #call(operation: string, options: RequestOptions): Call {
    return new Call(operation, options, this.maxRetries, this.#hooks, this.#log, this.#keys);
  }

  /**
   * A request's URL, parsed once while calls go to the same one: fetch gets its text, so no one
   * else holds the URL object to change it.
   */
  #url(text: string): URL {
    if (this.#last?.[0] !== text) this.#last = [text, new URL(text)];
    return this.#last[1];
  }

  /** The next JSON-RPC request id of this client. */
  protected nextId(): number {
    return ++this.#ids;
  }

  /**
   * Send the request build() makes and parse its JSON body; an error answer is thrown as its typed
   * error. A failed local check in build() rejects the promise: nothing is sent.
   */
  protected request<R>(
    operation: string,
    build: () => WireRequest,
    parse: (body: unknown) => R,
    idempotent: boolean,
    options: RequestOptions = {},
  ): APIPromise<R> {
    return new APIPromise(
      (async (): Promise<[R, () => RawResponse]> => {
        const wire = build();
        const call = this.#call(operation, options);
        const [response, deadline, url] = await this.#send(wire, call, idempotent, false, options, true);
        try {
          const text = await readBody(response);
          call.body(wire.method, url, text);
          const result = parse(parseJson(text, response, wire.read));
          return [result, () => rawResponse(response, wire.method, url)];
        } catch (error) {
          throw this.#failed(deadline.failure(error), wire.method, url, response);
        } finally {
          deadline.clear();
        }
      })(),
    );
  }

  /**
   * The parsed events of a stream; the request goes out on the first `next()`. A stream that ends
   * or breaks before its task reaches a final state is resumed with `resume` (or throws
   * StreamInterruptedError); a timeout is thrown as it is.
   */
  protected stream<E>(
    operation: string,
    wire: WireRequest,
    parse: (body: unknown) => E,
    ends: (event: E) => boolean,
    idempotent: boolean,
    options: StreamOptions = {},
    resume?: Resume<E>,
  ): Stream<E> {
    const call = this.#call(operation, options);
    const progress = new Progress();
    let opening: Promise<[Response, Deadline, URL]> | undefined;
    const open = (): Promise<[Response, Deadline, URL]> => (opening ??= this.#open(wire, call, idempotent, options, 0, progress));
    const batches = this.#events(call, open, wire, parse, ends, idempotent, options, progress, resume);
    return new EventStream(batches, progress, options.signal, async () => {
      const [response, , url] = await open();
      return rawResponse(response, wire.method, url);
    });
  }

  async *#events<E>(
    call: Call,
    open: () => Promise<[Response, Deadline, URL]>,
    wire: WireRequest,
    parse: (body: unknown) => E,
    ends: (event: E) => boolean,
    idempotent: boolean,
    options: StreamOptions,
    progress: Progress,
    resume?: Resume<E>,
  ): AsyncGenerator<E[], void, undefined> {
    const end = this.streamDeadline === undefined ? Infinity : Date.now() + this.streamDeadline;
    let [request, parseEvent] = [wire, parse];
    let first: URL | undefined;
    for (let attempt = 0; ; attempt++) {
      // A reconnect is one of the retries, so it has none of its own.
      const [response, deadline, url] = attempt === 0 ? await open() : await this.#open(request, call, idempotent, options, attempt, progress);
      first ??= url;
      let cut: unknown;
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      try {
        const media = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
        if (response.body === null || media !== STREAM_MEDIA_TYPE) {
          // A plain JSON answer: an error, or one result.
          const sse: ServerSentEvent = { data: await readBody(response), event: "message", id: undefined, retry: undefined };
          yield [parseEvent(parseSse(sse, request.read))];
        } else {
          const decoder = new SSEDecoder();
          reader = response.body.getReader();
          let lines = 0;
          for (let last = false; !last; ) {
            const { value, done } = await reader.read();
            let sses: ServerSentEvent[];
            if (done) sses = decoder.close();
            else {
              call.body(request.method, url, value);
              sses = decoder.feed(value);
              const now = Date.now();
              if (decoder.lines !== lines) {
                lines = decoder.lines;
                deadline.touch(now); // streamTimeout bounds the time between complete lines
              }
              if (now > end) throw new APITimeoutError(`the stream outlasted its streamDeadline of ${this.streamDeadline} ms`);
            }
            // A chunk's events are parsed together and handed out one by one (EventStream); an
            // error frame, or an event that does not parse, is thrown once those before it were.
            const batch: E[] = [];
            let failed = false;
            let failure: unknown;
            for (const sse of sses) {
              try {
                const event = parseEvent(parseSse(sse, request.read));
                batch.push(event);
                if ((last = ends(event))) break;
              } catch (error) {
                [failed, failure] = [true, error];
                break;
              }
            }
            if (batch.length) {
              yield batch;
              options.signal?.throwIfAborted(); // aborted while the consumer held an event
            }
            if (failed) throw failure;
            last ||= done;
          }
        }
      } catch (error) {
        const failure = deadline.failure(error);
        if (options.signal?.aborted || failure instanceof APITimeoutError) throw this.#failed(failure, request.method, url, response);
        if (attempt > 0 && !(failure instanceof APIConnectionError || (failure instanceof APIStatusError && retriesStatus(failure.statusCode)))) {
          throw this.#failed(progress.interrupted("could not be resumed", failure), wire.method, first);
        }
        if (!(failure instanceof APIConnectionError)) throw this.#failed(failure, request.method, url, response);
        cut = failure;
      } finally {
        deadline.clear();
        reader?.cancel().catch(() => undefined);
      }
      if (progress.complete) return;
      if (!resume || options.resume === false || progress.taskId === undefined || attempt >= call.maxRetries) {
        throw this.#failed(progress.interrupted(cut === undefined ? "ended" : "broke", cut), wire.method, first);
      }
      const delay = retryDelay(attempt);
      call.reconnecting(wire.method, first!, attempt, progress.taskId, delay);
      await sleep(delay, options.signal);
      progress.resumed();
      [request, parseEvent] = resume(progress.taskId);
    }
  }

  /**
   * The response of a stream's request. On a reconnect, a refusal means the task can no longer
   * be subscribed to (StreamInterruptedError); a failure to connect is thrown as it is.
   */
  async #open(
    request: WireRequest,
    call: Call,
    idempotent: boolean,
    options: StreamOptions,
    attempt: number,
    progress: Progress,
  ): Promise<[Response, Deadline, URL]> {
    try {
      return await this.#send(request, call, attempt > 0 || idempotent, true, options, attempt === 0);
    } catch (error) {
      if (attempt > 0 && (error instanceof JSONRPCError || (error instanceof APIStatusError && !retriesStatus(error.statusCode)))) {
        throw progress.interrupted("could not be resumed", error);
      }
      throw error;
    }
  }

  /** The error, with what it is about, and the API key taken out of any text it holds. */
  #failed(error: unknown, method: string, url: URL | undefined, response?: Response): unknown {
    if (!(error instanceof A2AError)) return error;
    if (error instanceof APIStatusError && error.statusCode === 404 && error.url === undefined && url !== undefined) {
      error.message += ` (${method} ${url.href})`; // the URL itself may be what is wrong: name it, once
    }
    error.method ??= method;
    error.url ??= url?.href;
    const keys = this.#keys;
    error.message = redact(error.message, keys) as string;
    if (error.stack !== undefined) error.stack = redact(error.stack, keys) as string;
    const fields = error as unknown as Record<string, unknown>;
    for (const name of ["body", "data"]) {
      if (name in fields) Object.defineProperty(error, name, { value: redact(fields[name], keys), enumerable: true });
    }
    if (error instanceof APIStatusError && response !== undefined) {
      error.headers = redact(Object.fromEntries(response.headers), keys) as Record<string, string>;
      error.requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    }
    return error;
  }

  async #send(
    wire: WireRequest,
    call: Call,
    idempotent: boolean,
    stream: boolean,
    options: RequestOptions,
    retries: boolean,
  ): Promise<[Response, Deadline, URL]> {
    const query = wire.query && Object.keys(wire.query).length ? `?${new URLSearchParams(wire.query)}` : "";
    const url = this.#url(this.baseUrl + wire.path + query);
    const body = wire.body === undefined ? null : JSON.stringify(wire.body);
    const ms = options.timeout ?? (stream ? this.streamTimeout : this.timeout);
    const most = retries ? call.maxRetries : 0;
    let key = this.#key ?? (await this.#askedKey()); // a fixed key costs no await
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const headers = { ...this.#headers, ...wire.headers, ...options.headers, [AUTH_HEADER]: AUTH_PREFIX + key };
      call.sending(wire.method, url, attempt, headers, wire.body);
      const deadline = new Deadline(ms, options.signal, url);
      let response: Response;
      try {
        response = await this.#fetch(url.href, { method: wire.method, headers, body, signal: deadline.controller.signal });
      } catch (error) {
        deadline.clear();
        const failure = deadline.failure(error);
        const retry = attempt < most && !options.signal?.aborted && (idempotent || wasNotSent(error));
        if (!retry) throw this.#failed(failure, wire.method, url);
        const delay = retryDelay(attempt);
        call.retrying(wire.method, url, attempt, undefined, delay, failure instanceof Error ? failure.name : "failed");
        await sleep(delay, options.signal);
        continue;
      }
      call.answered(wire.method, url, attempt, response);
      if (response.ok) return [response, deadline, url];
      if (response.status === 401 && this.#keySource !== undefined && !refreshed) {
        // The key expired: ask the key function again, and send once more.
        deadline.clear();
        await response.body?.cancel().catch(() => undefined);
        [key, refreshed] = [await this.#askedKey(), true];
        attempt--;
        continue;
      }
      if (attempt < most && idempotent && retriesStatus(response.status)) {
        deadline.clear();
        await response.body?.cancel().catch(() => undefined);
        const delay = retryDelay(attempt, response);
        call.retrying(wire.method, url, attempt, response.status, delay, `HTTP ${response.status}`);
        await sleep(delay, options.signal);
        continue;
      }
      try {
        const text = await readBody(response);
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the text is the message
        }
        throw errorFromStatus(response.status, body);
      } catch (error) {
        throw this.#failed(deadline.failure(error), wire.method, url, response);
      } finally {
        deadline.clear();
      }
    }
  }
}

/** The data of an event, parsed; an error frame is thrown. */
function parseSse(sse: ServerSentEvent, read: ((text: string) => unknown) | undefined): unknown {
  const body = parseJson(sse.data, "event", read);
  if (sse.event === STREAM_ERROR_EVENT) throw eventError(body);
  return body;
}

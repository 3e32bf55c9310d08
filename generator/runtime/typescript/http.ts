/**
 * The HTTP layer under the clients: configuration, the request loop with its retries, error
 * mapping, and event streams, on the platform's fetch.
 *
 * Retries follow the RetryPolicy (`retry`, on the client and per call), whose defaults are the
 * spec's policy (spec.ts): so many more attempts, an exponential backoff with jitter, or what
 * `Retry-After` asks for when that is no longer than RETRY_AFTER_MAX (a longer one gets the
 * backoff instead). A request is retried when the connection failed before it was sent; an
 * idempotent operation (its docs say so) also after a timeout, a broken connection or one of the
 * policy's statuses. A message is never sent twice, whatever the policy says. A stream cut before
 * its task ended is resumed by subscribing to the task again: each reconnect is one of the same
 * retries, after the same backoff.
 *
 * Interceptors (`interceptors: [{before, after}]`): `before` is called once per call with an
 * InterceptedCall (operation, dialect, the canonical request, the call's headers) before the
 * request is built (and checked) or sent; it may change the request (its metadata) and the
 * headers, and answers the call itself by returning a result (undefined lets it go on). It is
 * synchronous, as hooks are. `after` is called once the call ended (a stream's when the stream
 * ends) with the result or the error; it observes, and what it returns is ignored.
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
  API_KEY_DOC,
  AUTH_HEADER,
  AUTH_PREFIX,
  BASE_URL_ENV,
  DEFAULT_BASE_URL,
  INITIAL_BACKOFF,
  JITTER,
  KEY_REFRESH_STATUS,
  LOG_ENV,
  LOG_NAME,
  MAX_BACKOFF,
  MAX_RETRIES,
  PATH_PARAMS,
  REPLAYS_LEADING_TASK,
  REQUEST_ID_HEADER,
  RETRY_AFTER_MAX,
  RETRY_STATUSES,
  STREAM_DONE_STATES,
  STREAM_ERROR_EVENT,
  STREAM_MEDIA_TYPE,
  STREAM_TIMEOUT,
  TIMEOUT,
} from "./spec.js";
import { type ServerSentEvent, SSEDecoder } from "./sse.js";
import type { WireRequest } from "./wire.js";

/** A blocking send lasts as long as the agent runs (milliseconds). */
export const DEFAULT_TIMEOUT = TIMEOUT;
/**
 * For a stream, the longest time allowed between two complete lines (milliseconds). Keep-alive
 * comments count, so it only needs to exceed the server's keep-alive interval.
 */
export const DEFAULT_STREAM_TIMEOUT = STREAM_TIMEOUT;
export const DEFAULT_MAX_RETRIES = MAX_RETRIES;
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
  /** How failures are retried; what it leaves out is the spec's policy. `maxRetries` is over it. */
  retry?: RetryPolicy;
  /** Called around each call: `before` may change or answer it, `after` sees how it ended. */
  interceptors?: readonly Interceptor[];
  /** Sent with every request. */
  defaultHeaders?: Record<string, string>;
  /**
   * Called when a path parameter, or a setting of the extension, breaks a format or a rule that
   * the vendor's documentation does not state (the value is sent as it is), and when an agent
   * card names no interface (its list is then empty); `console.warn` by default. Pass `() => {}`
   * to silence it.
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
 * connection failed), the milliseconds elapsed since the operation began, and for a retry or a
 * reconnect the milliseconds of its `delay`.
 */
export interface HookEvent {
  kind: "request" | "response" | "retry" | "reconnect";
  operation: string;
  method: string;
  url: string;
  attempt: number;
  status: number | undefined;
  elapsed: number;
  delay?: number;
}

/**
 * What a retry predicate is told of a failed attempt: the operation, the attempt (1 for the
 * first), its HTTP status (undefined when the connection failed) and the connection's error.
 */
export interface RetryAttempt {
  operation: string;
  attempt: number;
  status: number | undefined;
  error: unknown;
}

/**
 * How failed requests are retried. What a policy leaves out is the client's, and the client's the
 * spec's: `maxRetries` (more attempts), `initialBackoff` (milliseconds before the first retry,
 * doubled for each next one up to `maxBackoff`, less a random jitter), the HTTP `statuses`
 * retried, a `deadline` (milliseconds the call may take with its retries: no retry starts whose
 * wait would end past it; the attempt under way keeps its `timeout`) and `retryIf`, a predicate
 * that decides instead of `statuses` (a connection failure is retried unless it says no). A
 * request that may have reached the agent is retried only when its operation is idempotent,
 * whatever the policy says; a stream's reconnects follow `maxRetries` and the backoff.
 *
 * @example
 * const client = new Client({ retry: { maxRetries: 5, initialBackoff: 100, statuses: [503], deadline: 30_000 } });
 */
export interface RetryPolicy {
  maxRetries?: number;
  initialBackoff?: number;
  maxBackoff?: number;
  statuses?: readonly number[];
  deadline?: number;
  retryIf?: (attempt: RetryAttempt) => boolean;
}

/** The spec's policy: the statuses of RETRY_STATUSES, no deadline, no predicate. */
const SPEC_RETRY: RetryPolicy = { maxRetries: MAX_RETRIES, initialBackoff: INITIAL_BACKOFF, maxBackoff: MAX_BACKOFF };

/** A policy's own fields over base's (undefined ones are base's). */
function over(policy: RetryPolicy | undefined, maxRetries: number | undefined, base: RetryPolicy): RetryPolicy {
  const merged: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries({ ...policy, maxRetries: maxRetries ?? policy?.maxRetries })) {
    if (value === undefined) continue;
    if (typeof value === "number" && !(value >= 0)) {
      throw new ConfigurationError(name === "maxRetries" ? "maxRetries" : `retry.${name}`, `must be 0 or more, not ${value}`);
    }
    merged[name] = value;
  }
  if (!Number.isInteger(merged["maxRetries"])) {
    throw new ConfigurationError("maxRetries", `must be a whole number, 0 or more, not ${merged["maxRetries"]}`);
  }
  return merged as RetryPolicy;
}

/**
 * A call as an interceptor sees it: the `operation` ("sendMessage"...), the `dialect`, the canonical
 * `request` (undefined when the operation takes none), which `before` may change (its metadata...),
 * and the `headers` the call adds to its requests, which `before` may change too.
 */
export interface InterceptedCall {
  operation: string;
  dialect: string;
  request: unknown;
  headers: Record<string, string>;
}

/**
 * `before(call)` runs before the call is built and sent: it returns undefined to let it go on, or
 * the result to answer with (nothing is sent; a streaming operation takes an array of events).
 * `after(call, outcome)` runs when the call ended, with `{result}` (undefined for a stream) or
 * `{error}`; it observes, and what it throws is thrown instead.
 */
export interface Interceptor {
  before?(call: InterceptedCall): unknown;
  after?(call: InterceptedCall, outcome: { result?: unknown; error?: unknown }): void;
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
 * Per call: `headers` added to the request's, a `timeout` (milliseconds) in place of the client's,
 * a `retry` policy over the client's and `maxRetries` over that, and a `signal` to abort with.
 */
export interface RequestOptions {
  headers?: Record<string, string>;
  timeout?: number;
  maxRetries?: number;
  retry?: RetryPolicy;
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

/** One call of an operation: its options, the interceptors and hooks it calls, its log lines. */
class Call {
  readonly started = Date.now();
  readonly maxRetries: number;
  readonly retry: RetryPolicy;
  headers: Record<string, string>;
  #seen: InterceptedCall | undefined;
  #ended = false;

  constructor(
    readonly operation: string,
    private readonly dialect: string,
    options: RequestOptions,
    policy: RetryPolicy,
    private readonly hooks: Hooks,
    private readonly interceptors: readonly Interceptor[],
    private readonly log: Log | undefined,
    private readonly keys: readonly string[],
  ) {
    this.retry = options.retry === undefined && options.maxRetries === undefined ? policy : over(options.retry, options.maxRetries, policy);
    this.maxRetries = this.retry.maxRetries!;
    this.headers = { ...options.headers };
  }

  /**
   * The interceptors' before, in order, on the canonical request (which they may change, with the
   * headers): the request to build, and the first answer (nothing is sent then), if any.
   */
  before(request: unknown): [unknown, unknown] {
    if (this.interceptors.length === 0) return [request, undefined];
    const seen = (this.#seen = { operation: this.operation, dialect: this.dialect, request, headers: this.headers });
    try {
      for (const interceptor of this.interceptors) {
        const answer = interceptor.before?.(seen);
        if (answer instanceof Promise) throw new ConfigurationError("interceptors", "before returned a Promise: it is synchronous, as hooks are");
        if (answer !== undefined) return [seen.request, answer];
      }
      return [seen.request, undefined];
    } finally {
      this.headers = { ...seen.headers };
    }
  }

  /** The call is over (again: nothing more happens): the interceptors' after, the last one's first. */
  end(outcome: { result?: unknown; error?: unknown }): void {
    if (this.#ended || this.interceptors.length === 0) return;
    this.#ended = true;
    const seen = this.#seen ?? { operation: this.operation, dialect: this.dialect, request: undefined, headers: this.headers };
    for (const interceptor of [...this.interceptors].reverse()) interceptor.after?.(seen, outcome);
  }

  /** Whether the policy retries this failed attempt (the caller checked that it may be retried at all), after delay ms. */
  mayRetry(attempt: number, status: number | undefined, error: unknown, delay: number): boolean {
    const policy = this.retry;
    if (attempt >= this.maxRetries) return false;
    if (policy.deadline !== undefined && Date.now() - this.started + delay > policy.deadline) return false;
    if (policy.retryIf !== undefined) return policy.retryIf({ operation: this.operation, attempt: attempt + 1, status, error });
    return status === undefined || retriesStatus(status, policy.statuses);
  }

  /** The backoff before retry number attempt + 1, in milliseconds: Retry-After's, or the policy's. */
  delay(attempt: number, response?: Response): number {
    const after = response ? retryAfter(response.headers.get("retry-after")) : undefined;
    if (after !== undefined) return after;
    return Math.min(this.retry.initialBackoff! * 2 ** attempt, this.retry.maxBackoff!) * (1 - JITTER * Math.random());
  }

  #hook(kind: HookEvent["kind"], method: string, url: URL, attempt: number, status: number | undefined, delay?: number): void {
    const hook = this.hooks[kind];
    if (hook === undefined) return;
    const event: HookEvent = { kind, operation: this.operation, method, url: redact(url.href, this.keys) as string, attempt: attempt + 1, status, elapsed: Date.now() - this.started };
    if (delay !== undefined) event.delay = delay;
    hook(event);
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
    this.#hook("retry", method, url, attempt, status, delay);
    this.log?.logger.info(`${method} ${redact(url.href, this.keys)}: ${why}; retry ${attempt + 1} of ${this.maxRetries} in ${Math.round(delay)} ms`);
  }

  reconnecting(method: string, url: URL, attempt: number, taskId: string, delay: number): void {
    this.#hook("reconnect", method, url, attempt, undefined, delay);
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

/** Retry-After (seconds or an HTTP date) in ms, unless it asks for more than RETRY_AFTER_MAX. */
export function retryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  let ms = /^\s*[0-9]+(\.[0-9]+)?\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (Number.isNaN(ms)) return undefined;
  ms = Math.max(ms, 0);
  return ms <= RETRY_AFTER_MAX ? ms : undefined;
}

/** Whether a status is among those retried: the policy's, else the spec's. */
function retriesStatus(status: number, statuses?: readonly number[]): boolean {
  if (statuses !== undefined) return statuses.includes(status);
  return RETRY_STATUSES.some(([low, high]) => low <= status && status <= high);
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
  /** The client's retry policy, whole: its own over the spec's. */
  readonly retry: RetryPolicy;
  /** The dialect's name (its wire module's), which interceptors are told. */
  protected dialect = "";
  // Private fields (#): never shown by console.log or util.inspect, so the key stays out of logs.
  readonly #options: ConnectionOptions;
  readonly #key: string | undefined;
  readonly #keySource: (() => string | Promise<string>) | undefined;
  readonly #keys: string[] = []; // every key used, to take out of any text
  readonly #headers: Record<string, string>;
  readonly #fetch: typeof fetch;
  readonly #hooks: Hooks;
  readonly #interceptors: readonly Interceptor[];
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
    this.retry = over(options.retry, options.maxRetries, SPEC_RETRY);
    const root = options.baseUrl || env(BASE_URL_ENV) || DEFAULT_BASE_URL;
    if (!/^https?:\/\/[^/?#]/i.test(root)) {
      const where = options.baseUrl ? "" : ` (from $${BASE_URL_ENV})`;
      throw new ConfigurationError("baseUrl", `${JSON.stringify(root)}${where} is not an http:// or https:// URL; nothing was sent`);
    }
    this.baseUrl = root.replace(/\/+$/, "") + path;
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT;
    this.streamTimeout = options.streamTimeout ?? DEFAULT_STREAM_TIMEOUT;
    this.streamDeadline = options.streamDeadline;
    this.maxRetries = this.retry.maxRetries!;
    this.#headers = { ...options.defaultHeaders };
    this.#hooks = { ...options.hooks };
    for (const kind of Object.keys(this.#hooks)) {
      if (!["request", "response", "retry", "reconnect"].includes(kind)) {
        throw new ConfigurationError("hooks", `${JSON.stringify(kind)} is not one of request, response, retry, reconnect`);
      }
    }
    this.#interceptors = [...(options.interceptors ?? [])];
    for (const [i, interceptor] of this.#interceptors.entries()) {
      if (interceptor === null || typeof interceptor !== "object") {
        throw new ConfigurationError("interceptors", `item ${i} is not an object with before and after`);
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
      throw new ConfigurationError("apiKey", `pass apiKey or set $${API_KEY_ENV}. ${API_KEY_DOC}`);
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

  /** Tell the caller what the request's local checks found doubtful (it is sent all the same). */
  #warn(wire: WireRequest): void {
    for (const message of wire.warnings ?? []) (this.#options.warn ?? console.warn)(message);
  }

  #call(operation: string, options: RequestOptions): Call {
    return new Call(operation, this.dialect, options, this.retry, this.#hooks, this.#interceptors, this.#log, this.#keys);
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
   * Send the canonical request (which the interceptors see first) as build() makes it, and parse
   * its JSON body; an error answer is thrown as its typed error. A failed local check in build()
   * rejects the promise: nothing is sent.
   */
  protected request<R>(
    operation: string,
    canonical: () => unknown,
    build: (request: unknown) => WireRequest,
    parse: (body: unknown) => R,
    idempotent: boolean,
    options: RequestOptions = {},
  ): APIPromise<R> {
    return new APIPromise(
      (async (): Promise<[R, () => RawResponse]> => {
        const call = this.#call(operation, options);
        try {
          const [request, answer] = call.before(canonical());
          if (answer !== undefined) {
            call.end({ result: answer });
            return [answer as R, answered];
          }
          const wire = build(request);
          this.#warn(wire);
          const [response, deadline, url] = await this.#send(wire, call, idempotent, false, options, true);
          let result: R;
          try {
            const text = await readBody(response);
            call.body(wire.method, url, text);
            result = parse(parseJson(text, response, wire.read));
          } catch (error) {
            throw this.#failed(deadline.failure(error), wire.method, url, response);
          } finally {
            deadline.clear();
          }
          call.end({ result });
          return [result, () => rawResponse(response, wire.method, url)];
        } catch (error) {
          call.end({ error });
          throw error;
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
    canonical: () => unknown,
    build: (request: unknown) => WireRequest,
    parse: (body: unknown) => E,
    ends: (event: E) => boolean,
    idempotent: boolean,
    options: StreamOptions = {},
    resume?: Resume<E>,
  ): Stream<E> {
    const call = this.#call(operation, options);
    const progress = new Progress();
    let wire: WireRequest | undefined;
    let answer: unknown;
    try {
      let request: unknown;
      [request, answer] = call.before(canonical());
      if (answer === undefined) {
        wire = build(request);
        this.#warn(wire);
      }
    } catch (error) {
      call.end({ error });
      throw error;
    }
    if (wire === undefined) {
      return new EventStream(answeredEvents(call, answer as Iterable<E>), progress, options.signal, () => Promise.resolve(answered()));
    }
    let opening: Promise<[Response, Deadline, URL]> | undefined;
    const sent = wire;
    const open = (): Promise<[Response, Deadline, URL]> => (opening ??= this.#open(sent, call, idempotent, options, 0, progress));
    const batches = ended(call, this.#events(call, open, sent, parse, ends, idempotent, options, progress, resume));
    return new EventStream(batches, progress, options.signal, async () => {
      const [response, , url] = await open();
      return rawResponse(response, sent.method, url);
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
        if (attempt > 0 && !(failure instanceof APIConnectionError || (failure instanceof APIStatusError && retriesStatus(failure.statusCode, call.retry.statuses)))) {
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
      const delay = call.delay(attempt);
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
      if (attempt > 0 && (error instanceof JSONRPCError || (error instanceof APIStatusError && !retriesStatus(error.statusCode, call.retry.statuses)))) {
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
      const headers = { ...this.#headers, ...wire.headers, ...call.headers, [AUTH_HEADER]: AUTH_PREFIX + key };
      call.sending(wire.method, url, attempt, headers, wire.body);
      const deadline = new Deadline(ms, options.signal, url);
      let response: Response;
      try {
        response = await this.#fetch(url.href, { method: wire.method, headers, body, signal: deadline.controller.signal });
      } catch (error) {
        deadline.clear();
        const failure = deadline.failure(error);
        const delay = call.delay(attempt);
        // What may have reached the agent is retried only when that is harmless.
        const retry = attempt < most && !options.signal?.aborted && (idempotent || wasNotSent(error)) && call.mayRetry(attempt, undefined, error, delay);
        if (!retry) throw this.#failed(failure, wire.method, url);
        call.retrying(wire.method, url, attempt, undefined, delay, failure instanceof Error ? failure.name : "failed");
        await sleep(delay, options.signal);
        continue;
      }
      call.answered(wire.method, url, attempt, response);
      if (response.ok) return [response, deadline, url];
      if (response.status === KEY_REFRESH_STATUS && this.#keySource !== undefined && !refreshed) {
        // The key expired: ask the key function again, and send once more.
        deadline.clear();
        await response.body?.cancel().catch(() => undefined);
        [key, refreshed] = [await this.#askedKey(), true];
        attempt--;
        continue;
      }
      // An answer means the request reached the agent: only an idempotent one goes again.
      const delay = call.delay(attempt, response);
      if (attempt < most && idempotent && call.mayRetry(attempt, response.status, undefined, delay)) {
        deadline.clear();
        await response.body?.cancel().catch(() => undefined);
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

/** What withResponse() of a call an interceptor answered throws: no response came. */
function answered(): never {
  throw new ConfigurationError("interceptors", "an interceptor answered the call: there is no response");
}

/** The events an interceptor answered a stream with, as one batch; the call ends with them. */
async function* answeredEvents<E>(call: Call, events: Iterable<E>): AsyncGenerator<E[], void, undefined> {
  try {
    yield [...events];
  } finally {
    call.end({});
  }
}

/** A stream's batches; the call ends with the stream (or its caller's return), or with its error. */
async function* ended<E>(call: Call, batches: AsyncGenerator<E[], void, undefined>): AsyncGenerator<E[], void, undefined> {
  let outcome: { error?: unknown } = {};
  try {
    yield* batches;
  } catch (error) {
    outcome = { error };
    throw error;
  } finally {
    call.end(outcome);
  }
}

/** The data of an event, parsed; an error frame is thrown. */
function parseSse(sse: ServerSentEvent, read: ((text: string) => unknown) | undefined): unknown {
  const body = parseJson(sse.data, "event", read);
  if (sse.event === STREAM_ERROR_EVENT) throw eventError(body);
  return body;
}

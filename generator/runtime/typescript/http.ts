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
  PATH_PARAMS,
  REPLAYS_LEADING_TASK,
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
// Failures (Node's error codes) that happen before a single byte of the request went out.
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * The options every client takes besides the agent's path parameters (ClientOptions, in
 * options.ts, adds those).
 */
export interface ConnectionOptions {
  /** Defaults to the environment variable API_KEY_ENV names. */
  apiKey?: string;
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
   * documentation does not state (the value is sent as it is); `console.warn` by default. Pass
   * `() => {}` to silence it.
   */
  warn?: (message: string) => void;
  /** Your own fetch (a proxy agent, a test double); the platform's by default. */
  fetch?: typeof fetch;
}

/** Per call: a timeout (milliseconds) in place of the client's, and a signal to abort with. */
export interface RequestOptions {
  timeout?: number;
  signal?: AbortSignal;
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
 * The events of one stream. The request goes out on the first `next()`; leaving a `for await`
 * loop early (or `return()`) closes the response. `untilDone()` reads the rest of the stream
 * (after any events read with `next()`) and resolves to its task as the events left it: the final
 * status, the artifacts with their appended chunks, for `answer()`, `attachments()`,
 * `errorMessage()`... (an agent that answered with a message rejects it: UnexpectedResponseError).
 */
export interface Stream<E> extends AsyncGenerator<E, void, undefined> {
  untilDone(): Promise<Task>;
}

/** How a cut stream of a task goes on: the request that subscribes to it again, and its parser. */
export type Resume<E> = (taskId: string) => [WireRequest, (body: unknown) => E];

function env(name: string): string | undefined {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return process?.env?.[name];
}

/**
 * A timer that aborts a request when the whole request takes too long or, for a stream, when the
 * server stays silent too long (each chunk resets it). The caller's signal aborts it too.
 */
class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  private handle: ReturnType<typeof setTimeout> | undefined;
  private readonly onAbort = (): void => this.controller.abort(this.signal?.reason);

  constructor(
    private readonly ms: number,
    private readonly signal: AbortSignal | undefined,
    private readonly url: URL,
  ) {
    if (signal?.aborted) this.controller.abort(signal.reason);
    signal?.addEventListener("abort", this.onAbort, { once: true });
    this.reset();
  }

  reset(): void {
    clearTimeout(this.handle);
    if (!Number.isFinite(this.ms)) return;
    this.handle = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new APITimeoutError(`timed out after ${this.ms} ms`));
    }, this.ms);
  }

  clear(): void {
    clearTimeout(this.handle);
    this.signal?.removeEventListener("abort", this.onAbort);
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
  const text = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_BODY) throw new UnexpectedResponseError(`a body larger than ${MAX_BODY} bytes once decoded`, undefined);
      parts.push(text.decode(value, { stream: true }));
    }
    parts.push(text.decode());
    return parts.join("");
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

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

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
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
  readonly #key: string;
  readonly #headers: Record<string, string>;
  readonly #fetch: typeof fetch;
  #ids = 0;

  constructor(options: ConnectionOptions) {
    const key = options.apiKey ?? env(API_KEY_ENV);
    if (!key) {
      throw new ConfigurationError("apiKey", `pass apiKey or set $${API_KEY_ENV} (needs the ${API_KEY_PERMISSION} permission)`);
    }
    if (!/^[\x21-\x7e]+$/.test(key)) {
      // never the key itself: it could end up in a log
      throw new ConfigurationError(
        "apiKey",
        "holds a space, a line break or a character outside printable ASCII (a stray character from copying it?); fix it, nothing was sent",
      );
    }
    let path = AGENT_PATH;
    for (const [name, [option, pattern, guess]] of Object.entries(PATH_PARAMS)) {
      const value: unknown = (options as unknown as Record<string, unknown>)[option];
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
    this.baseUrl = root.replace(/\/+$/, "") + path;
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT;
    this.streamTimeout = options.streamTimeout ?? DEFAULT_STREAM_TIMEOUT;
    this.streamDeadline = options.streamDeadline;
    this.maxRetries = maxRetries;
    this.#key = key;
    this.#headers = { ...options.defaultHeaders, [AUTH_HEADER]: AUTH_PREFIX + key };
    const fetcher = options.fetch ?? globalThis.fetch;
    if (typeof fetcher !== "function") throw new ConfigurationError("fetch", "this platform has no fetch: pass one");
    this.#fetch = fetcher;
  }

  /** The next JSON-RPC request id of this client. */
  protected nextId(): number {
    return ++this.#ids;
  }

  /** Send a request and parse its JSON body; an error answer is thrown as its typed error. */
  protected async request<R>(wire: WireRequest, parse: (body: unknown) => R, idempotent: boolean, options: RequestOptions = {}): Promise<R> {
    const [response, deadline, url] = await this.#send(wire, idempotent, false, options, true);
    try {
      const text = await readBody(response);
      return parse(parseJson(text, `HTTP ${response.status} with a body (${response.headers.get("content-type")})`));
    } catch (error) {
      throw this.#failed(deadline.failure(error), wire.method, url, response);
    } finally {
      deadline.clear();
    }
  }

  /**
   * The parsed events of a stream; the request goes out on the first `next()`. A stream that ends
   * or breaks before its task reaches a final state is resumed with `resume` (or throws
   * StreamInterruptedError); a timeout is thrown as it is.
   */
  protected stream<E>(
    wire: WireRequest,
    parse: (body: unknown) => E,
    ends: (event: E) => boolean,
    idempotent: boolean,
    options: StreamOptions = {},
    resume?: Resume<E>,
  ): Stream<E> {
    const progress = new Progress();
    const events = this.#events(progress, wire, parse, ends, idempotent, options, resume);
    return Object.assign(events, {
      async untilDone(): Promise<Task> {
        for await (const _event of events); // the rest of the stream, folded as it is read
        return progress.task.result();
      },
    });
  }

  async *#events<E>(
    progress: Progress,
    wire: WireRequest,
    parse: (body: unknown) => E,
    ends: (event: E) => boolean,
    idempotent: boolean,
    options: StreamOptions,
    resume: Resume<E> | undefined,
  ): AsyncGenerator<E, void, undefined> {
    const end = this.streamDeadline === undefined ? Infinity : Date.now() + this.streamDeadline;
    let [request, parseEvent] = [wire, parse];
    let first: URL | undefined;
    for (let attempt = 0; ; attempt++) {
      // A reconnect is one of the retries, so it has none of its own.
      const [response, deadline, url] = await this.#open(request, idempotent, options, attempt, progress);
      first ??= url;
      let cut: unknown;
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      try {
        const media = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
        if (response.body === null || media !== STREAM_MEDIA_TYPE) {
          // A plain JSON answer: an error, or one result.
          const sse: ServerSentEvent = { data: await readBody(response), event: "message", id: undefined, retry: undefined };
          for (const [event] of events([sse], parseEvent, ends)) if (progress.take(event)) yield event;
        } else {
          const decoder = new SSEDecoder();
          reader = response.body.getReader();
          let lines = 0;
          read: for (;;) {
            const { value, done } = await reader.read();
            if (done) {
              for (const [event] of events(decoder.close(), parseEvent, ends)) if (progress.take(event)) yield event;
              break;
            }
            const sses = decoder.feed(value);
            if (decoder.lines !== lines) {
              lines = decoder.lines;
              deadline.reset(); // streamTimeout bounds the time between complete lines
            }
            if (Date.now() > end) throw new APITimeoutError(`the stream outlasted its streamDeadline of ${this.streamDeadline} ms`);
            for (const [event, last] of events(sses, parseEvent, ends)) {
              options.signal?.throwIfAborted(); // aborted while the consumer held the previous event
              if (progress.take(event)) yield event;
              if (last) break read;
            }
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
      if (!resume || options.resume === false || progress.taskId === undefined || attempt >= this.maxRetries) {
        throw this.#failed(progress.interrupted(cut === undefined ? "ended" : "broke", cut), wire.method, first);
      }
      await sleep(retryDelay(attempt), options.signal);
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
    idempotent: boolean,
    options: StreamOptions,
    attempt: number,
    progress: Progress,
  ): Promise<[Response, Deadline, URL]> {
    try {
      return await this.#send(request, attempt > 0 || idempotent, true, options, attempt === 0);
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
    error.method ??= method;
    error.url ??= url?.href;
    const key = this.#key;
    const redact = (value: unknown): unknown => {
      if (typeof value === "string") return value.split(key).join("[redacted]");
      if (Array.isArray(value)) return value.map(redact);
      if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
      return value;
    };
    error.message = redact(error.message) as string;
    if (error.stack !== undefined) error.stack = redact(error.stack) as string;
    const fields = error as unknown as Record<string, unknown>;
    for (const name of ["body", "data"]) {
      if (name in fields) Object.defineProperty(error, name, { value: redact(fields[name]), enumerable: true });
    }
    if (error instanceof APIStatusError && response !== undefined) {
      error.headers = redact(Object.fromEntries(response.headers)) as Record<string, string>;
      error.requestId = response.headers.get("x-request-id") ?? undefined;
    }
    return error;
  }

  async #send(
    wire: WireRequest,
    idempotent: boolean,
    stream: boolean,
    options: RequestOptions,
    retries: boolean,
  ): Promise<[Response, Deadline, URL]> {
    const query = wire.query && Object.keys(wire.query).length ? `?${new URLSearchParams(wire.query)}` : "";
    const url = new URL(this.baseUrl + wire.path + query);
    const init: RequestInit = {
      method: wire.method,
      headers: { ...this.#headers, ...wire.headers },
      body: wire.body === undefined ? null : JSON.stringify(wire.body),
    };
    const ms = options.timeout ?? (stream ? this.streamTimeout : this.timeout);
    const most = retries ? this.maxRetries : 0;
    for (let attempt = 0; ; attempt++) {
      const deadline = new Deadline(ms, options.signal, url);
      let response: Response;
      try {
        response = await this.#fetch(url, { ...init, signal: deadline.controller.signal });
      } catch (error) {
        deadline.clear();
        const failure = deadline.failure(error);
        const retry = attempt < most && !options.signal?.aborted && (idempotent || wasNotSent(error));
        if (!retry) throw this.#failed(failure, wire.method, url);
        await sleep(retryDelay(attempt), options.signal);
        continue;
      }
      if (response.ok) return [response, deadline, url];
      if (attempt < most && idempotent && retriesStatus(response.status)) {
        deadline.clear();
        await response.body?.cancel().catch(() => undefined);
        await sleep(retryDelay(attempt, response), options.signal);
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

/** Each event, and whether it is the last; one that follows an error frame is never parsed. */
function* events<E>(
  sses: ServerSentEvent[],
  parse: (body: unknown) => E,
  ends: (event: E) => boolean,
): Generator<[E, boolean]> {
  for (const sse of sses) {
    const body = parseJson(sse.data, "a stream event whose data is");
    if (sse.event === STREAM_ERROR_EVENT) throw eventError(body);
    const event = parse(body);
    const last = ends(event);
    yield [event, last];
    if (last) return;
  }
}

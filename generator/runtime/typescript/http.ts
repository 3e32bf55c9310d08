/**
 * The HTTP layer under the clients: configuration, the request loop with its retries, error
 * mapping, and event streams, on the platform's fetch.
 *
 * Retries: `maxRetries` more attempts (2 by default), 0.5 s to 8 s backoff with jitter, or what
 * `Retry-After` asks for (up to 60 s). A request is retried when the connection failed before it
 * was sent; an idempotent operation (its docs say so) also after a timeout, a broken connection
 * or HTTP 408, 409, 429 and 5xx. A message is never sent twice.
 */

import { errorFromStatus, eventError } from "./error-mapping.js";
import { A2AError, APIConnectionError, APITimeoutError, ConfigurationError, UnexpectedResponseError } from "./errors.js";
import {
  AGENT_PATH,
  API_KEY_ENV,
  API_KEY_PERMISSION,
  AUTH_HEADER,
  AUTH_PREFIX,
  BASE_URL_ENV,
  DEFAULT_BASE_URL,
  PATH_PARAMS,
  STREAM_ERROR_EVENT,
  STREAM_MEDIA_TYPE,
} from "./spec.js";
import { type ServerSentEvent, SSEDecoder } from "./sse.js";
import type { WireRequest } from "./wire.js";

/** A blocking send lasts as long as the agent runs (milliseconds). */
export const DEFAULT_TIMEOUT = 600_000;
/**
 * For a stream, the longest silence allowed between two chunks (milliseconds). Keep-alive
 * comments count, so it only needs to exceed the server's keep-alive interval (a2a-sdk: 15 s).
 */
export const DEFAULT_STREAM_TIMEOUT = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
const INITIAL_RETRY_DELAY = 500;
const MAX_RETRY_DELAY = 8_000;
const MAX_RETRY_AFTER = 60_000;
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
  /** Milliseconds a stream may stay silent; keep-alive comments count. */
  streamTimeout?: number;
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
 * The events of one stream. The request goes out on the first `next()`; leaving a `for await`
 * loop early (or `return()`) closes the response.
 */
export type Stream<E> = AsyncGenerator<E, void, undefined>;

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

  /** What a failure becomes: the caller's abort reason, a timeout, or a connection error. */
  failure(error: unknown): unknown {
    if (this.signal?.aborted) return this.signal.reason;
    if (this.timedOut) return new APITimeoutError(`timed out after ${this.ms} ms`);
    if (error instanceof A2AError) return error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? String(error);
    return new APIConnectionError(`${error instanceof Error ? error.message : String(error)} (${detail})`);
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
  readonly maxRetries: number;
  // Private fields (#): never shown by console.log or util.inspect, so the key stays out of logs.
  readonly #headers: Record<string, string>;
  readonly #fetch: typeof fetch;
  #ids = 0;

  constructor(options: ConnectionOptions) {
    const key = options.apiKey ?? env(API_KEY_ENV);
    if (!key) {
      throw new ConfigurationError("apiKey", `pass apiKey or set $${API_KEY_ENV} (needs the ${API_KEY_PERMISSION} permission)`);
    }
    let path = AGENT_PATH;
    for (const [name, [option, pattern, guess]] of Object.entries(PATH_PARAMS)) {
      const value: unknown = (options as unknown as Record<string, unknown>)[option];
      if (typeof value === "string" && guess && !new RegExp(pattern, "u").test(value)) {
        // A guessed format must not lock out a real ID: warn, and send it (encoded).
        (options.warn ?? console.warn)(`${option}: ${JSON.stringify(value)} does not match ${pattern}; sent as it is. ${guess}`);
      } else if (typeof value !== "string" || !new RegExp(pattern, "u").test(value)) {
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
    this.maxRetries = maxRetries;
    this.#headers = { ...options.defaultHeaders, [AUTH_HEADER]: AUTH_PREFIX + key };
    const fetcher = options.fetch ?? globalThis.fetch;
    if (typeof fetcher !== "function") throw new ConfigurationError("fetch", "this platform has no fetch: pass one");
    this.#fetch = fetcher;
  }

  /** The next JSON-RPC request id of this client. */
  protected nextId(): number {
    return ++this.#ids;
  }

  /** Send a request; its JSON body, or its error status thrown as the typed error. */
  protected async request(wire: WireRequest, idempotent: boolean, options: RequestOptions = {}): Promise<unknown> {
    const [response, deadline] = await this.send(wire, idempotent, false, options);
    try {
      const text = await response.text();
      return parseJson(text, `HTTP ${response.status} with a body (${response.headers.get("content-type")})`);
    } catch (error) {
      throw deadline.failure(error);
    } finally {
      deadline.clear();
    }
  }

  /** The parsed events of a stream; the request goes out on the first `next()`. */
  protected async *stream<E>(
    wire: WireRequest,
    parse: (body: unknown) => E,
    ends: (event: E) => boolean,
    idempotent: boolean,
    options: RequestOptions = {},
  ): Stream<E> {
    const [response, deadline] = await this.send(wire, idempotent, true, options);
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      const media = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
      if (response.body === null || media !== STREAM_MEDIA_TYPE) {
        // A plain JSON answer: an error, or one result.
        const sse: ServerSentEvent = { data: await response.text(), event: "message", id: undefined, retry: undefined };
        for (const [event] of events([sse], parse, ends)) yield event;
        return;
      }
      const decoder = new SSEDecoder();
      reader = response.body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        deadline.reset();
        for (const [event, last] of events(decoder.feed(value), parse, ends)) {
          options.signal?.throwIfAborted(); // aborted while the consumer held the previous event
          yield event;
          if (last) return;
        }
      }
      for (const [event] of events(decoder.close(), parse, ends)) yield event;
    } catch (error) {
      throw deadline.failure(error);
    } finally {
      deadline.clear();
      reader?.cancel().catch(() => undefined);
    }
  }

  private async send(
    wire: WireRequest,
    idempotent: boolean,
    stream: boolean,
    options: RequestOptions,
  ): Promise<[Response, Deadline]> {
    const query = wire.query && Object.keys(wire.query).length ? `?${new URLSearchParams(wire.query)}` : "";
    const url = this.baseUrl + wire.path + query;
    const init: RequestInit = {
      method: wire.method,
      headers: { ...this.#headers, ...wire.headers },
      body: wire.body === undefined ? null : JSON.stringify(wire.body),
    };
    const ms = options.timeout ?? (stream ? this.streamTimeout : this.timeout);
    for (let attempt = 0; ; attempt++) {
      const deadline = new Deadline(ms, options.signal);
      let response: Response;
      try {
        response = await this.#fetch(url, { ...init, signal: deadline.controller.signal });
      } catch (error) {
        deadline.clear();
        const failure = deadline.failure(error);
        const retry = attempt < this.maxRetries && !options.signal?.aborted && (idempotent || wasNotSent(error));
        if (!retry) throw failure;
        await sleep(retryDelay(attempt), options.signal);
        continue;
      }
      if (response.ok) return [response, deadline];
      if (attempt < this.maxRetries && idempotent && retriesStatus(response.status)) {
        deadline.clear();
        await response.body?.cancel().catch(() => undefined);
        await sleep(retryDelay(attempt, response), options.signal);
        continue;
      }
      try {
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the text is the message
        }
        throw errorFromStatus(response.status, body);
      } catch (error) {
        throw deadline.failure(error);
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

/**
 * The base classes of the errors the client throws; the classes of the errors the API names (and
 * of the meanings they share) are in api-errors.ts (made from the spec), and error-mapping.ts
 * maps an answer to its class. Aborting a call with your AbortSignal rejects it with the
 * signal's reason, as fetch does.
 */

import type { TaskState } from "./models.js";

/**
 * Base of every error the client throws about a request it sent. `method` and `url` name that
 * request (never its key), when there was one.
 */
export class A2AError extends Error {
  override name = "A2AError";
  method: string | undefined;
  url: string | undefined;
}

/**
 * The server answered with an HTTP error status (its body: the API's own error body, or A2A's
 * google.rpc.Status). `headers` are the response's, `requestId` the request id it sent
 * (in the header the spec's `request_id_header` names).
 */
export class APIStatusError extends A2AError {
  override name = "APIStatusError";
  headers: Record<string, string> = {};
  requestId: string | undefined;
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errorCode: string | undefined,
    readonly body: unknown,
  ) {
    super(`${statusCode} ${errorCode ?? ""}: ${message}`.replace(" :", ":"));
  }
}

/**
 * A JSON-RPC error object. A server may report many errors with one code (see each subclass),
 * so check `message` too.
 */
export class JSONRPCError extends A2AError {
  override name = "JSONRPCError";
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(`JSON-RPC error ${code}: ${message}`);
  }
}

/** The server could not be reached, or the connection broke. */
export class APIConnectionError extends A2AError {
  override name = "APIConnectionError";
}

/** The request timed out (for a stream: no complete line came for streamTimeout). */
export class APITimeoutError extends APIConnectionError {
  override name = "APITimeoutError";
}

/**
 * A stream ended or broke before its task reached a final state, and was not resumed (`resume:
 * false`, retries used up, or the task can no longer be subscribed to). `taskId` is the task's id
 * (undefined if no event came), `lastState` the TaskState of the last event that had one.
 */
export class StreamInterruptedError extends APIConnectionError {
  override name = "StreamInterruptedError";
  constructor(
    message: string,
    readonly taskId: string | undefined,
    readonly lastState: TaskState | undefined,
  ) {
    super(message);
  }
}

/** The server answered with a body that fits no shape this dialect sends. */
export class UnexpectedResponseError extends A2AError {
  override name = "UnexpectedResponseError";
  constructor(
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * An option of a client or an argument of a call (a task ID), or the environment variable behind
 * it, is missing or wrong. Nothing was sent.
 */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
  constructor(
    readonly option: string,
    readonly problem: string,
  ) {
    super(`${option}: ${problem}`);
  }
}

/**
 * A request carries a field in some dialect's wire spelling (requests are canonical: each
 * dialect translates them), or one the server ignores. Nothing was sent.
 */
export class RequestShapeError extends Error {
  override name = "RequestShapeError";
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

/** The request's extension metadata holds something the server would ignore or reject. Nothing was sent. */
export class ExtensionError extends Error {
  override name = "ExtensionError";
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

/** The client's dialect does not offer this operation (another version may). Nothing was sent. */
export class UnsupportedOperationError extends Error {
  override name = "UnsupportedOperationError";
  constructor(
    readonly operation: string,
    readonly dialect: string,
  ) {
    super(`${operation} is not part of ${dialect}; nothing was sent`);
  }
}

/** The constructor of an APIStatusError class. */
export type StatusErrorClass = new (
  message: string,
  statusCode: number,
  errorCode: string | undefined,
  body: unknown,
) => APIStatusError;

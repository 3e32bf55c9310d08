/**
 * The base classes of the errors the client throws; the classes of the errors the API names are
 * in api-errors.ts (made from the spec), and error-mapping.ts maps an answer to its class.
 * Aborting a call with your AbortSignal rejects it with the signal's reason, as fetch does.
 */

/** Base of every error the client throws about a request it sent. */
export class A2AError extends Error {
  override name = "A2AError";
}

/** The server answered with an HTTP error status. */
export class APIStatusError extends A2AError {
  override name = "APIStatusError";
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errorCode: string | undefined,
    readonly body: unknown,
  ) {
    super(`${statusCode} ${errorCode ?? ""}: ${message}`.replace(" :", ":"));
  }
}

/** A JSON-RPC error object; v0.3 methods report every agent error as -32603. */
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

/** The request timed out (for a stream: it stayed silent longer than streamTimeout). */
export class APITimeoutError extends APIConnectionError {
  override name = "APITimeoutError";
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

/** A client option, or the environment variable behind it, is missing or wrong. */
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

/** The constructor of an APIStatusError class. */
export type StatusErrorClass = new (
  message: string,
  statusCode: number,
  errorCode: string | undefined,
  body: unknown,
) => APIStatusError;

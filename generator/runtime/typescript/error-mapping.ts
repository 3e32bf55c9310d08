/** An error answer (an HTTP error body, a JSON-RPC error object, an error frame) to its class. */

import { BY_ERROR_CODE, BY_JSONRPC_CODE, BY_STATUS, BY_STATUS_CLASS } from "./api-errors.js";
import { type A2AError, APIStatusError, JSONRPCError } from "./errors.js";
import { isObject } from "./json.js";
import { CODE_BODY, ERROR_BODY, JSONRPC_ERROR_MEMBERS, JSONRPC_MEMBERS, STATUS_BODY } from "./spec.js";

/**
 * The error for an HTTP error answer: the API's own error body, A2A's google.rpc.Status
 * ({container: {message, details: [{reason}]}}), a JSON-RPC error object ({code, message}: the
 * class of its code, as on JSON-RPC), or neither. An error code no class claims gets its status's
 * class, then the class of its status's hundred (5xx).
 */
export function errorFromStatus(statusCode: number, body: unknown): APIStatusError | JSONRPCError {
  const rpcCode = isObject(body) && CODE_BODY.code !== undefined ? body[CODE_BODY.code] : undefined;
  // Only a code the API names: a number there may be something else, such as the status again.
  const rpcClass = typeof rpcCode === "number" && Number.isInteger(rpcCode) ? BY_JSONRPC_CODE[rpcCode] : undefined;
  if (isObject(body) && rpcClass !== undefined) {
    const member = (key: string | undefined): unknown => (key === undefined ? undefined : body[key]);
    return new rpcClass(String(member(CODE_BODY.message) ?? ""), rpcCode as number, member(CODE_BODY.data));
  }
  let message = "";
  let code: unknown;
  if (isObject(body)) {
    const status = body[STATUS_BODY.container];
    if (isObject(status)) {
      message = String(status[STATUS_BODY.message] ?? "");
      const details = status[STATUS_BODY.details];
      const reasons = Array.isArray(details) ? details.filter(isObject).map((d) => d[STATUS_BODY.reason]) : [];
      code = reasons.find((r) => typeof r === "string");
    } else {
      message = String(body[ERROR_BODY.message] ?? "");
      code = body[ERROR_BODY.code];
    }
  } else if (typeof body === "string") {
    message = body;
  }
  const errorCode = typeof code === "string" ? code : undefined;
  const cls =
    (errorCode !== undefined ? BY_ERROR_CODE[errorCode] : undefined) ??
    BY_STATUS[statusCode] ??
    BY_STATUS_CLASS[Math.floor(statusCode / 100)] ??
    APIStatusError;
  return new cls(message || `HTTP ${statusCode}`, statusCode, errorCode, body);
}

/** The error for a JSON-RPC error object. */
export function errorFromJsonrpc(error: unknown): JSONRPCError {
  const code = isObject(error) ? error[JSONRPC_ERROR_MEMBERS.code] : undefined;
  if (!isObject(error) || typeof code !== "number" || !Number.isInteger(code)) {
    return new JSONRPCError(JSON.stringify(error) ?? String(error), 0, error);
  }
  const cls = BY_JSONRPC_CODE[code] ?? JSONRPCError;
  return new cls(String(error[JSONRPC_ERROR_MEMBERS.message] ?? ""), code, error[JSONRPC_ERROR_MEMBERS.data]);
}

/** The error an `event: error` frame carries: a JSON-RPC error response, or an HTTP error body. */
export function eventError(body: unknown): A2AError {
  const error = isObject(body) ? body[STATUS_BODY.container] : undefined;
  if (isObject(body) && JSONRPC_MEMBERS.jsonrpc in body) {
    return errorFromJsonrpc(body[JSONRPC_MEMBERS.error]);
  }
  const code = isObject(error) ? error[STATUS_BODY.code] : undefined;
  return errorFromStatus(typeof code === "number" && code >= 400 ? code : 500, body);
}

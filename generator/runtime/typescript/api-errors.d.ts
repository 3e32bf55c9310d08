// What the runtime needs from the generated module api-errors.ts (templates/typescript/api-errors.ts.jinja):
// the classes of the errors the API names, by error code, HTTP status and JSON-RPC code.
import type { JSONRPCError, StatusErrorClass } from "./errors.js";

export declare const BY_ERROR_CODE: Record<string, StatusErrorClass>;
/** By HTTP status, when the error code says nothing; then by the status's hundred (5xx). */
export declare const BY_STATUS: Record<number, StatusErrorClass>;
export declare const BY_STATUS_CLASS: Record<number, StatusErrorClass>;
export declare const BY_JSONRPC_CODE: Record<number, typeof JSONRPCError>;

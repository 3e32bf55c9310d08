// What the runtime needs from the spec: the names and types of the generated module spec.ts
// (templates/typescript/spec.ts.jinja), so that the runtime type-checks as source.

import type { Check } from "./json.js";

export declare const DEFAULT_BASE_URL: string;
export declare const BASE_URL_ENV: string;
export declare const API_KEY_ENV: string;
export declare const API_KEY_DOC: string;
export declare const AGENT_PATH: string;
/**
 * The agent's path parameters: wire name -> [option, pattern, why the pattern is a guess or "",
 * the environment variable that gives it when the option is left out or ""].
 */
export declare const PATH_PARAMS: Record<string, [string, string, string, string]>;
export declare const AUTH_HEADER: string;
export declare const AUTH_PREFIX: string;
export declare const REQUEST_ID_HEADER: string;
/** The clients' retry, timeout and key policy, in milliseconds. */
export declare const MAX_RETRIES: number;
export declare const INITIAL_BACKOFF: number;
export declare const MAX_BACKOFF: number;
export declare const JITTER: number;
/** Inclusive ranges of the HTTP statuses an idempotent request is retried after. */
export declare const RETRY_STATUSES: readonly (readonly [number, number])[];
export declare const RETRY_AFTER_MAX: number;
export declare const TIMEOUT: number;
export declare const STREAM_TIMEOUT: number;
export declare const KEY_REFRESH_STATUS: number;
export declare const LOG_ENV: string;
export declare const LOG_NAME: string;
export declare const STREAM_MEDIA_TYPE: string;
export declare const STREAM_DONE_STATES: readonly string[];
export declare const REPLAYS_LEADING_TASK: boolean;
export declare const STREAM_ERROR_EVENT: string;
export declare const JSONRPC_VERSION: string;
export declare const JSONRPC_MEMBERS: { jsonrpc: string; id: string; method: string; params: string; result: string; error: string };
export declare const JSONRPC_ERROR_MEMBERS: { code: string; message: string; data: string };
export declare const ERROR_BODY: { success: string; message: string; code: string };
export declare const STATUS_BODY: { container: string; code: string; message: string; details: string; reason: string };
/** A JSON-RPC error object as an HTTP error body ({} when the spec names none). */
export declare const CODE_BODY: { code?: string; message?: string; data?: string };
export interface CardForm {
  name: string;
  when: string;
  main: Record<string, string>;
  more: string;
  more_fields: Record<string, string>;
  defaults: Record<string, string>;
  values: Record<string, Record<string, string>>;
}
/** The agent card's list of interfaces ("" when the spec names none), and the older cards' forms. */
export declare const CARD_FIELD: string;
export declare const CARD_FORMS: CardForm[];
export declare const REQUEST_REFS: Record<string, Record<string, string>>;
export declare const REQUEST_REJECTED: Record<string, Record<string, string>>;
export declare const REQUEST_ONE_OF: Record<string, string[]>;
/** Per request type, its integer fields and their [minimum, maximum] (null: none). */
export declare const REQUEST_INTEGERS: Record<string, Record<string, [number | null, number | null]>>;
/** Per canonical type with a rule, the check of its shape. */
export declare const CHECKS: Record<string, Check>;

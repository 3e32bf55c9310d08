/** What the dialect modules share: the request they build, and helpers on JSON objects. */

import { errorFromJsonrpc } from "./error-mapping.js";
import { RequestShapeError, UnexpectedResponseError } from "./errors.js";
import { type JsonObject, type Misfit, isObject } from "./json.js";
import { JSONRPC_MEMBERS, JSONRPC_VERSION, REQUEST_INTEGERS, REQUEST_ONE_OF, REQUEST_REFS, REQUEST_REJECTED } from "./spec.js";

/** One HTTP request, exactly as a dialect sends it; path is relative to the agent's base URL. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** How a 2xx answer's JSON text, or a stream event's, is read: JSON.parse or a dialect's own (jsonrpcReader). */
  read?: (text: string) => unknown;
  /** What a local check found that breaks only a guessed format or rule: the client warns, and sends. */
  warnings?: string[];
}

/**
 * The error for an answer whose canonical JSON does not fit its type: a required field missing,
 * or no object (or list of objects) where the type says so, at any depth (CHECKS, compiled from
 * the spec, finds it). `body` is the answer as it came.
 */
export function misfit(model: string, wrong: Misfit, body: unknown): UnexpectedResponseError {
  return new UnexpectedResponseError(`${model}${wrong[0]} ${wrong[1]}`, body);
}

/**
 * A request's canonical JSON (a deep copy, undefined fields left out; the request itself if it is
 * `fresh`, the clients' own), checked: no dialect's own spelling and no field the server ignores
 * (see checkRequest).
 */
export function dump(request: object, model: string, fresh = false): JsonObject {
  const value = (fresh ? request : copy(request)) as JsonObject;
  checkRequest(value, model);
  return value;
}

/**
 * What JSON.parse(JSON.stringify(value)) gives: a request holds a snapshot of what the caller
 * passed, the very JSON the checks see and the server gets.
 */
export function copy(value: unknown): unknown {
  const out = plainCopy(value, 0);
  if (out !== NOT_PLAIN) return out;
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text); // undefined, a function: nothing
}

const NOT_PLAIN = Symbol("not plain");

/**
 * What JSON.parse(JSON.stringify(value)) gives, without the text in between, for a value made of
 * plain objects and lists, strings, numbers, booleans and null, as requests are; NOT_PLAIN for
 * anything else (a Date, a class, a toJSON, a "__proto__" key, a deep or circular value), and
 * then copy sends the whole value through JSON. The round trip was a tenth of a send's own time.
 */
function plainCopy(value: unknown, depth: number): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null; // -0 as 0
  if (typeof value !== "object" || depth > 32 || "toJSON" in value) return NOT_PLAIN;
  if (Array.isArray(value)) {
    const length = value.length;
    const out: unknown[] = new Array(length);
    for (let i = 0; i < length; i++) {
      const item: unknown = value[i];
      const inner = skipped(item) ? null : plainCopy(item, depth + 1);
      if (inner === NOT_PLAIN) return NOT_PLAIN;
      out[i] = inner;
    }
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype || Object.hasOwn(value, "__proto__")) return NOT_PLAIN;
  const out: JsonObject = {};
  for (const key of Object.keys(value)) {
    const item = (value as JsonObject)[key];
    if (skipped(item)) continue;
    const inner = plainCopy(item, depth + 1);
    if (inner === NOT_PLAIN) return NOT_PLAIN;
    out[key] = inner;
  }
  return out;
}

/** What JSON leaves out of an object, and writes as null in a list. */
function skipped(value: unknown): boolean {
  return value === undefined || typeof value === "symbol" || (typeof value === "function" && !("toJSON" in value));
}

const NONE: Readonly<Record<string, string>> = {};
const NO_INTEGERS: Readonly<Record<string, [number | null, number | null]>> = {};

/**
 * Throw RequestShapeError for a key the model's requests must not carry, or an integer field
 * outside its schema, at any depth.
 */
export function checkRequest(value: JsonObject, model: string, path = ""): void {
  const rejected = REQUEST_REJECTED[model] ?? NONE;
  const refs = REQUEST_REFS[model] ?? NONE;
  const integers = REQUEST_INTEGERS[model] ?? NO_INTEGERS;
  // sorted: every language names the same first problem
  for (const key of Object.keys(value).sort()) {
    // own keys only: a field named like an Object method ("constructor") is no rule
    const reason = Object.hasOwn(rejected, key) ? rejected[key] : undefined;
    if (reason !== undefined) throw new RequestShapeError(path ? `${path}.${key}` : key, reason);
    const bounds = Object.hasOwn(integers, key) ? integers[key] : undefined;
    if (bounds !== undefined) {
      const wrong = outOfBounds(value[key], bounds);
      if (wrong !== undefined) throw new RequestShapeError(path ? `${path}.${key}` : key, wrong);
    }
    const ref = Object.hasOwn(refs, key) ? refs[key] : undefined;
    if (ref === undefined) continue;
    const where = path ? `${path}.${key}` : key;
    const item = value[key];
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        const inner: unknown = item[i];
        if (isObject(inner)) checkRequest(inner, ref, `${where}[${i}]`);
      }
    } else if (isObject(item)) {
      checkRequest(item, ref, where);
    }
  }
  const members = REQUEST_ONE_OF[model];
  if (members !== undefined) {
    let count = 0;
    for (const member of members) if (member in value) count++;
    if (count !== 1) {
      const set = members.filter((m) => m in value);
      throw new RequestShapeError(
        path || model,
        `a ${model} carries exactly one of ${members.join(", ")}; this one has ${set.length ? set.join(" and ") : "none"}`,
      );
    }
  }
}

/** What is wrong with an integer field's value (as pydantic says it), or undefined. */
function outOfBounds(value: unknown, [minimum, maximum]: [number | null, number | null]): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value)) return "input should be a valid integer";
  if (minimum !== null && value < minimum) return `input should be greater than or equal to ${minimum}`;
  if (maximum !== null && value > maximum) return `input should be less than or equal to ${maximum}`;
  return undefined;
}

export function expectObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "a list" : typeof value;
    throw new UnexpectedResponseError(`expected a JSON object for ${what}, got ${kind}`, value);
  }
  return value;
}

/** A list of objects, each translated; a value that is not a list is kept as it is. */
export function mapList(value: unknown, each: (item: JsonObject) => JsonObject, what: string): unknown {
  return Array.isArray(value) ? value.map((item) => each(expectObject(item, what))) : value;
}

/** A JSON-RPC request. */
export function jsonrpcRequest(requestId: number | string, method: string, params: unknown): JsonObject {
  return {
    [JSONRPC_MEMBERS.jsonrpc]: JSONRPC_VERSION,
    [JSONRPC_MEMBERS.id]: requestId,
    [JSONRPC_MEMBERS.method]: method,
    [JSONRPC_MEMBERS.params]: params,
  };
}

// A JSON-RPC answer's envelope up to its id, and from after the id to its result: compact, and with
// a space after each ":" and ",".
const ENVELOPES = [
  [",", ":"],
  [", ", ": "],
].map(([comma, colon]) => [
  `{${JSON.stringify(JSONRPC_MEMBERS.jsonrpc)}${colon}${JSON.stringify(JSONRPC_VERSION)}${comma}${JSON.stringify(JSONRPC_MEMBERS.id)}${colon}`,
  `${comma}${JSON.stringify(JSONRPC_MEMBERS.result)}${colon}`,
]);

/**
 * How the answer to the request `requestId` is read: what JSON.parse gives. A text that is the
 * envelope servers write (jsonrpc, then this id, then result; see ENVELOPES), a result R and "}"
 * is read by parsing R alone, sparing V8 the envelope's own parse (about a sixth of a typical
 * stream event's); where R parses, the text was exactly that envelope around it. Any other text
 * is parsed whole. The envelope's start is matched as one string, which costs an event about half
 * what a RegExp reading it did.
 */
export function jsonrpcReader(requestId: number | string): (text: string) => unknown {
  const written = JSON.stringify(requestId);
  const [compact, spaced] = ENVELOPES.map(([before, after]) => before + written + after) as [string, string];
  const id: unknown = JSON.parse(written); // as the text has it (-0 is 0)
  return (text) => {
    const at = text.lastIndexOf(compact, 0) === 0 ? compact.length : text.lastIndexOf(spaced, 0) === 0 ? spaced.length : 0;
    if (at && text.charCodeAt(text.length - 1) === 0x7d /* } */) {
      try {
        const result: unknown = JSON.parse(text.slice(at, -1));
        return { [JSONRPC_MEMBERS.jsonrpc]: JSONRPC_VERSION, [JSONRPC_MEMBERS.id]: id, [JSONRPC_MEMBERS.result]: result };
      } catch {
        // more after R, or not JSON: the whole text is parsed (and says why)
      }
    }
    return JSON.parse(text);
  };
}

/** The result of a JSON-RPC response; its error object, thrown. */
export function unwrapJsonrpc(body: unknown): unknown {
  const response = expectObject(body, "a JSON-RPC response");
  if (JSONRPC_MEMBERS.error in response) throw errorFromJsonrpc(response[JSONRPC_MEMBERS.error]);
  if (!(JSONRPC_MEMBERS.result in response)) {
    throw new UnexpectedResponseError(
      `a JSON-RPC response with neither ${JSONRPC_MEMBERS.result} nor ${JSONRPC_MEMBERS.error}`,
      response,
    );
  }
  return response[JSONRPC_MEMBERS.result];
}

export const MISSING = Symbol("missing");

/** obj[a][b]... or MISSING. */
export function getPath(obj: unknown, path: readonly string[]): unknown {
  for (const key of path) {
    if (!isObject(obj) || !(key in obj)) return MISSING;
    obj = obj[key];
  }
  return obj;
}

export function hasPath(obj: unknown, path: readonly string[]): boolean {
  return getPath(obj, path) !== MISSING;
}

export function setPath(obj: JsonObject, path: readonly string[], value: unknown): void {
  let target = obj;
  for (const key of path.slice(0, -1)) {
    const next = isObject(target[key]) ? (target[key] as JsonObject) : {};
    target[key] = next;
    target = next;
  }
  target[path[path.length - 1]!] = value;
}

/** A copy of obj without the given paths; objects they leave empty go too. */
export function without(obj: JsonObject, paths: readonly (readonly string[])[]): JsonObject {
  const out = { ...obj };
  for (const [head, ...rest] of paths) {
    if (head === undefined || !(head in out)) continue;
    const inner = out[head];
    if (rest.length && isObject(inner)) {
      const left = without(inner, [rest]);
      if (Object.keys(left).length) out[head] = left;
      else delete out[head];
    } else if (!rest.length) {
      delete out[head];
    }
  }
  return out;
}

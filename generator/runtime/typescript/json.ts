/** JSON as the client handles it before it has a type. */

export type JsonObject = { [key: string]: unknown };

/** A JSON object: not null, not a list. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

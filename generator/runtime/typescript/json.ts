/** JSON as the client handles it before it has a type. */

export type JsonObject = { [key: string]: unknown };

/** A JSON object: not null, not a list. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Where a value breaks its type's shape: the path below it, and what is wrong. */
export type Misfit = [string, string];

/** A type's shape check (spec.ts compiles one per type from the spec): undefined when it fits. */
export type Check = (value: JsonObject) => Misfit | undefined;

export function missing(field: string, model: string): Misfit {
  return ["", `has no ${field}, which a ${model} always has`];
}

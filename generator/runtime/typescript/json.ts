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

/** A field that holds one object (of the type `check` checks, if any); null or absent fits. */
export function checkRef(item: unknown, field: string, check: Check | undefined): Misfit | undefined {
  if (item == null) return undefined;
  if (!isObject(item)) return [`.${field}`, "is not an object"];
  const wrong = check?.(item);
  return wrong && [`.${field}${wrong[0]}`, wrong[1]];
}

/** A field that holds a list of objects (each of the type `check` checks, if any). */
export function checkList(items: unknown, field: string, check: Check | undefined): Misfit | undefined {
  if (items == null) return undefined;
  if (!Array.isArray(items)) return [`.${field}`, "is not a list"];
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (!isObject(item)) return [`.${field}[${i}]`, "is not an object"];
    const wrong = check?.(item);
    if (wrong !== undefined) return [`.${field}[${i}]${wrong[0]}`, wrong[1]];
  }
  return undefined;
}

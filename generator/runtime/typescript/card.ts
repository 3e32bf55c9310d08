/**
 * An agent card of any A2A version, with its interfaces where the canonical card has them: a card
 * of an older version (each of the spec's CARD_FORMS, such as A2A v0.3's url, preferredTransport
 * and additionalInterfaces) is read into them, as the official SDKs' card resolvers read it.
 */

import { type JsonObject, isObject } from "./json.js";
import { CARD_FIELD, CARD_FORMS } from "./spec.js";

/** Each of fields' keys with the source's string at its value, where there is one. */
function fields(source: JsonObject, map: Record<string, string>): JsonObject {
  const out: JsonObject = {};
  for (const [key, from] of Object.entries(map)) {
    if (typeof source[from] === "string") out[key] = source[from];
  }
  return out;
}

/**
 * The card with its interfaces: as they are, or read from an older version's card; a card with
 * neither gets none, and `warn` is called (it is no error: the card's other fields still serve).
 */
export function readCard<T extends object>(card: T, warn: (message: string) => void): T {
  const c = card as unknown as JsonObject;
  const have = c[CARD_FIELD];
  if (Array.isArray(have) && have.length > 0) return card;
  for (const form of CARD_FORMS) {
    if (typeof c[form.when] !== "string") continue;
    const main = fields(c, form.main);
    const more = form.more ? c[form.more] : undefined;
    const found = [main];
    for (const item of Array.isArray(more) ? more : []) {
      if (isObject(item)) found.push({ ...main, ...fields(item, form.more_fields) });
    }
    const interfaces: JsonObject[] = [];
    for (const one of found) {
      const full: JsonObject = { ...form.defaults, ...one };
      for (const [key, spellings] of Object.entries(form.values)) {
        if (typeof full[key] === "string") full[key] = spellings[full[key] as string] ?? full[key];
      }
      const same = (other: JsonObject): boolean =>
        Object.keys(other).length === Object.keys(full).length && Object.entries(full).every(([k, v]) => other[k] === v);
      if (!interfaces.some(same)) interfaces.push(full);
    }
    return { ...c, [CARD_FIELD]: interfaces } as unknown as T;
  }
  const whens = CARD_FORMS.map((f) => `${f.when} (${f.name})`).join(", ");
  warn(`the agent card names no interface: it has no ${CARD_FIELD}${whens ? `, nor ${whens}` : ""}`);
  return { ...c, [CARD_FIELD]: [] } as unknown as T;
}

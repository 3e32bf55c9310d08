from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'requests.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n/**\n * The canonical requests the clients send, built from their arguments: shared by every version.\n * Each operation says which request field each of its arguments fills (spec/service.yaml); these\n * helpers fill them.\n */\n\nimport * as m from "./models.js";\nimport { type JsonObject, isObject } from "./json.js";\nimport { copy } from "./wire.js";\n\n/** A message: its text, its parts (a string is a text part), or a whole Message. */\nexport type MessageInput = string | m.Message | readonly (m.Part | string)[];\n\nfunction messageId(): string {\n  const random = globalThis.crypto?.randomUUID?.();\n  return random ? random.replace(/-/g, "") : Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");\n}\n\n/** A message argument as a new Message (a copy of one passed whole), with a messageId. */\nexport function messageJson(input: MessageInput): m.Message {\n  let value: m.Message;\n  if (typeof input === "string") {\n    value = { role: m.Role.USER, parts: [{ text: input }] };\n  } else if (Array.isArray(input)) {\n    const parts = input as readonly (m.Part | string)[];\n    value = { role: m.Role.USER, parts: parts.map((p) => (typeof p === "string" ? { text: p } : copy(p))) as m.Part[] };\n  } else {\n    const whole = copy(input);\n    value = (isObject(whole) ? whole : {}) as unknown as m.Message;\n  }\n  value.messageId ??= messageId(); // A2A requires one\n  return value;\n}\n\n/**\n * An argument the caller may leave out, meaning `means` on every dialect: undefined where the\n * dialect\'s server assumes that already, else `sends` (historyLength\'s maximum for "all").\n */\nexport function unset<T>(value: T | undefined, defaults: Readonly<JsonObject>, field: string, means: unknown, sends: T): T | undefined {\n  if (value !== undefined) return value;\n  return (defaults[field] ?? means) === means ? undefined : sends;\n}\n\n/** obj[key], a new object there first if there is none: where a request\'s builder sets a field. */\nexport function at(obj: JsonObject, key: string): JsonObject {\n  return (obj[key] ??= {}) as JsonObject;\n}\n'

blocks = {}
debug_info = '1=12'

# templates/typescript/requests.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

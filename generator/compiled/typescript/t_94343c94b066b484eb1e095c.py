from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'extension.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_types = resolve('types')
    l_0_ext = l_0_e = missing
    try:
        t_1 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['table']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'table' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_ext = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension')
    context.vars['ext'] = l_0_ext
    context.exported_vars.add('ext')
    yield '/**\n * '
    yield str(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'where'))
    yield ': '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield "'s settings for one send, and the checks that catch what\n * "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' would silently ignore or reject.\n *\n * Pass a `'
    yield str(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'model'))
    yield "` (the wire's camelCase names); `checkSend` checks it before anything\n * is sent and throws `ExtensionError`. A key that differs from a field only by case or underscores\n * (`actor_id`) is an error, since "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' would ignore it; other keys it does not know pass\n * through untouched.\n */\n\nimport { ExtensionError } from "./errors.js";\nimport { isObject } from "./json.js";\n'
    for l_1_t in (undefined(name='types') if l_0_types is missing else l_0_types):
        _loop_vars = {}
        pass
        yield '\n'
        template = environment.get_template('interface.ts.jinja', 'extension.ts.jinja')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'t': l_1_t, 'e': l_0_e, 'ext': l_0_ext}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    l_1_t = missing
    yield '\nexport const NAMESPACE = '
    yield str(t_1(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'namespace')))
    yield ';\n\ntype Schema = {\n  type?: string;\n  pattern?: string;\n  items?: Schema;\n  properties?: Record<string, Schema>;\n  additionalProperties?: boolean | Schema;\n  $ref?: string;\n  "x-aliases"?: Record<string, string>;\n  "x-pitfalls"?: Record<string, string>;\n  "x-unknown-key"?: string;\n  "x-unconfirmed"?: boolean;\n  "x-why"?: string;\n};\n\n// The schema of spec/extension.yaml, reduced to what the checks read.\nconst SCHEMA: Record<string, Schema> = '
    yield str(t_3(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'checks')))
    yield ';\n\nconst LOCATION: readonly string[] = '
    yield str(t_1(t_2(context.eval_ctx, environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'location'))))
    yield ';\n\n// Rules across the message and the extension: where the parts are, the part members that\n// trigger the rule, the extension field it requires, and why.\nconst RULES: readonly { partsAt: readonly string[]; members: readonly string[]; require: string; why: string }[] = [\n'
    for l_1_rule in environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'rules'):
        _loop_vars = {}
        pass
        yield '  { partsAt: '
        yield str(t_1(t_2(context.eval_ctx, environment.getattr(l_1_rule, 'parts_at'))))
        yield ', members: '
        yield str(t_1(t_2(context.eval_ctx, environment.getattr(l_1_rule, 'when_part_has'))))
        yield ', require: '
        yield str(t_1(environment.getattr(l_1_rule, 'require')))
        yield ', why: '
        yield str(t_1(environment.getattr(l_1_rule, 'message')))
        yield ' },\n'
    l_1_rule = missing
    yield '];\n\nconst TYPES: Record<string, [string, (value: unknown) => boolean]> = {\n  string: ["a string", (v) => typeof v === "string"],\n  boolean: ["true or false", (v) => typeof v === "boolean"],\n  integer: ["an integer", (v) => Number.isInteger(v)],\n  number: ["a number", (v) => typeof v === "number" && Number.isFinite(v)],\n  array: ["a list", (v) => Array.isArray(v)],\n  object: ["an object", (v) => isObject(v)],\n};\n\nconst WHERE = [...LOCATION, NAMESPACE].join(".");\n\n/** Check a send request\'s canonical JSON: the extension is there, valid, and fits the message. */\nexport function checkSend(request: Record<string, unknown>): void {\n  const holder = get(request, LOCATION);\n  if (!isObject(holder) || !(NAMESPACE in holder)) {\n    throw new ExtensionError(WHERE, "is required'
    l_0_e = environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'missing_error')
    context.vars['e'] = l_0_e
    context.exported_vars.add('e')
    if (undefined(name='e') if l_0_e is missing else l_0_e):
        pass
        yield ' (without it '
        yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
        yield ' answers '
        yield str(environment.getattr((undefined(name='e') if l_0_e is missing else l_0_e), 'status'))
        yield ' '
        yield str(environment.getattr((undefined(name='e') if l_0_e is missing else l_0_e), 'code'))
        yield ')'
    yield '; send {} for the defaults");\n  }\n  const extension = holder[NAMESPACE];\n  checkExtension(extension);\n  const settings = extension as Record<string, unknown>;\n  for (const rule of RULES) {\n    const parts = get(request, rule.partsAt);\n    const carries = Array.isArray(parts) && parts.some((p) => isObject(p) && rule.members.some((m) => m in p));\n    if (!settings[rule.require] && carries) throw new ExtensionError(`${WHERE}.${rule.require}`, rule.why);\n  }\n}\n\nfunction get(obj: unknown, path: readonly string[]): unknown {\n  for (const key of path) obj = isObject(obj) ? obj[key] : undefined;\n  return obj;\n}\n\nconst ROOT: Schema = { $ref: '
    yield str(t_1(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'model')))
    yield ' };\nconst NO_FIELDS: Record<string, Schema> = {};\nconst NO_NAMES: Record<string, string> = {};\n// Every send checks the extension: each schema\'s $ref is resolved, and its field names folded, once.\nconst RESOLVED = new WeakMap<Schema, Schema>();\nconst FOLDED = new WeakMap<Record<string, Schema>, Record<string, string>>();\n\n/** Check the extension\'s JSON against its schema; throw ExtensionError at the first problem. */\nexport function checkExtension(value: unknown, path: string = WHERE): void {\n  check(value, ROOT, path, "");\n}\n\n/** The schema with its $ref (if any) replaced by what it names. */\nfunction resolved(schema: Schema): Schema {\n  if (schema.$ref === undefined) return schema;\n  let out = RESOLVED.get(schema);\n  if (out === undefined) {\n    const { $ref, ...rest } = schema;\n    out = { ...SCHEMA[$ref.split("/").pop()!], ...rest };\n    RESOLVED.set(schema, out);\n  }\n  return out;\n}\n\n/** why: what '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' does with a wrong value here; a field inherits its object\'s. */\nfunction check(value: unknown, schema: Schema, path: string, why: string): void {\n  schema = resolved(schema);\n  if (schema["x-why"] !== undefined) why = `: ${schema["x-why"]}`;\n  if (schema.type !== undefined) {\n    const [name, fits] = TYPES[schema.type]!;\n    if (!fits(value)) throw new ExtensionError(path, `must be ${name}, not ${jsonName(value)}${why}`);\n  }\n  if (typeof value === "string" && schema.pattern !== undefined && !new RegExp(`^(?:${schema.pattern})$`, "u").test(value)) {\n    throw new ExtensionError(path, `${JSON.stringify(value)} does not match ${schema.pattern}${why}`);\n  }\n  if (Array.isArray(value) && schema.items !== undefined) {\n    const items = schema.items;\n    value.forEach((item, i) => check(item, items, `${path}[${i}]`, why));\n  }\n  if (isObject(value)) {\n    const properties = schema.properties ?? NO_FIELDS;\n    const aliases = schema["x-aliases"] ?? NO_NAMES;\n    const pitfalls = schema["x-pitfalls"] ?? NO_NAMES;\n    const folded = confirmedFolded(properties);\n    for (const [key, item] of Object.entries(value)) {\n      // own keys only: the tables are plain objects, and "constructor" names no field of them\n      const name = Object.hasOwn(aliases, key) ? aliases[key]! : key;\n      const known = folded[fold(key)];\n      if (Object.hasOwn(pitfalls, key)) {\n        throw new ExtensionError(`${path}.${key}`, pitfalls[key]!);\n      } else if (Object.hasOwn(properties, name)) {\n        check(item, properties[name]!, `${path}.${key}`, why);\n      } else if (known !== undefined) {\n        throw new ExtensionError(`${path}.${key}`, `'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' ignores "${key}" without an error: the field is "${known}"`);\n      } else if (schema.additionalProperties === false) {\n        const close = closest(key, [...Object.keys(properties), ...Object.keys(aliases)]);\n        const hint = close !== undefined ? ` (did you mean "${close}"?)` : "";\n        throw new ExtensionError(`${path}.${key}`, `"${key}" ${schema["x-unknown-key"] ?? "is not allowed here"}${hint}`);\n      }\n    }\n  }\n}\n\n/**\n * Folded names of the fields whose wire name the vendor page prints: for a guessed name\n * (x-unconfirmed), another spelling may be the real one and must pass.\n */\nfunction confirmedFolded(properties: Record<string, Schema>): Record<string, string> {\n  let out = FOLDED.get(properties);\n  if (out === undefined) {\n    out = Object.create(null) as Record<string, string>; // a key like "constructor" folds to no field\n    for (const [name, schema] of Object.entries(properties)) if (!schema["x-unconfirmed"]) out[fold(name)] = name;\n    FOLDED.set(properties, out);\n  }\n  return out;\n}\n\n/** actor_id, actorID and actorId fold alike: a key that folds like a field is a misspelling. */\nfunction fold(key: string): string {\n  return key.replace(/[_-]/g, "").toLowerCase();\n}\n\n/** The candidate most like word, when alike enough (edit distance within 40% of the length). */\nfunction closest(word: string, candidates: readonly string[]): string | undefined {\n  let best: string | undefined;\n  let bestScore = 0.6;\n  for (const candidate of candidates) {\n    const score = 1 - distance(word, candidate) / Math.max(word.length, candidate.length);\n    if (score >= bestScore) [best, bestScore] = [candidate, score];\n  }\n  return best;\n}\n\nfunction distance(a: string, b: string): number {\n  let row = Array.from({ length: b.length + 1 }, (_, j) => j);\n  for (let i = 1; i <= a.length; i++) {\n    const next = [i];\n    for (let j = 1; j <= b.length; j++) {\n      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));\n    }\n    row = next;\n  }\n  return row[b.length]!;\n}\n\nfunction jsonName(value: unknown): string {\n  if (value === null) return "null";\n  if (Array.isArray(value)) return "a list";\n  const names: Record<string, string> = { boolean: "a boolean", string: "a string", number: "a number", object: "an object" };\n  return names[typeof value] ?? typeof value;\n}\n'

blocks = {}
debug_info = '1=33&2=35&4=39&5=43&7=45&9=47&15=49&17=53&20=61&37=63&39=65&44=67&45=71&64=81&81=94&105=96&134=98'

# templates/typescript/extension.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

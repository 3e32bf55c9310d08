from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'answers.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_a = l_0_errors = l_0_updates = missing
    try:
        t_1 = environment.filters['camel']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'camel' found.")
    try:
        t_2 = environment.filters['capitalize']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'capitalize' found.")
    try:
        t_3 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_4 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_5 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_a = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer')
    context.vars['a'] = l_0_a
    context.exported_vars.add('a')
    l_0_errors = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors')
    context.vars['errors'] = l_0_errors
    context.exported_vars.add('errors')
    l_0_updates = ('ArtifactUpdate' in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'models'), 'defs'))
    context.vars['updates'] = l_0_updates
    context.exported_vars.add('updates')
    yield '/**\n * How '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'))
    yield " lays out an answer, read from the canonical types:\n *\n * - `answer(x)`: the text of a task's artifact named "
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'artifact_name')))
    yield ' (of every artifact, from\n *   agents that name theirs otherwise), of a message, or of an artifact update;\n'
    for l_1_entry in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kinds'):
        _loop_vars = {}
        pass
        yield ' * - `'
        yield str(t_1(environment.getattr(l_1_entry, 'kind')))
        yield '(x)`: the '
        yield str(environment.getattr(l_1_entry, 'field'))
        yield ' of its data parts of kind '
        yield str(t_4(environment.getattr(l_1_entry, 'kind')))
        yield ';\n'
    l_1_entry = missing
    yield ' * - `errorMessage(task)`: why a task failed ('
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text'))
    yield ');\n * - for a stream chunk (a status update, or a message): `chunkText`, `isThought` (part metadata\n *   '
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key'))
    yield ')'
    if environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tools'):
        pass
        yield ', `toolCall` and `toolResult` (part metadata '
        yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key'))
        yield ')'
    yield ', and `files`.\n *\n * Data parts are told apart by `data.'
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kind_key'))
    yield '`; one of a kind not listed here, or with none,\n * is skipped, never an error.\n */\n\nimport { type JsonObject, isObject } from "./json.js";\nimport type * as m from "./models.js";\n\nconst DATA_KIND_KEY = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kind_key')))
    yield ';\nconst TOOL_KEY = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key')))
    yield ';\nconst THOUGHT_KEY = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key')))
    yield ';\n\n/** What holds an answer: a task, a message'
    yield str((', or an artifact update' if (undefined(name='updates') if l_0_updates is missing else l_0_updates) else cond_expr_undefined("the inline if-expression on line 28 in 'answers.ts.jinja' evaluated to false and no else section was defined.")))
    yield '. */\nexport type Answered = m.Task | m.Message'
    yield str((' | m.ArtifactUpdate' if (undefined(name='updates') if l_0_updates is missing else l_0_updates) else cond_expr_undefined("the inline if-expression on line 29 in 'answers.ts.jinja' evaluated to false and no else section was defined.")))
    yield ";\n/** What holds one step of the agent's work: a status update, or a message. */\nexport type Chunk = m.StatusUpdate | m.Message;\n\nfunction answerParts(x: Answered): m.Part[] {\n"
    if (undefined(name='updates') if l_0_updates is missing else l_0_updates):
        pass
        yield '  if ("artifact" in x) return x.artifact.parts;\n'
    yield '  if ("parts" in x) return x.parts;\n  const artifacts = x.artifacts ?? [];\n  const named = artifacts.filter((artifact) => artifact.name === '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'artifact_name')))
    yield ');\n  return (named.length ? named : artifacts).flatMap((artifact) => artifact.parts);\n}\n\nfunction chunkParts(x: Chunk): m.Part[] {\n  return "parts" in x ? x.parts : (x.status.message?.parts ?? []);\n}\n\nfunction thought(part: m.Part): boolean {\n  return part.metadata?.[THOUGHT_KEY] === true;\n}\n\n/** The data objects of the parts of one kind. */\nfunction data(parts: m.Part[], kind: string): JsonObject[] {\n  return parts.map((p) => p.data).filter((d): d is JsonObject => isObject(d) && d[DATA_KIND_KEY] === kind);\n}\n\nfunction joined(texts: string[]): string | undefined {\n  return texts.length ? texts.join("") : undefined;\n}\n\n/** The answer\'s text, thoughts left out; undefined when it has none (failed, or still running). */\nexport function answer(x: Answered): string | undefined {\n  return joined(answerParts(x).flatMap((p) => (p.text !== undefined && !thought(p) ? [p.text] : [])));\n}\n'
    for l_1_entry in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kinds'):
        l_1_kind = missing
        _loop_vars = {}
        pass
        l_1_kind = environment.getattr(l_1_entry, 'kind')
        _loop_vars['kind'] = l_1_kind
        yield '\n/** The '
        yield str(environment.getattr(l_1_entry, 'field'))
        yield " of the answer's data parts of kind "
        yield str(t_4((undefined(name='kind') if l_1_kind is missing else l_1_kind)))
        yield '. */\nexport function '
        yield str(t_1((undefined(name='kind') if l_1_kind is missing else l_1_kind)))
        yield '(x: Answered): '
        yield str(('string' if (environment.getattr(l_1_entry, 'items') == 'string') else str_join(('m.', environment.getattr(l_1_entry, 'items'), ))))
        yield '[] {\n  return data(answerParts(x), '
        yield str(t_4((undefined(name='kind') if l_1_kind is missing else l_1_kind)))
        yield ').flatMap((d) => {\n    const items = d['
        yield str(t_4(environment.getattr(l_1_entry, 'field')))
        yield '];\n'
        if (environment.getattr(l_1_entry, 'items') == 'string'):
            pass
            yield '    return Array.isArray(items) ? items.map(String) : [];\n'
        else:
            pass
            yield '    return Array.isArray(items) ? (items.filter(isObject) as m.'
            yield str(environment.getattr(l_1_entry, 'items'))
            yield '[]) : [];\n'
        yield '  });\n}\n'
    l_1_entry = l_1_kind = missing
    yield '\n/** Why the task failed ('
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text'))
    yield '); undefined unless it is '
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_state'))
    yield '. */\nexport function errorMessage(task: m.Task): string | undefined {\n  if (task.status.state !== '
    yield str(t_4(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_state')))
    yield ') return undefined;\n  let value: unknown = task;\n  for (const step of '
    yield str(t_4(t_5(context.eval_ctx, environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text_path'))))
    yield ' as const) {\n    value = typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[step] : undefined;\n  }\n  return typeof value === "string" ? value : undefined;\n}\n\n/** The text of a chunk, thought or not (see isThought); undefined when it has none. */\nexport function chunkText(x: Chunk): string | undefined {\n  return joined(chunkParts(x).flatMap((p) => (p.text !== undefined ? [p.text] : [])));\n}\n\n/** Whether the chunk is the agent thinking, not answering (metadata.'
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key'))
    yield '). */\nexport function isThought(x: Chunk): boolean {\n  return chunkParts(x).some(thought);\n}\n'
    for l_1_tool in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tools'):
        _loop_vars = {}
        pass
        yield '\n/** The tool '
        yield str(environment.getattr(l_1_tool, 'role'))
        yield ' the chunk carries (metadata.'
        yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key'))
        yield ' '
        yield str(t_4(environment.getattr(l_1_tool, 'kind')))
        yield '), if any. */\nexport function tool'
        yield str(t_2(environment.getattr(l_1_tool, 'role')))
        yield '(x: Chunk): m.'
        yield str(environment.getattr(l_1_tool, 'model'))
        yield ' | undefined {\n  const part = chunkParts(x).find((p) => isObject(p.data) && p.metadata?.[TOOL_KEY] === '
        yield str(t_4(environment.getattr(l_1_tool, 'kind')))
        yield ');\n  return part?.data as m.'
        yield str(environment.getattr(l_1_tool, 'model'))
        yield ' | undefined;\n}\n'
    l_1_tool = missing
    yield '\n/** The files in the chunk (parts with a '
    yield str(t_3(context.eval_ctx, environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'file_fields'), ', '))
    yield '). */\nexport function files(x: Chunk): m.Part[] {\n  return chunkParts(x).filter((p) => p.'
    yield str(environment.getitem(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'file_fields'), 0))
    yield ' !== undefined);\n}\n'

blocks = {}
debug_info = '1=44&2=46&3=49&4=52&6=56&8=58&10=60&11=64&13=72&15=74&17=82&24=84&25=86&26=88&28=90&29=92&34=94&39=98&64=100&65=104&67=107&68=111&69=115&70=117&71=119&74=125&80=130&82=134&84=136&95=138&99=140&101=144&102=150&103=154&104=156&108=160&110=162'

# templates/typescript/answers.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

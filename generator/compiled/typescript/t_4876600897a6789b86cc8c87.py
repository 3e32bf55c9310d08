from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'fake-spec.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_fake = resolve('fake')
    try:
        t_1 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_2 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n/**\n * What `fake.ts` (the test kit\'s fake of the API) needs from the spec: each operation\'s shape,\n * each dialect\'s routes and envelopes (with its wire module\'s codec), how the API\'s errors are\n * answered, the enum values its tasks pass through, and the answer layout.\n */\n\nimport type { FakeDialect } from "./fake.js";\n'
    for l_1_d in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'dialects'):
        _loop_vars = {}
        pass
        yield 'import * as '
        yield str(environment.getattr(l_1_d, 'package'))
        yield '_'
        yield str(environment.getattr(l_1_d, 'transport'))
        yield ' from "./'
        yield str(environment.getattr(l_1_d, 'package'))
        yield '/'
        yield str(environment.getattr(l_1_d, 'transport'))
        yield '.js";\n'
    l_1_d = missing
    yield '\n/** operation -> [request model, [union key, model] pairs, streaming, idempotent, extension, task field]. */\nexport const OPERATIONS: Record<string, readonly [string | null, readonly (readonly [string | null, string])[], boolean, boolean, boolean, string | null]> = {\n'
    for (l_1_name, l_1_op) in context.call(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'operations'), 'items')):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_1(l_1_name))
        yield ': '
        yield str(t_1(l_1_op))
        yield ',\n'
    l_1_name = l_1_op = missing
    yield "};\n/** The operation that replays a task's events. */\nexport const RESUME_OPERATION: string | null = "
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'resume')))
    yield ';\nexport const DIALECTS: Record<string, FakeDialect> = {\n'
    for (l_1_name, l_1_d) in context.call(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'dialects'), 'items')):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_1(l_1_name))
        yield ': {\n    module: '
        yield str(t_2(context.eval_ctx, environment.getitem(l_1_d, 0), '.', '_'))
        yield ',\n    jsonrpc: '
        yield str(t_1(environment.getitem(l_1_d, 1)))
        yield ',\n    tag: '
        yield str(t_1(environment.getitem(l_1_d, 2)))
        yield ',\n    end: '
        yield str(t_1(environment.getitem(l_1_d, 3)))
        yield ',\n    bindings: '
        yield str(t_1(environment.getitem(l_1_d, 4)))
        yield ',\n  },\n'
    l_1_name = l_1_d = missing
    yield '};\n/** error class -> [HTTP status, error code or null]. */\nexport const HTTP_ERRORS: Record<string, readonly [number, string | null]> = '
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'http_errors')))
    yield ';\n/** An unknown task: [HTTP status, error code, JSON-RPC error code]. */\nexport const NOT_FOUND: readonly [number, string | null, number | null] = '
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'not_found')))
    yield ';\nexport const STATES: Record<string, string> = '
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'states')))
    yield ';\nexport const ROLES: Record<string, string> = '
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'roles')))
    yield ';\nexport const ARTIFACT_NAME = '
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'artifact_name')))
    yield ';\nexport const DATA_KIND_KEY = '
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'data_kind_key')))
    yield ';\n/** data kind -> the field of its items. */\nexport const DATA_KINDS: Record<string, string> = '
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'data_kinds')))
    yield ';\nexport const FAILED_STATE = '
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'failed_state')))
    yield ';\nexport const FAILED_TEXT: readonly (string | number)[] = '
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'failed_text')))
    yield ';\n'

blocks = {}
debug_info = '1=26&9=28&10=32&15=42&16=46&20=52&22=54&23=58&24=60&25=62&26=64&27=66&28=68&33=72&35=74&36=76&37=78&38=80&39=82&41=84&42=86&43=88'

# templates/typescript/fake-spec.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'index.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    try:
        t_1 = environment.filters['client_class']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'client_class' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['pascal']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'pascal' found.")
    try:
        t_5 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_6 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n/**\n'
    for l_1_line in context.call(environment.getattr(t_6(environment, str_join((environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'), ': ', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'doc'), )), 96), 'split'), '\n'):
        _loop_vars = {}
        pass
        yield ' * '
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield ' *\n'
    for l_1_v in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'):
        _loop_vars = {}
        pass
        yield ' * - `'
        yield str(t_1(environment.getattr(l_1_v, 'package')))
        yield '`: A2A v'
        yield str(environment.getattr(l_1_v, 'version'))
        yield ', `transport` '
        yield str(t_2(context.eval_ctx, t_3(context, environment.getattr(l_1_v, 'transports'), 'json'), ' or '))
        yield '\n'
    l_1_v = missing
    yield ' *\n * Every client has the same operations and speaks the same canonical types (models.ts).\n */\n\n'
    for l_1_v in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'):
        _loop_vars = {}
        pass
        yield 'export { '
        yield str(t_1(environment.getattr(l_1_v, 'package')))
        yield ' } from "./'
        yield str(environment.getattr(l_1_v, 'package'))
        yield '/client.js";\nexport type { Transport as '
        yield str(t_5(context.eval_ctx, t_1(environment.getattr(l_1_v, 'package')), 'Client', 'Transport'))
        yield ' } from "./'
        yield str(environment.getattr(l_1_v, 'package'))
        yield '/client.js";\n'
    l_1_v = missing
    yield 'export * from "./answers.js";\nexport {\n'
    for l_1_e in ((environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'shared') + environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'status')) + environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'jsonrpc')):
        _loop_vars = {}
        pass
        yield '  '
        yield str(environment.getattr(l_1_e, 'name'))
        yield ',\n'
    l_1_e = missing
    yield '} from "./api-errors.js";\nexport * from "./error-mapping.js";\nexport * from "./errors.js";\nexport * from "./extension.js";\nexport * from "./models.js";\nexport type { ApiKey, Hook, HookEvent, Hooks, Logger, RawResponse, RequestOptions, Stream } from "./http.js";\nexport { APIPromise, DEFAULT_MAX_RETRIES, DEFAULT_STREAM_TIMEOUT, DEFAULT_TIMEOUT } from "./http.js";\nexport type { ClientOptions, Event, Options'
    def t_7(fiter):
        for l_1_op in fiter:
            if environment.getattr(l_1_op, 'keywords'):
                yield l_1_op
    for l_1_op in t_7(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')):
        _loop_vars = {}
        pass
        yield ', '
        yield str(t_4(environment.getattr(l_1_op, 'name')))
        yield 'Options'
    l_1_op = missing
    yield ' } from "./operations.js";\nexport { DEFAULT_BASE_URL } from "./spec.js";\nexport type { MessageInput } from "./requests.js";\nexport { SPEC_DIGEST, VERSION } from "./version.js";\n'
    for l_1_v in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'):
        _loop_vars = {}
        pass
        for l_2_d in environment.getattr(l_1_v, 'dialects'):
            _loop_vars = {}
            pass
            yield 'export * as '
            yield str(environment.getattr(l_1_v, 'package'))
            yield '_'
            yield str(environment.getattr(l_2_d, 'transport'))
            yield ' from "./'
            yield str(environment.getattr(l_1_v, 'package'))
            yield '/'
            yield str(environment.getattr(l_2_d, 'transport'))
            yield '.js";\n'
        l_2_d = missing
    l_1_v = missing

blocks = {}
debug_info = '1=49&3=51&4=55&7=59&8=63&14=71&15=75&16=79&20=85&21=89&30=93&34=105&35=108&36=112'

# templates/typescript/index.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'api-errors.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    try:
        t_1 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_4 = environment.filters['prop']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'prop' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n/**\n * The errors the API names (and the meanings they share), each the class of its answers, and the\n * tables error-mapping.ts finds them with; the base classes are in errors.ts. The errors the\n * client throws:\n *\n'
    for l_1_line in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'tree'):
        _loop_vars = {}
        pass
        yield ' * '
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield " * ConfigurationError              a client option (or variable) that is missing or wrong\n * RequestShapeError               a request field in another dialect's spelling, or one "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield '\n *                                 ignores; nothing was sent\n * ExtensionError                  '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'where'))
    yield ' that '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield " would ignore or reject;\n *                                 nothing was sent\n * UnsupportedOperationError       an operation the client's dialect does not offer; nothing was sent\n *\n * A task that fails is not an error: the request answers HTTP "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_http_status'))
    yield ' and the task ends in\n * '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_state'))
    yield ', with the error in '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_text'))
    yield ' (see answers.ts, errorMessage).\n */\n\nimport { '
    yield str(('A2AError, ' if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'shared') else cond_expr_undefined("the inline if-expression on line 21 in 'api-errors.ts.jinja' evaluated to false and no else section was defined.")))
    yield 'APIStatusError, JSONRPCError, type StatusErrorClass } from "./errors.js";\n'
    l_1_loop = missing
    for l_1_e, l_1_loop in LoopContext(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'shared'), undefined):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_1(str_join((environment.getattr(l_1_e, 'doc'), ' `instanceof` it is true for any of: ', t_2(context.eval_ctx, environment.getattr(l_1_e, 'members'), ', '), '.', ))))
        yield 'export abstract class '
        yield str(environment.getattr(l_1_e, 'name'))
        yield ' extends A2AError {\n  static override [Symbol.hasInstance](value: unknown): value is '
        yield str(t_2(context.eval_ctx, environment.getattr(l_1_e, 'members'), ' | '))
        yield ' {\n    return '
        l_2_loop = missing
        for l_2_m, l_2_loop in LoopContext(environment.getattr(l_1_e, 'members'), undefined):
            _loop_vars = {}
            pass
            yield str((' || ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 26 in 'api-errors.ts.jinja' evaluated to false and no else section was defined.")))
            yield 'Function.prototype[Symbol.hasInstance].call('
            yield str(l_2_m)
            yield ', value)'
        l_2_loop = l_2_m = missing
        yield ';\n  }\n}\n'
    l_1_loop = l_1_e = missing
    for l_1_e in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'status'):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_1(str_join((environment.getattr(l_1_e, 'doc'), (str_join((' Also a ', environment.getattr(l_1_e, 'shared'), '.', )) if environment.getattr(l_1_e, 'shared') else ''), ))))
        yield 'export class '
        yield str(environment.getattr(l_1_e, 'name'))
        yield ' extends '
        yield str(environment.getattr(l_1_e, 'base'))
        yield ' {\n  override name = '
        yield str(t_3(environment.getattr(l_1_e, 'name')))
        yield ';\n}\n'
    l_1_e = missing
    for l_1_e in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'jsonrpc'):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_1(str_join((environment.getattr(l_1_e, 'doc'), (str_join((' Also a ', environment.getattr(l_1_e, 'shared'), '.', )) if environment.getattr(l_1_e, 'shared') else ''), ))))
        yield 'export class '
        yield str(environment.getattr(l_1_e, 'name'))
        yield ' extends JSONRPCError {\n  override name = '
        yield str(t_3(environment.getattr(l_1_e, 'name')))
        yield ';\n}\n'
    l_1_e = missing
    yield '\nexport const BY_ERROR_CODE: Record<string, StatusErrorClass> = {\n'
    for (l_1_code, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_error_code'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_4(l_1_code))
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_code = l_1_name = missing
    yield "};\n// An error code this table does not know (A2A's TASK_NOT_FOUND, say) gets its status's class,\n// then the class of its status's hundred (5xx).\nexport const BY_STATUS: Record<number, StatusErrorClass> = {\n"
    for (l_1_status, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_status'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(l_1_status)
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_status = l_1_name = missing
    yield '};\nexport const BY_STATUS_CLASS: Record<number, StatusErrorClass> = {\n'
    for (l_1_hundred, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_status_class'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(l_1_hundred)
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_hundred = l_1_name = missing
    yield '};\nexport const BY_JSONRPC_CODE: Record<number, typeof JSONRPCError> = {\n'
    for (l_1_code, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_jsonrpc_code'):
        _loop_vars = {}
        pass
        yield '  '
        yield str((str_join(('[', l_1_code, ']', )) if (l_1_code < 0) else l_1_code))
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_code = l_1_name = missing
    yield '};\n'

blocks = {}
debug_info = '1=37&7=39&8=43&11=47&13=49&17=53&18=55&21=59&22=62&24=66&25=70&26=73&30=83&32=87&33=93&36=96&38=100&39=104&44=108&45=112&51=118&52=122&56=128&57=132&61=138&62=142'

# templates/typescript/api-errors.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

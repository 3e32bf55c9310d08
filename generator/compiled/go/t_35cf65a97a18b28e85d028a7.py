from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'apierrors.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_errors = resolve('errors')
    l_0_package = resolve('package')
    l_0_ir = resolve('ir')
    l_0_by_name = l_0_sentinels = missing
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
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_4 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_5 = environment.filters['status_class']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'status_class' found.")
    try:
        t_6 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_by_name = {}
    context.vars['by_name'] = l_0_by_name
    context.exported_vars.add('by_name')
    for l_1_e in (undefined(name='errors') if l_0_errors is missing else l_0_errors):
        _loop_vars = {}
        pass
        context.call(environment.getattr((undefined(name='by_name') if l_0_by_name is missing else l_0_by_name), 'update'), {environment.getattr(l_1_e, 'name'): l_1_e}, _loop_vars=_loop_vars)
    l_1_e = missing
    l_0_sentinels = t_3(context.eval_ctx, t_4(context, (undefined(name='errors') if l_0_errors is missing else l_0_errors), 'sentinel'))
    context.vars['sentinels'] = l_0_sentinels
    context.exported_vars.add('sentinels')
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n'
    if (undefined(name='sentinels') if l_0_sentinels is missing else l_0_sentinels):
        pass
        yield '\nimport "errors"\n'
    yield '\n// The errors the API names, made from the spec. A meaning that every transport shares is a\n// sentinel error, for errors.Is (errors.Is(err, ErrNotFound) whether the wire said HTTP 404 or\n// JSON-RPC -32001); an error code is a type, for errors.As, that wraps the APIStatusError or\n// JSONRPCError it is (errors.As(err, &apiStatusError) works on all of them). The class tree the\n// other languages have:\n//\n'
    for l_1_line in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'tree'):
        _loop_vars = {}
        pass
        yield '//\t'
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '//\n// A task that fails is not an error: the request answers HTTP '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_http_status'))
    yield ' and the task ends in\n// '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_state'))
    yield ', with the error in '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_text'))
    yield ' (see ErrorMessage).\n\n'
    if (undefined(name='sentinels') if l_0_sentinels is missing else l_0_sentinels):
        pass
        yield '// The meanings, for errors.Is.\nvar (\n'
        for l_1_e in (undefined(name='sentinels') if l_0_sentinels is missing else l_0_sentinels):
            _loop_vars = {}
            pass
            yield str(t_1(environment.getattr(l_1_e, 'doc'), environment.getattr(l_1_e, 'sentinel'), '\t'))
            yield '\t'
            yield str(environment.getattr(l_1_e, 'sentinel'))
            yield ' = errors.New('
            yield str(t_6(str_join((environment.getattr(l_1_e, 'name'), ': ', environment.getattr(l_1_e, 'doc'), ))))
            yield ')\n'
        l_1_e = missing
        yield ')\n'
    def t_7(fiter):
        for l_1_e in fiter:
            if (environment.getattr(l_1_e, 'base') and (not environment.getattr(l_1_e, 'sentinel'))):
                yield l_1_e
    for l_1_e in t_7((undefined(name='errors') if l_0_errors is missing else l_0_errors)):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_1(str_join((environment.getattr(l_1_e, 'doc'), (str_join((' errors.Is matches ', t_2(context.eval_ctx, environment.getattr(l_1_e, 'meanings'), ', '), '.', )) if environment.getattr(l_1_e, 'meanings') else ''), )), environment.getattr(l_1_e, 'name')))
        yield 'type '
        yield str(environment.getattr(l_1_e, 'name'))
        yield ' struct{ *'
        yield str(environment.getattr(l_1_e, 'base'))
        yield ' }\n\n// Unwrap returns the '
        yield str(environment.getattr(l_1_e, 'base'))
        yield ' the error is.\nfunc (e *'
        yield str(environment.getattr(l_1_e, 'name'))
        yield ') Unwrap() error { return e.'
        yield str(environment.getattr(l_1_e, 'base'))
        yield ' }\n'
    l_1_e = missing
    yield "\n// An error code no class claims gets its status's class, then the class of its status's\n// hundred (5xx).\nvar byErrorCode = map[string]statusClass{\n"
    for (l_1_code, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_error_code'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_6(l_1_code))
        yield ': '
        yield str(t_5(l_1_name, (undefined(name='by_name') if l_0_by_name is missing else l_0_by_name)))
        yield ',\n'
    l_1_code = l_1_name = missing
    yield '}\n\nvar byStatus = map[int]statusClass{\n'
    for (l_1_status, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_status'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(l_1_status)
        yield ': '
        yield str(t_5(l_1_name, (undefined(name='by_name') if l_0_by_name is missing else l_0_by_name)))
        yield ',\n'
    l_1_status = l_1_name = missing
    yield '}\n\nvar byStatusClass = map[int]statusClass{\n'
    for (l_1_hundred, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_status_class'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(l_1_hundred)
        yield ': '
        yield str(t_5(l_1_name, (undefined(name='by_name') if l_0_by_name is missing else l_0_by_name)))
        yield ',\n'
    l_1_hundred = l_1_name = missing
    yield '}\n\nvar byJSONRPCCode = map[int]jsonrpcClass{\n'
    for (l_1_code, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_jsonrpc_code'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(l_1_code)
        yield ': '
        yield str(t_5(l_1_name, (undefined(name='by_name') if l_0_by_name is missing else l_0_by_name), 'JSONRPCError'))
        yield ',\n'
    l_1_code = l_1_name = missing
    yield '}\n'

blocks = {}
debug_info = '1=52&2=54&3=57&4=62&5=66&6=68&17=72&18=76&21=80&22=82&24=86&27=89&28=92&32=100&34=108&36=114&37=116&43=122&44=126&49=132&50=136&55=142&56=146&61=152&62=156'

# templates/go/apierrors.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

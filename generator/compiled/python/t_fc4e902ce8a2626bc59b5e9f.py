from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/dialect.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_d = resolve('d')
    l_0_imports = resolve('imports')
    l_0_dict = resolve('dict')
    l_0_shortcuts = resolve('shortcuts')
    l_0_ir = resolve('ir')
    l_0_codec = l_0_disc = l_0_rpc = l_0_decoded = l_0_types = missing
    try:
        t_1 = environment.filters['indent']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'indent' found.")
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
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['pyline']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'pyline' found.")
    try:
        t_6 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_7 = environment.filters['result_type']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'result_type' found.")
    try:
        t_8 = environment.filters['snake']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'snake' found.")
    try:
        t_9 = environment.filters['tuple']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'tuple' found.")
    try:
        t_10 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_11 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    try:
        t_12 = environment.tests['boolean']
    except KeyError:
        @internalcode
        def t_12(*unused):
            raise TemplateRuntimeError("No test named 'boolean' found.")
    try:
        t_13 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_13(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_codec = environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'codec')
    context.vars['codec'] = l_0_codec
    context.exported_vars.add('codec')
    l_0_disc = environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'discriminator')
    context.vars['disc'] = l_0_disc
    context.exported_vars.add('disc')
    l_0_rpc = (environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'transport') == 'jsonrpc')
    context.vars['rpc'] = l_0_rpc
    context.exported_vars.add('rpc')
    def macro(l_1_model, l_1_expr):
        t_14 = []
        if l_1_model is missing:
            l_1_model = undefined("parameter 'model' was not provided", name='model')
        if l_1_expr is missing:
            l_1_expr = undefined("parameter 'expr' was not provided", name='expr')
        pass
        t_14.extend((
            'as_model(m.',
            str(l_1_model),
            ', ',
        ))
        if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'changes'), l_1_model):
            pass
            t_14.extend((
                'DECODE[',
                str(t_6(l_1_model)),
                '](',
                str(l_1_expr),
                ')',
            ))
        else:
            pass
            t_14.append(
                str(l_1_expr),
            )
        t_14.append(
            ')',
        )
        return concat(t_14)
    context.exported_vars.add('decoded')
    context.vars['decoded'] = l_0_decoded = Macro(environment, macro, 'decoded', ('model', 'expr'), False, False, False, context.eval_ctx.autoescape)
    yield '"""A2A v'
    yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'version'))
    yield ' over '
    yield str((str_join(('JSON-RPC ', environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'jsonrpc'), )) if (undefined(name='rpc') if l_0_rpc is missing else l_0_rpc) else 'REST'))
    yield ': the wire layer of dialect '
    yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
    yield '.\n\n'
    yield str(t_11(environment, str_join(('Wire format: ', environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'doc'), )), 96))
    yield '\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'):
        pass
        yield '\n'
        yield str(t_11(environment, environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'), 96))
        yield '\n'
    yield '\n``build_<operation>`` turns canonical models into the exact HTTP request this dialect sends;\n``parse_<operation>`` turns the answer\'s JSON (for a stream, one event\'s data) into canonical\nmodels. Pure functions, no I/O: the clients do the sending.\n"""\n\nfrom __future__ import annotations\n\n'
    for l_1_line in (undefined(name='imports') if l_0_imports is missing else l_0_imports):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '\nNAME = '
    yield str(t_6(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name')))
    yield '\nVERSION = '
    yield str(t_6(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'version')))
    yield '\nTRANSPORT = '
    yield str(t_6(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'transport')))
    yield '\nHEADERS: dict[str, str] = '
    yield str(t_6(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'headers'))))
    yield '\nDEFAULTS: dict[str, Any] = '
    yield str(t_6(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'defaults')))
    yield '\n"""What the server assumes when a send leaves these fields out ("all": the whole history)."""\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'):
        pass
        yield 'UNSUPPORTED = '
        yield str(t_6(t_3(context.eval_ctx, t_4(context, environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'), attribute='name'))))
        yield '\n'
    for l_1_e in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_e, 'encode'), _loop_vars=_loop_vars), str_join(('_', t_10(t_8(environment.getattr(l_1_e, 'name'))), '_ENCODE: dict[str, str] = ', ))))
        yield '\n'
        yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_e, 'decode'), _loop_vars=_loop_vars), str_join(('_', t_10(t_8(environment.getattr(l_1_e, 'name'))), '_DECODE: dict[str, str] = ', ))))
        yield '\n'
    l_1_e = missing
    for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        l_1_table = missing
        _loop_vars = {}
        pass
        l_1_table = str_join(('_', t_10(t_8(l_1_model)), ))
        _loop_vars['table'] = l_1_table
        yield '\n# '
        yield str(l_1_model)
        yield ": where each member's fields go on the wire"
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield ', and its '
            yield str((undefined(name='disc') if l_0_disc is missing else l_0_disc))
            yield ' tag'
        yield '.\n'
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS: dict[str, dict[str, tuple[str, ...]]] = {\n'
        for (l_2_member, l_2_paths) in context.call(environment.getattr(context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_paths'), l_1_model, _loop_vars=_loop_vars), 'items'), _loop_vars=_loop_vars):
            _loop_vars = {}
            pass
            yield str(t_5(l_2_paths, str_join(('    ', t_6(l_2_member), ': ', )), ','))
            yield '\n'
        l_2_member = l_2_paths = missing
        yield '}\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS: dict[str, str] = '
            yield str(t_6(context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_tags'), l_1_model, _loop_vars=_loop_vars)))
            yield '\n'
        if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_objects'), l_1_model, _loop_vars=_loop_vars):
            pass
            yield '# Fields this wire carries only as JSON objects (A2A v1.0 allows any JSON value).\n'
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_OBJECTS: dict[str, tuple[str, ...]] = '
            yield str(t_6(context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_objects'), l_1_model, _loop_vars=_loop_vars)))
            yield '\n'
    l_1_model = l_1_table = missing
    l_0_types = {}
    context.vars['types'] = l_0_types
    context.exported_vars.add('types')
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        l_1_steps = missing
        _loop_vars = {}
        pass
        l_1_steps = []
        _loop_vars['steps'] = l_1_steps
        for l_2_s in environment.getattr(l_1_t, 'steps'):
            _loop_vars = {}
            pass
            context.call(environment.getattr((undefined(name='steps') if l_1_steps is missing else l_1_steps), 'append'), (environment.getattr(l_2_s, 'name'), environment.getattr(l_2_s, 'wire'), environment.getattr(l_2_s, 'shape'), environment.getattr(l_2_s, 'target')), _loop_vars=_loop_vars)
        l_2_s = missing
        context.call(environment.getattr((undefined(name='types') if l_0_types is missing else l_0_types), 'update'), {environment.getattr(l_1_t, 'model'): (environment.getattr(l_1_t, 'tag'), t_9((undefined(name='steps') if l_1_steps is missing else l_1_steps)))}, _loop_vars=_loop_vars)
    l_1_t = l_1_steps = missing
    yield '\n'
    if ((undefined(name='types') if l_0_types is missing else l_0_types) or environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants')):
        pass
        yield "# Canonical JSON <-> this dialect's JSON, per model whose wire form differs (the others are\n# equal): its tag, and each field that differs as (canonical key, wire key, shape, target), see\n# _codec.Step; then the spellings of the enums, and where x-oneof members' fields go.\nENCODE, DECODE = codecs(\n    NAME,\n    "
        yield str(t_6((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
        yield ',\n'
        yield str(t_5((undefined(name='types') if l_0_types is missing else l_0_types), '    ', ','))
        yield '\n'
        if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
            pass
            yield '    {\n'
            for l_1_e in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
                l_1_table = missing
                _loop_vars = {}
                pass
                l_1_table = str_join(('_', t_10(t_8(environment.getattr(l_1_e, 'name'))), ))
                _loop_vars['table'] = l_1_table
                yield '        '
                yield str(t_6(environment.getattr(l_1_e, 'name')))
                yield ': ('
                yield str((undefined(name='table') if l_1_table is missing else l_1_table))
                yield '_ENCODE, '
                yield str((undefined(name='table') if l_1_table is missing else l_1_table))
                yield '_DECODE),\n'
            l_1_e = l_1_table = missing
            yield '    },\n'
        else:
            pass
            yield '    {},\n'
        if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
            pass
            yield '    {\n'
            for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
                l_1_table = missing
                _loop_vars = {}
                pass
                l_1_table = str_join(('_', t_10(t_8(l_1_model)), ))
                _loop_vars['table'] = l_1_table
                yield '        '
                yield str(t_6(l_1_model))
                yield ': ('
                yield str((undefined(name='table') if l_1_table is missing else l_1_table))
                yield '_PATHS, '
                yield str((str_join(((undefined(name='table') if l_1_table is missing else l_1_table), '_TAGS', )) if (undefined(name='disc') if l_0_disc is missing else l_0_disc) else '{}'))
                yield ', '
                yield str((str_join(((undefined(name='table') if l_1_table is missing else l_1_table), '_OBJECTS', )) if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_objects'), l_1_model, _loop_vars=_loop_vars) else '{}'))
                yield '),\n'
            l_1_model = l_1_table = missing
            yield '    },\n'
        else:
            pass
            yield '    {},\n'
        yield ')\n'
    else:
        pass
        yield "# Canonical JSON <-> this dialect's JSON, per model whose wire form differs: none here.\nENCODE: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {}\nDECODE: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {}\n"
    for l_1_u in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unions'):
        l_1_called = resolve('called')
        _loop_vars = {}
        pass
        yield '\n\ndef _decode_'
        yield str(t_8(environment.getattr(l_1_u, 'name')))
        yield '(w: Any) -> '
        yield str(t_7(environment.getattr(l_1_u, 'name')))
        yield ':\n    w = expect_object(w, '
        yield str(t_6(environment.getattr(l_1_u, 'name')))
        yield ')\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield '    kind = w.get('
            yield str(t_6((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ')\n'
            for (l_2__, l_2_model) in environment.getattr(l_1_u, 'members'):
                _loop_vars = {}
                pass
                yield '    if kind == '
                yield str(t_6(environment.getitem(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'tags'), l_2_model)))
                yield ':\n        return '
                yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), l_2_model, 'w', _loop_vars=_loop_vars))
                yield '\n'
            l_2__ = l_2_model = missing
            yield '    raise UnexpectedResponseError(f"unknown '
            yield str(environment.getattr(l_1_u, 'name'))
            yield ' kind {kind!r}", body=w)\n'
        else:
            pass
            for (l_2_key, l_2_model) in environment.getattr(l_1_u, 'members'):
                _loop_vars = {}
                pass
                yield '    if '
                yield str(t_6(l_2_key))
                yield ' in w:\n        return '
                yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), l_2_model, str_join(('w[', t_6(l_2_key), ']', )), _loop_vars=_loop_vars))
                yield '\n'
            l_2_key = l_2_model = missing
            yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '    ', 'raise UnexpectedResponseError', [str_join(('"a ', environment.getattr(l_1_u, 'name'), ' with none of ', t_2(context.eval_ctx, t_4(context, environment.getattr(l_1_u, 'members'), 'first'), ', '), '"', )), 'body=w'], _loop_vars=_loop_vars))
            yield '\n'
    l_1_u = l_1_called = missing
    l_1_loop = missing
    for l_1_b, l_1_loop in LoopContext(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'bindings'), undefined):
        l_1_called = resolve('called')
        l_1_args = resolve('args')
        l_1_op = l_1_value = missing
        _loop_vars = {}
        pass
        l_1_op = environment.getattr(l_1_b, 'op')
        _loop_vars['op'] = l_1_op
        yield '\n\n'
        yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '', str_join(('def build_', environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name'), )), (([str_join(('request: m.', environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'), ))] if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request') else []) + ['*', 'request_id: str | int = 1']), ' -> WireRequest:', _loop_vars=_loop_vars))
        yield '\n    """'
        yield str(t_1(t_11(environment, environment.getattr(l_1_b, 'doc'), 92), 4))
        yield '\n\n    '
        yield str((str_join(('JSON-RPC method ', environment.getattr(l_1_b, 'method'), )) if environment.getattr(l_1_b, 'method') else str_join((environment.getattr(l_1_b, 'http'), ' ', environment.getattr(l_1_b, 'path'), ))))
        yield str((', answered with a stream' if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'streaming') else cond_expr_undefined("the inline if-expression on line 128 in 'version/dialect.py.jinja' evaluated to false and no else section was defined.")))
        yield '.\n    ``request_id`` is the JSON-RPC id'
        yield str((' (unused here)' if (not environment.getattr(l_1_b, 'method')) else cond_expr_undefined("the inline if-expression on line 129 in 'version/dialect.py.jinja' evaluated to false and no else section was defined.")))
        yield '.\n    """\n'
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'):
            pass
            yield '    w = dump(request)\n'
            if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'extension'):
                pass
                yield '    check_send(w)\n'
            if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'changes'), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'), _loop_vars=_loop_vars):
                pass
                yield '    w = ENCODE['
                yield str(t_6(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request')))
                yield '](w)\n'
        if environment.getattr(l_1_b, 'method'):
            pass
            yield '    body = jsonrpc_request(request_id, '
            yield str(t_6(environment.getattr(l_1_b, 'method')))
            yield ', w)\n'
            yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '    ', 'return WireRequest', [t_6(environment.getattr(l_1_b, 'http')), t_6(environment.getattr(l_1_b, 'path')), t_6(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars)), 'json=body'], _loop_vars=_loop_vars))
            yield '\n'
        else:
            pass
            if environment.getattr(l_1_b, 'path_fields'):
                pass
                yield '    path = '
                yield str(t_6(environment.getattr(l_1_b, 'path')))
                yield '.format('
                l_2_loop = missing
                for l_2_f, l_2_loop in LoopContext(environment.getattr(l_1_b, 'path_fields'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(l_2_f)
                    yield '=quote(str(w.pop('
                    yield str(t_6(l_2_f))
                    yield ')), safe="")'
                    yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 145 in 'version/dialect.py.jinja' evaluated to false and no else section was defined.")))
                l_2_loop = l_2_f = missing
                yield ')\n'
            else:
                pass
                yield '    path = '
                yield str(t_6(environment.getattr(l_1_b, 'path')))
                yield '\n'
            l_1_args = []
            _loop_vars['args'] = l_1_args
            if environment.getattr(l_1_b, 'query'):
                pass
                yield '    params = {k: w.pop(k) for k in '
                yield str(t_6(t_3(context.eval_ctx, environment.getattr(l_1_b, 'query'))))
                yield ' if k in w}\n'
                context.call(environment.getattr((undefined(name='args') if l_1_args is missing else l_1_args), 'append'), 'params=params', _loop_vars=_loop_vars)
            if environment.getattr(l_1_b, 'body'):
                pass
                context.call(environment.getattr((undefined(name='args') if l_1_args is missing else l_1_args), 'append'), 'json=w', _loop_vars=_loop_vars)
            yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '    ', 'return WireRequest', ([t_6(environment.getattr(l_1_b, 'http')), 'path', t_6(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars))] + (undefined(name='args') if l_1_args is missing else l_1_args)), _loop_vars=_loop_vars))
            yield '\n'
        yield '\n\n'
        yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '', str_join(('def parse_', environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name'), )), ['body: Any'], str_join((' -> ', t_7(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result')), ':', )), _loop_vars=_loop_vars))
        yield '\n    """The '
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'streaming'):
            pass
            yield 'data of one stream event'
        else:
            pass
            yield 'answer'
        yield ' of '
        yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name'))
        yield ', as canonical models."""\n'
        l_1_value = ('unwrap_jsonrpc(body)' if environment.getattr(l_1_b, 'method') else 'body')
        _loop_vars['value'] = l_1_value
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'union'):
            pass
            yield '    return _decode_'
            yield str(t_8(environment.getattr(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'union'), 'name')))
            yield '('
            yield str((undefined(name='value') if l_1_value is missing else l_1_value))
            yield ')\n'
        else:
            pass
            yield '    return '
            yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result'), str_join(('expect_object(', (undefined(name='value') if l_1_value is missing else l_1_value), ', ', t_6(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result')), ')', )), _loop_vars=_loop_vars))
            yield '\n'
    l_1_loop = l_1_b = l_1_op = l_1_called = l_1_args = l_1_value = missing
    for l_1_op in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'):
        _loop_vars = {}
        pass
        yield '\n\ndef build_'
        yield str(environment.getattr(l_1_op, 'name'))
        yield '('
        if environment.getattr(l_1_op, 'request'):
            pass
            yield 'request: m.'
            yield str(environment.getattr(l_1_op, 'request'))
            yield ', '
        yield '*, request_id: str | int = 1) -> WireRequest:\n    """'
        yield str(environment.getattr(l_1_op, 'name'))
        yield ' is not part of '
        yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
        yield ': raises UnsupportedOperationError, and nothing is sent."""\n    raise UnsupportedOperationError('
        yield str(t_6(environment.getattr(l_1_op, 'name')))
        yield ', NAME)\n\n\ndef parse_'
        yield str(environment.getattr(l_1_op, 'name'))
        yield '(body: Any) -> '
        yield str(t_7(environment.getattr(l_1_op, 'result')))
        yield ':\n    """'
        yield str(environment.getattr(l_1_op, 'name'))
        yield ' is not part of '
        yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
        yield ': raises UnsupportedOperationError."""\n    raise UnsupportedOperationError('
        yield str(t_6(environment.getattr(l_1_op, 'name')))
        yield ', NAME)\n'
    l_1_op = missing
    if (undefined(name='shortcuts') if l_0_shortcuts is missing else l_0_shortcuts):
        pass
        yield '\n\n# These answers (each event of a stream) are read straight from their JSON text, when they fit;\n# the parse functions above read the rest (and say what is wrong).\n'
        for l_1_b in (undefined(name='shortcuts') if l_0_shortcuts is missing else l_0_shortcuts):
            _loop_vars = {}
            pass
            yield 'FROM_JSON[parse_'
            yield str(environment.getattr(environment.getattr(l_1_b, 'op'), 'name'))
            yield '] = FromJSON(\n    {\n'
            for (l_2_key, l_2_model) in environment.getattr(environment.getattr(environment.getattr(l_1_b, 'op'), 'union'), 'members'):
                _loop_vars = {}
                pass
                yield '        '
                yield str(t_6(l_2_key))
                yield ': m.'
                yield str(l_2_model)
                yield ',\n'
            l_2_key = l_2_model = missing
            yield '    },\n    jsonrpc='
            yield str(('True' if environment.getattr(l_1_b, 'method') else 'False'))
            yield ',\n)\n'
        l_1_b = missing
    yield '\n\ndef ends_stream(event: '
    yield str((t_7(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result')) if environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result') else 'object'))
    yield ') -> bool:\n    """Whether this event is the last of its stream'
    if (not environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end')):
        pass
        yield ': never known from the event; the server closes the stream'
    yield '."""\n'
    if (environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end') and environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result')):
        pass
        yield '    return (event.model_extra or {}).get('
        yield str(t_6(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 0)))
        yield ') '
        yield str(('is' if (t_12(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1)) or t_13(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1))) else '=='))
        yield ' '
        yield str(t_6(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1)))
        yield '\n'
    else:
        pass
        yield '    return False\n'

blocks = {}
debug_info = '1=96&2=98&3=101&4=104&5=107&6=116&8=140&10=146&11=148&13=151&23=154&24=157&27=161&28=163&29=165&30=167&31=169&33=171&34=174&36=176&38=180&39=182&41=185&42=189&44=192&45=200&46=202&47=205&50=209&51=211&53=215&55=218&58=223&59=226&60=230&61=232&62=235&64=237&67=240&73=243&74=245&75=247&77=250&78=254&79=257&85=268&87=271&88=275&89=278&101=295&104=300&105=304&106=306&107=309&108=311&109=315&110=317&112=321&114=325&115=329&116=331&118=334&121=338&122=344&125=347&126=349&128=351&129=354&131=356&133=359&136=362&137=365&140=367&141=370&142=372&144=376&145=379&147=395&149=397&150=399&151=402&152=404&154=405&155=408&159=411&160=413&161=422&162=424&163=427&165=434&168=437&171=441&172=449&173=453&176=455&177=459&178=463&180=466&185=469&186=473&188=475&189=479&192=485&198=489&199=491&200=495&201=498'

# templates/python/version/dialect.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

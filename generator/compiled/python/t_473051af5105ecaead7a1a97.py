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
    l_0_codec = l_0_disc = l_0_rpc = l_0_convert = l_0_decoded = missing
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
        t_5 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_6 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
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
        t_9 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_10 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    try:
        t_11 = environment.tests['boolean']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No test named 'boolean' found.")
    try:
        t_12 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_12(*unused):
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
    def macro(l_1_step, l_1_direction):
        t_13 = []
        if l_1_step is missing:
            l_1_step = undefined("parameter 'step' was not provided", name='step')
        if l_1_direction is missing:
            l_1_direction = undefined("parameter 'direction' was not provided", name='direction')
        pass
        if (environment.getattr(l_1_step, 'shape') == 'object'):
            pass
            t_13.extend((
                '_',
                str(l_1_direction),
                '_',
                str(t_8(environment.getattr(l_1_step, 'target'))),
                '(VALUE)',
            ))
        elif (environment.getattr(l_1_step, 'shape') == 'list'):
            pass
            t_13.extend((
                '[_',
                str(l_1_direction),
                '_',
                str(t_8(environment.getattr(l_1_step, 'target'))),
                '(x) for x in VALUE]',
            ))
        elif (environment.getattr(l_1_step, 'shape') == 'enum'):
            pass
            t_13.extend((
                '_',
                str(t_9(t_8(environment.getattr(l_1_step, 'target')))),
                '_',
                str(t_9(l_1_direction)),
                '.get(VALUE, VALUE)',
            ))
        elif (environment.getattr(l_1_step, 'shape') == 'negate'):
            pass
            t_13.append(
                'not VALUE',
            )
        else:
            pass
            t_13.append(
                'VALUE',
            )
        return concat(t_13)
    context.exported_vars.add('convert')
    context.vars['convert'] = l_0_convert = Macro(environment, macro, 'convert', ('step', 'direction'), False, False, False, context.eval_ctx.autoescape)
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
                '_decode_',
                str(t_8(l_1_model)),
                '(',
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
    yield str(t_10(environment, str_join(('Wire format: ', environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'doc'), )), 96))
    yield '\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'):
        pass
        yield '\n'
        yield str(t_10(environment, environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'), 96))
        yield '\n'
    yield '\n``build_<operation>`` turns canonical models into the exact HTTP request this dialect sends;\n``parse_<operation>`` turns the answer\'s JSON (for a stream, one event\'s data) into canonical\nmodels. Pure functions, no I/O: the clients do the sending.\n"""\n\nfrom __future__ import annotations\n\n'
    for l_1_line in (undefined(name='imports') if l_0_imports is missing else l_0_imports):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '\nNAME = '
    yield str(t_5(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name')))
    yield '\nVERSION = '
    yield str(t_5(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'version')))
    yield '\nTRANSPORT = '
    yield str(t_5(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'transport')))
    yield '\nHEADERS: dict[str, str] = '
    yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'headers'))))
    yield '\nDEFAULTS: dict[str, Any] = '
    yield str(t_5(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'defaults')))
    yield '\n"""What the server assumes when a send leaves these fields out ("all": the whole history)."""\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'):
        pass
        yield 'UNSUPPORTED = '
        yield str(t_5(t_3(context.eval_ctx, t_4(context, environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'), attribute='name'))))
        yield '\n'
    for l_1_e in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
        _loop_vars = {}
        pass
        yield '\n_'
        yield str(t_9(t_8(environment.getattr(l_1_e, 'name'))))
        yield '_ENCODE: dict[str, str] = '
        yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_e, 'encode'), _loop_vars=_loop_vars)))
        yield '\n_'
        yield str(t_9(t_8(environment.getattr(l_1_e, 'name'))))
        yield '_DECODE: dict[str, str] = '
        yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_e, 'decode'), _loop_vars=_loop_vars)))
        yield '\n'
    l_1_e = missing
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        _loop_vars = {}
        pass
        yield '\n\ndef _encode_'
        yield str(t_8(environment.getattr(l_1_t, 'model')))
        yield '(c: dict[str, Any]) -> dict[str, Any]:\n    w = '
        if environment.getattr(l_1_t, 'tag'):
            pass
            yield '{'
            yield str(t_5((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ': '
            yield str(t_5(environment.getattr(l_1_t, 'tag')))
            yield ', **c}'
        else:
            pass
            yield 'dict(c)'
        yield '\n'
        for l_2_s in environment.getattr(l_1_t, 'steps'):
            _loop_vars = {}
            pass
            yield '    if '
            yield str(t_5(environment.getattr(l_2_s, 'name')))
            yield ' in w:\n'
            if (environment.getattr(l_2_s, 'wire') == environment.getattr(l_2_s, 'name')):
                pass
                yield '        w['
                yield str(t_5(environment.getattr(l_2_s, 'name')))
                yield '] = '
                yield str(t_6(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'encode', _loop_vars=_loop_vars), 'VALUE', str_join(('w[', t_5(environment.getattr(l_2_s, 'name')), ']', ))))
                yield '\n'
            else:
                pass
                yield '        w['
                yield str(t_5(environment.getattr(l_2_s, 'wire')))
                yield '] = '
                yield str(t_6(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'encode', _loop_vars=_loop_vars), 'VALUE', str_join(('w.pop(', t_5(environment.getattr(l_2_s, 'name')), ')', ))))
                yield '\n'
        l_2_s = missing
        yield '    return w\n\n\ndef _decode_'
        yield str(t_8(environment.getattr(l_1_t, 'model')))
        yield '(w: dict[str, Any]) -> dict[str, Any]:\n    c = dict(expect_object(w, '
        yield str(t_5(environment.getattr(l_1_t, 'model')))
        yield '))\n'
        if environment.getattr(l_1_t, 'tag'):
            pass
            yield '    c.pop('
            yield str(t_5((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ', None)\n'
        for l_2_s in environment.getattr(l_1_t, 'steps'):
            _loop_vars = {}
            pass
            yield '    if '
            yield str(t_5(environment.getattr(l_2_s, 'wire')))
            yield ' in c:\n'
            if (environment.getattr(l_2_s, 'wire') == environment.getattr(l_2_s, 'name')):
                pass
                yield '        c['
                yield str(t_5(environment.getattr(l_2_s, 'name')))
                yield '] = '
                yield str(t_6(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'decode', _loop_vars=_loop_vars), 'VALUE', str_join(('c[', t_5(environment.getattr(l_2_s, 'name')), ']', ))))
                yield '\n'
            else:
                pass
                yield '        c['
                yield str(t_5(environment.getattr(l_2_s, 'name')))
                yield '] = '
                yield str(t_6(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'decode', _loop_vars=_loop_vars), 'VALUE', str_join(('c.pop(', t_5(environment.getattr(l_2_s, 'wire')), ')', ))))
                yield '\n'
        l_2_s = missing
        yield '    return c\n'
    l_1_t = missing
    l_1_loop = missing
    for l_1_model, l_1_loop in LoopContext(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'), undefined):
        l_1_table = l_1_objects = missing
        _loop_vars = {}
        pass
        l_1_table = str_join(('_', t_9(t_8(l_1_model)), ))
        _loop_vars['table'] = l_1_table
        if (environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types') or (not environment.getattr(l_1_loop, 'first'))):
            pass
            yield '\n'
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
            yield '    '
            yield str(t_5(l_2_member))
            yield ': '
            yield str(t_5(l_2_paths))
            yield ',\n'
        l_2_member = l_2_paths = missing
        yield '}\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS: dict[str, str] = '
            yield str(t_5(context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_tags'), l_1_model, _loop_vars=_loop_vars)))
            yield '\n'
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_FIELDS = frozenset(f for paths in '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS.values() for f in paths)\n'
        l_1_objects = context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_objects'), l_1_model, _loop_vars=_loop_vars)
        _loop_vars['objects'] = l_1_objects
        if (undefined(name='objects') if l_1_objects is missing else l_1_objects):
            pass
            yield '# Fields this wire carries only as JSON objects (A2A v1.0 allows any JSON value).\n'
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_OBJECTS: dict[str, tuple[str, ...]] = '
            yield str(t_5((undefined(name='objects') if l_1_objects is missing else l_1_objects)))
            yield '\n'
        yield '\n\ndef _encode_'
        yield str(t_8(l_1_model))
        yield '(c: dict[str, Any]) -> dict[str, Any]:\n    member = next((k for k in '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS if k in c), None)\n    if member is None:\n        return dict(c)\n'
        if (undefined(name='objects') if l_1_objects is missing else l_1_objects):
            pass
            yield '    for field in '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_OBJECTS.get(member, ()):\n        if not isinstance(c.get(field, {}), dict):\n            raise RequestShapeError(\n                f"'
            yield str(l_1_model)
            yield '.{field}",\n                f"{NAME} carries a {member} part\'s {field!r} only as a JSON object, not "\n                f"{type(c[field]).__name__}; wrap the value, for example {{\'value\': ...}}",\n            )\n'
        yield '    w: dict[str, Any] = '
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield '{'
            yield str(t_5((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ': '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS[member]}'
        else:
            pass
            yield '{}'
        yield '\n    for field, path in '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS[member].items():\n        if field in c:\n            set_path(w, path, c[field])\n    w.update((k, v) for k, v in c.items() if k not in '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_FIELDS)\n    return w\n\n\ndef _decode_'
        yield str(t_8(l_1_model))
        yield '(w: dict[str, Any]) -> dict[str, Any]:\n    w = expect_object(w, '
        yield str(t_5(l_1_model))
        yield ')\n    for member, paths in '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS.items():\n        if '
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield 'w.get('
            yield str(t_5((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ') == '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS[member] and '
        yield 'has_path(w, paths[member]):\n            c = {field: get_path(w, path) for field, path in paths.items() if has_path(w, path)}\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield '            return {\n                **c,\n                **without(\n                    w,\n                    (\n                        *paths.values(),\n                        ('
            yield str(t_5((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ',),\n                    ),\n                ),\n            }\n'
        else:
            pass
            yield '            return {**c, **without(w, (*paths.values(),))}\n'
        yield '    return dict(w)  # a '
        yield str(l_1_model)
        yield ' this dialect does not know: kept as it is\n'
    l_1_loop = l_1_model = l_1_table = l_1_objects = missing
    for l_1_u in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unions'):
        _loop_vars = {}
        pass
        yield '\n\ndef _decode_'
        yield str(t_8(environment.getattr(l_1_u, 'name')))
        yield '(w: Any) -> '
        yield str(t_7(environment.getattr(l_1_u, 'name')))
        yield ':\n    w = expect_object(w, '
        yield str(t_5(environment.getattr(l_1_u, 'name')))
        yield ')\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield '    kind = w.get('
            yield str(t_5((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ')\n'
            for (l_2__, l_2_model) in environment.getattr(l_1_u, 'members'):
                _loop_vars = {}
                pass
                yield '    if kind == '
                yield str(t_5(environment.getitem(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'tags'), l_2_model)))
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
                yield str(t_5(l_2_key))
                yield ' in w:\n        return '
                yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), l_2_model, str_join(('w[', t_5(l_2_key), ']', )), _loop_vars=_loop_vars))
                yield '\n'
            l_2_key = l_2_model = missing
            yield '    raise UnexpectedResponseError("a '
            yield str(environment.getattr(l_1_u, 'name'))
            yield ' with none of '
            yield str(t_2(context.eval_ctx, t_4(context, environment.getattr(l_1_u, 'members'), 'first'), ', '))
            yield '", body=w)\n'
    l_1_u = missing
    yield "\n\n# Canonical JSON <-> this dialect's JSON, per model whose wire form differs (the others are equal).\nENCODE: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {\n"
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_5(environment.getattr(l_1_t, 'model')))
        yield ': _encode_'
        yield str(t_8(environment.getattr(l_1_t, 'model')))
        yield ',\n'
    l_1_t = missing
    for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_5(l_1_model))
        yield ': _encode_'
        yield str(t_8(l_1_model))
        yield ',\n'
    l_1_model = missing
    yield '}\nDECODE: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {\n'
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_5(environment.getattr(l_1_t, 'model')))
        yield ': _decode_'
        yield str(t_8(environment.getattr(l_1_t, 'model')))
        yield ',\n'
    l_1_t = missing
    for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_5(l_1_model))
        yield ': _decode_'
        yield str(t_8(l_1_model))
        yield ',\n'
    l_1_model = missing
    yield '}\n'
    l_1_loop = missing
    for l_1_b, l_1_loop in LoopContext(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'bindings'), undefined):
        l_1_args = resolve('args')
        l_1_op = l_1_value = missing
        _loop_vars = {}
        pass
        l_1_op = environment.getattr(l_1_b, 'op')
        _loop_vars['op'] = l_1_op
        yield '\n\ndef build_'
        yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name'))
        yield '('
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'):
            pass
            yield 'request: m.'
            yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'))
            yield ', '
        yield '*, request_id: str | int = 1) -> WireRequest:\n    """'
        yield str(t_1(t_10(environment, environment.getattr(l_1_b, 'doc'), 92), 4))
        yield '\n\n    '
        yield str((str_join(('JSON-RPC method ', environment.getattr(l_1_b, 'method'), )) if environment.getattr(l_1_b, 'method') else str_join((environment.getattr(l_1_b, 'http'), ' ', environment.getattr(l_1_b, 'path'), ))))
        yield str((', answered with a stream' if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'streaming') else cond_expr_undefined("the inline if-expression on line 192 in 'version/dialect.py.jinja' evaluated to false and no else section was defined.")))
        yield '.\n    ``request_id`` is the JSON-RPC id'
        yield str((' (unused here)' if (not environment.getattr(l_1_b, 'method')) else cond_expr_undefined("the inline if-expression on line 193 in 'version/dialect.py.jinja' evaluated to false and no else section was defined.")))
        yield '.\n    """\n'
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'):
            pass
            yield '    w = dump(request)\n'
            if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'extension'):
                pass
                yield '    check_send(w)\n'
            if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'changes'), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'), _loop_vars=_loop_vars):
                pass
                yield '    w = _encode_'
                yield str(t_8(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request')))
                yield '(w)\n'
        if environment.getattr(l_1_b, 'method'):
            pass
            yield '    body = jsonrpc_request(request_id, '
            yield str(t_5(environment.getattr(l_1_b, 'method')))
            yield ', w)\n    return WireRequest('
            yield str(t_5(environment.getattr(l_1_b, 'http')))
            yield ', '
            yield str(t_5(environment.getattr(l_1_b, 'path')))
            yield ', '
            yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars)))
            yield ', json=body)\n'
        else:
            pass
            if environment.getattr(l_1_b, 'path_fields'):
                pass
                yield '    path = '
                yield str(t_5(environment.getattr(l_1_b, 'path')))
                yield '.format('
                l_2_loop = missing
                for l_2_f, l_2_loop in LoopContext(environment.getattr(l_1_b, 'path_fields'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(l_2_f)
                    yield '=quote(str(w.pop('
                    yield str(t_5(l_2_f))
                    yield ')), safe="")'
                    yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 209 in 'version/dialect.py.jinja' evaluated to false and no else section was defined.")))
                l_2_loop = l_2_f = missing
                yield ')\n'
            else:
                pass
                yield '    path = '
                yield str(t_5(environment.getattr(l_1_b, 'path')))
                yield '\n'
            l_1_args = []
            _loop_vars['args'] = l_1_args
            if environment.getattr(l_1_b, 'query'):
                pass
                yield '    params = {k: w.pop(k) for k in '
                yield str(t_5(t_3(context.eval_ctx, environment.getattr(l_1_b, 'query'))))
                yield ' if k in w}\n'
                context.call(environment.getattr((undefined(name='args') if l_1_args is missing else l_1_args), 'append'), 'params=params', _loop_vars=_loop_vars)
            if environment.getattr(l_1_b, 'body'):
                pass
                context.call(environment.getattr((undefined(name='args') if l_1_args is missing else l_1_args), 'append'), 'json=w', _loop_vars=_loop_vars)
            yield '    return WireRequest('
            yield str(t_5(environment.getattr(l_1_b, 'http')))
            yield ', path, '
            yield str(t_5(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars)))
            for l_2_a in (undefined(name='args') if l_1_args is missing else l_1_args):
                _loop_vars = {}
                pass
                yield ', '
                yield str(l_2_a)
            l_2_a = missing
            yield ')\n'
        yield '\n\ndef parse_'
        yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name'))
        yield '(body: Any) -> '
        yield str(t_7(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result')))
        yield ':\n    """The '
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
            yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result'), str_join(('expect_object(', (undefined(name='value') if l_1_value is missing else l_1_value), ', ', t_5(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result')), ')', )), _loop_vars=_loop_vars))
            yield '\n'
    l_1_loop = l_1_b = l_1_op = l_1_args = l_1_value = missing
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
        yield str(t_5(environment.getattr(l_1_op, 'name')))
        yield ', NAME)\n\n\ndef parse_'
        yield str(environment.getattr(l_1_op, 'name'))
        yield '(body: Any) -> '
        yield str(t_7(environment.getattr(l_1_op, 'result')))
        yield ':\n    """'
        yield str(environment.getattr(l_1_op, 'name'))
        yield ' is not part of '
        yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
        yield ': raises UnsupportedOperationError."""\n    raise UnsupportedOperationError('
        yield str(t_5(environment.getattr(l_1_op, 'name')))
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
                yield str(t_5(l_2_key))
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
        yield str(t_5(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 0)))
        yield ') '
        yield str(('is' if (t_11(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1)) or t_12(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1))) else '=='))
        yield ' '
        yield str(t_5(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1)))
        yield '\n'
    else:
        pass
        yield '    return False\n'

blocks = {}
debug_info = '1=90&2=92&3=95&4=98&5=101&6=108&7=117&8=126&9=135&12=148&13=157&15=181&17=187&18=189&20=192&30=195&31=198&34=202&35=204&36=206&37=208&38=210&40=212&41=215&43=217&45=221&46=225&48=230&51=234&52=236&54=247&55=251&56=253&57=256&59=263&65=269&66=271&67=273&68=276&70=278&71=282&72=284&73=287&75=294&80=302&81=306&82=308&86=312&87=320&88=322&89=326&92=332&93=334&95=338&96=342&97=344&99=347&103=352&104=354&107=356&108=359&111=361&116=364&118=375&121=377&125=379&126=381&127=383&128=385&130=393&137=396&144=402&146=405&149=409&150=413&151=415&152=418&153=420&154=424&155=426&157=430&159=434&160=438&161=440&163=444&170=450&171=454&173=459&174=463&178=469&179=473&181=478&182=482&185=489&186=494&189=497&190=505&192=507&193=510&195=512&197=515&200=518&201=521&204=523&205=526&206=528&208=536&209=539&211=555&213=557&214=559&215=562&216=564&218=565&219=569&223=580&224=584&225=593&226=595&227=598&229=605&232=608&235=612&236=620&237=624&240=626&241=630&242=634&244=637&249=640&250=644&252=646&253=650&256=656&262=660&263=662&264=666&265=669'

# templates/python/version/dialect.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

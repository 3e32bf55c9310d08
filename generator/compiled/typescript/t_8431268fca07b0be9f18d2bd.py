from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/dialect.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_d = resolve('d')
    l_0_errors = resolve('errors')
    l_0_wire_helpers = resolve('wire_helpers')
    l_0_ir = resolve('ir')
    l_0_codec = l_0_disc = l_0_rpc = l_0_convert = l_0_decoded = missing
    try:
        t_1 = environment.filters['camel']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'camel' found.")
    try:
        t_2 = environment.filters['constant']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'constant' found.")
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
    try:
        t_6 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_7 = environment.filters['pascal']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'pascal' found.")
    try:
        t_8 = environment.filters['prop']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'prop' found.")
    try:
        t_9 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_10 = environment.filters['table']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'table' found.")
    try:
        t_11 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    try:
        t_12 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_12(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
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
                str(l_1_direction),
                str(environment.getattr(l_1_step, 'target')),
                '(expectObject(VALUE, ',
                str(t_4(environment.getattr(l_1_step, 'target'))),
                '))',
            ))
        elif (environment.getattr(l_1_step, 'shape') == 'list'):
            pass
            t_13.extend((
                'mapList(VALUE, ',
                str(l_1_direction),
                str(environment.getattr(l_1_step, 'target')),
                ', ',
                str(t_4(environment.getattr(l_1_step, 'target'))),
                ')',
            ))
        elif (environment.getattr(l_1_step, 'shape') == 'enum'):
            pass
            t_13.extend((
                str(t_2(environment.getattr(l_1_step, 'target'))),
                '_',
                str(t_11(l_1_direction)),
                '[VALUE as string] ?? VALUE',
            ))
        elif (environment.getattr(l_1_step, 'shape') == 'negate'):
            pass
            t_13.append(
                '!VALUE',
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
            'asType<m.',
            str(l_1_model),
            '>(',
        ))
        if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'changes'), l_1_model):
            pass
            t_14.extend((
                'decode',
                str(l_1_model),
                '(expectObject(',
                str(l_1_expr),
                ', ',
                str(t_4(l_1_model)),
                '))',
            ))
        else:
            pass
            t_14.extend((
                'expectObject(',
                str(l_1_expr),
                ', ',
                str(t_4(l_1_model)),
                ')',
            ))
        t_14.extend((
            ', ',
            str(t_4(l_1_model)),
            ', body)',
        ))
        return concat(t_14)
    context.exported_vars.add('decoded')
    context.vars['decoded'] = l_0_decoded = Macro(environment, macro, 'decoded', ('model', 'expr'), False, False, False, context.eval_ctx.autoescape)
    yield '/**\n * A2A v'
    yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'version'))
    yield ' over '
    yield str((str_join(('JSON-RPC ', environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'jsonrpc'), )) if (undefined(name='rpc') if l_0_rpc is missing else l_0_rpc) else 'REST'))
    yield ': the wire layer of dialect '
    yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
    yield '.\n *\n'
    for l_1_line in context.call(environment.getattr(t_12(environment, str_join(('Wire format: ', environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'doc'), )), 96), 'split'), '\n'):
        _loop_vars = {}
        pass
        yield ' * '
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'):
        pass
        yield ' *\n'
        for l_1_line in context.call(environment.getattr(t_12(environment, environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'), 96), 'split'), '\n'):
            _loop_vars = {}
            pass
            yield ' * '
            yield str(l_1_line)
            yield '\n'
        l_1_line = missing
    yield ' *\n * `wire.build*` turns canonical types into the exact HTTP request this dialect sends; `wire.parse*`\n * turns the answer\'s JSON (for a stream, one event\'s data) into canonical types. Pure functions,\n * no I/O: the clients do the sending.\n */\n\nimport type * as m from "../models.js";\n'
    if (undefined(name='errors') if l_0_errors is missing else l_0_errors):
        pass
        yield 'import { '
        yield str(t_3(context.eval_ctx, (undefined(name='errors') if l_0_errors is missing else l_0_errors), ', '))
        yield ' } from "../errors.js";\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'extension'):
        pass
        yield 'import { checkSend } from "../extension.js";\n'
    yield 'import { type JsonObject'
    yield str((', isObject' if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants') else cond_expr_undefined("the inline if-expression on line 40 in 'version/dialect.ts.jinja' evaluated to false and no else section was defined.")))
    yield ' } from "../json.js";\nimport type { Wire } from "../operations.js";\nimport { type WireRequest, '
    yield str(t_3(context.eval_ctx, (undefined(name='wire_helpers') if l_0_wire_helpers is missing else l_0_wire_helpers), ', '))
    yield ' } from "../wire.js";\n\nexport const NAME = '
    yield str(t_4(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name')))
    yield ';\n'
    for l_1_e in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
        l_1_dict = resolve('dict')
        _loop_vars = {}
        pass
        yield '\nconst '
        yield str(t_2(environment.getattr(l_1_e, 'name')))
        yield '_ENCODE: Record<string, string> = '
        yield str(t_10(context.call((undefined(name='dict') if l_1_dict is missing else l_1_dict), environment.getattr(l_1_e, 'encode'), _loop_vars=_loop_vars)))
        yield ';\nconst '
        yield str(t_2(environment.getattr(l_1_e, 'name')))
        yield '_DECODE: Record<string, string> = '
        yield str(t_10(context.call((undefined(name='dict') if l_1_dict is missing else l_1_dict), environment.getattr(l_1_e, 'decode'), _loop_vars=_loop_vars)))
        yield ';\n'
    l_1_e = l_1_dict = missing
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        _loop_vars = {}
        pass
        yield '\nfunction encode'
        yield str(environment.getattr(l_1_t, 'model'))
        yield '(c: JsonObject): JsonObject {\n  const w: JsonObject = '
        if environment.getattr(l_1_t, 'tag'):
            pass
            yield '{ '
            yield str(t_8((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ': '
            yield str(t_4(environment.getattr(l_1_t, 'tag')))
            yield ', ...c }'
        else:
            pass
            yield '{ ...c }'
        yield ';\n'
        for l_2_s in environment.getattr(l_1_t, 'steps'):
            _loop_vars = {}
            pass
            yield '  if ('
            yield str(t_4(environment.getattr(l_2_s, 'name')))
            yield ' in w) {\n'
            if (environment.getattr(l_2_s, 'wire') == environment.getattr(l_2_s, 'name')):
                pass
                yield '    w['
                yield str(t_4(environment.getattr(l_2_s, 'name')))
                yield '] = '
                yield str(t_9(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'encode', _loop_vars=_loop_vars), 'VALUE', str_join(('w[', t_4(environment.getattr(l_2_s, 'name')), ']', ))))
                yield ';\n'
            else:
                pass
                yield '    w['
                yield str(t_4(environment.getattr(l_2_s, 'wire')))
                yield '] = '
                yield str(t_9(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'encode', _loop_vars=_loop_vars), 'VALUE', str_join(('w[', t_4(environment.getattr(l_2_s, 'name')), ']', ))))
                yield ';\n    delete w['
                yield str(t_4(environment.getattr(l_2_s, 'name')))
                yield '];\n'
            yield '  }\n'
        l_2_s = missing
        yield '  return w;\n}\n\nfunction decode'
        yield str(environment.getattr(l_1_t, 'model'))
        yield '(w: JsonObject): JsonObject {\n  const c: JsonObject = { ...w };\n'
        if environment.getattr(l_1_t, 'tag'):
            pass
            yield '  delete c['
            yield str(t_4((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield '];\n'
        for l_2_s in environment.getattr(l_1_t, 'steps'):
            _loop_vars = {}
            pass
            yield '  if ('
            yield str(t_4(environment.getattr(l_2_s, 'wire')))
            yield ' in c) {\n'
            if (environment.getattr(l_2_s, 'wire') == environment.getattr(l_2_s, 'name')):
                pass
                yield '    c['
                yield str(t_4(environment.getattr(l_2_s, 'name')))
                yield '] = '
                yield str(t_9(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'decode', _loop_vars=_loop_vars), 'VALUE', str_join(('c[', t_4(environment.getattr(l_2_s, 'name')), ']', ))))
                yield ';\n'
            else:
                pass
                yield '    c['
                yield str(t_4(environment.getattr(l_2_s, 'name')))
                yield '] = '
                yield str(t_9(context.eval_ctx, context.call((undefined(name='convert') if l_0_convert is missing else l_0_convert), l_2_s, 'decode', _loop_vars=_loop_vars), 'VALUE', str_join(('c[', t_4(environment.getattr(l_2_s, 'wire')), ']', ))))
                yield ';\n    delete c['
                yield str(t_4(environment.getattr(l_2_s, 'wire')))
                yield '];\n'
            yield '  }\n'
        l_2_s = missing
        yield '  return c;\n}\n'
    l_1_t = missing
    for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        l_1_table = l_1_objects = missing
        _loop_vars = {}
        pass
        l_1_table = t_2(l_1_model)
        _loop_vars['table'] = l_1_table
        yield '\n// '
        yield str(l_1_model)
        yield ": where each member's fields go on the wire"
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield ', and its '
            yield str((undefined(name='disc') if l_0_disc is missing else l_0_disc))
            yield ' tag'
        yield '.\nconst '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS: Record<string, Record<string, readonly string[]>> = {\n'
        for (l_2_member, l_2_paths) in context.call(environment.getattr(context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_paths'), l_1_model, _loop_vars=_loop_vars), 'items'), _loop_vars=_loop_vars):
            _loop_vars = {}
            pass
            yield '  '
            yield str(t_8(l_2_member))
            yield ': '
            yield str(t_4(l_2_paths))
            yield ',\n'
        l_2_member = l_2_paths = missing
        yield '};\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield 'const '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS: Record<string, string> = '
            yield str(t_4(context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_tags'), l_1_model, _loop_vars=_loop_vars)))
            yield ';\n'
        yield 'const '
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_FIELDS = new Set(Object.values('
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS).flatMap((paths) => Object.keys(paths)));\n'
        l_1_objects = context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variant_objects'), l_1_model, _loop_vars=_loop_vars)
        _loop_vars['objects'] = l_1_objects
        if (undefined(name='objects') if l_1_objects is missing else l_1_objects):
            pass
            yield '// Fields this wire carries only as JSON objects (A2A v1.0 allows any JSON value).\nconst '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_OBJECTS: Record<string, readonly string[]> = '
            yield str(t_4((undefined(name='objects') if l_1_objects is missing else l_1_objects)))
            yield ';\n'
        yield '\nfunction encode'
        yield str(l_1_model)
        yield '(c: JsonObject): JsonObject {\n  const member = Object.keys('
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS).find((k) => k in c);\n  if (member === undefined) return { ...c };\n'
        if (undefined(name='objects') if l_1_objects is missing else l_1_objects):
            pass
            yield '  for (const field of '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_OBJECTS[member] ?? []) {\n    if (field in c && !isObject(c[field])) {\n      const kind = Array.isArray(c[field]) ? "a list" : c[field] === null ? "null" : typeof c[field];\n      throw new RequestShapeError(\n        `'
            yield str(l_1_model)
            yield '.${field}`,\n        `${NAME} carries a ${member} part\'s "${field}" only as a JSON object, not ${kind}; wrap the value, for example {"value": ...}`,\n      );\n    }\n  }\n'
        yield '  const w: JsonObject = '
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield '{ '
            yield str(t_8((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ': '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS[member] }'
        else:
            pass
            yield '{}'
        yield ';\n  for (const [field, path] of Object.entries('
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS[member]!)) {\n    if (field in c) setPath(w, path, c[field]);\n  }\n  for (const [key, value] of Object.entries(c)) {\n    if (!'
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_FIELDS.has(key)) w[key] = value;\n  }\n  return w;\n}\n\nfunction decode'
        yield str(l_1_model)
        yield '(w: JsonObject): JsonObject {\n  for (const [member, paths] of Object.entries('
        yield str((undefined(name='table') if l_1_table is missing else l_1_table))
        yield '_PATHS)) {\n    if ('
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield 'w['
            yield str(t_4((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield '] === '
            yield str((undefined(name='table') if l_1_table is missing else l_1_table))
            yield '_TAGS[member] && '
        yield 'hasPath(w, paths[member]!)) {\n      const c: JsonObject = {};\n      for (const [field, path] of Object.entries(paths)) {\n        const value = getPath(w, path);\n        if (value !== MISSING) c[field] = value;\n      }\n      return { ...c, ...without(w, [...Object.values(paths)'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield ', ['
            yield str(t_4((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ']'
        yield ']) };\n    }\n  }\n  return { ...w }; // a '
        yield str(l_1_model)
        yield ' this dialect does not know: kept as it is\n}\n'
    l_1_model = l_1_table = l_1_objects = missing
    for l_1_u in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unions'):
        _loop_vars = {}
        pass
        yield '\nfunction decode'
        yield str(environment.getattr(l_1_u, 'name'))
        yield '(body: unknown): m.'
        yield str(environment.getattr(l_1_u, 'name'))
        yield ' {\n  const w = expectObject(body, '
        yield str(t_4(environment.getattr(l_1_u, 'name')))
        yield ');\n'
        if (undefined(name='disc') if l_0_disc is missing else l_0_disc):
            pass
            yield '  switch (w['
            yield str(t_4((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield ']) {\n'
            for (l_2_key, l_2_model) in environment.getattr(l_1_u, 'members'):
                _loop_vars = {}
                pass
                yield '    case '
                yield str(t_4(environment.getitem(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'tags'), l_2_model)))
                yield ':\n      return { '
                yield str(t_8(l_2_key))
                yield ': '
                yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), l_2_model, 'w', _loop_vars=_loop_vars))
                yield ' };\n'
            l_2_key = l_2_model = missing
            yield '  }\n  throw new UnexpectedResponseError(`unknown '
            yield str(environment.getattr(l_1_u, 'name'))
            yield ' kind ${JSON.stringify(w['
            yield str(t_4((undefined(name='disc') if l_0_disc is missing else l_0_disc)))
            yield '])}`, w);\n'
        else:
            pass
            for (l_2_key, l_2_model) in environment.getattr(l_1_u, 'members'):
                _loop_vars = {}
                pass
                yield '  if ('
                yield str(t_4(l_2_key))
                yield ' in w) return { '
                yield str(t_8(l_2_key))
                yield ': '
                yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), l_2_model, str_join(('w[', t_4(l_2_key), ']', )), _loop_vars=_loop_vars))
                yield ' };\n'
            l_2_key = l_2_model = missing
            yield '  throw new UnexpectedResponseError("a '
            yield str(environment.getattr(l_1_u, 'name'))
            yield ' with none of '
            yield str(t_3(context.eval_ctx, t_6(context, environment.getattr(l_1_u, 'members'), 'first'), ', '))
            yield '", w);\n'
        yield '}\n'
    l_1_u = missing
    yield "\n/** Canonical JSON to this dialect's JSON and back, per type whose wire form differs. */\nexport const ENCODE: Record<string, (value: JsonObject) => JsonObject> = {\n"
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(environment.getattr(l_1_t, 'model'))
        yield ': encode'
        yield str(environment.getattr(l_1_t, 'model'))
        yield ',\n'
    l_1_t = missing
    for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(l_1_model)
        yield ': encode'
        yield str(l_1_model)
        yield ',\n'
    l_1_model = missing
    yield '};\nexport const DECODE: Record<string, (value: JsonObject) => JsonObject> = {\n'
    for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(environment.getattr(l_1_t, 'model'))
        yield ': decode'
        yield str(environment.getattr(l_1_t, 'model'))
        yield ',\n'
    l_1_t = missing
    for l_1_model in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(l_1_model)
        yield ': decode'
        yield str(l_1_model)
        yield ',\n'
    l_1_model = missing
    yield '};\n\n/** The wire of '
    yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
    yield ': what the clients call. */\nexport const wire: Wire = {\n  name: NAME,\n  defaults: '
    yield str(t_4(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'defaults')))
    yield ',\n'
    for l_1_b in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'bindings'):
        l_1_dict = resolve('dict')
        l_1_op = l_1_value = missing
        _loop_vars = {}
        pass
        l_1_op = environment.getattr(l_1_b, 'op')
        _loop_vars['op'] = l_1_op
        yield '\n  /**\n'
        for l_2_line in context.call(environment.getattr(t_12(environment, environment.getattr(l_1_b, 'doc'), 92), 'split'), '\n', _loop_vars=_loop_vars):
            _loop_vars = {}
            pass
            yield '   * '
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '   *\n   * '
        yield str((str_join(('JSON-RPC method ', environment.getattr(l_1_b, 'method'), )) if environment.getattr(l_1_b, 'method') else str_join((environment.getattr(l_1_b, 'http'), ' ', environment.getattr(l_1_b, 'path'), ))))
        yield str((', answered with a stream' if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'streaming') else cond_expr_undefined("the inline if-expression on line 193 in 'version/dialect.ts.jinja' evaluated to false and no else section was defined.")))
        yield '.\n   */\n  build'
        yield str(t_7(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name')))
        yield '('
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'):
            pass
            yield 'request: m.'
            yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'))
            yield ', '
        yield str(('requestId' if environment.getattr(l_1_b, 'method') else '_requestId'))
        yield ': number | string'
        yield str((', fresh = false' if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request') else cond_expr_undefined("the inline if-expression on line 195 in 'version/dialect.ts.jinja' evaluated to false and no else section was defined.")))
        yield '): WireRequest {\n'
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'):
            pass
            yield '    '
            yield str(('let' if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'changes'), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'), _loop_vars=_loop_vars) else 'const'))
            yield ' w = dump(request, '
            yield str(t_4(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request')))
            yield ', fresh);\n'
            if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'extension'):
                pass
                yield '    checkSend(w);\n'
            if context.call(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'changes'), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'), _loop_vars=_loop_vars):
                pass
                yield '    w = encode'
                yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'request'))
                yield '(w);\n'
        if environment.getattr(l_1_b, 'method'):
            pass
            yield '    return { method: '
            yield str(t_4(environment.getattr(l_1_b, 'http')))
            yield ', path: '
            yield str(t_4(environment.getattr(l_1_b, 'path')))
            yield ', headers: '
            yield str(t_4(context.call((undefined(name='dict') if l_1_dict is missing else l_1_dict), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars)))
            yield ', body: jsonrpcRequest(requestId, '
            yield str(t_4(environment.getattr(l_1_b, 'method')))
            yield ', w), read: jsonrpcReader(requestId) };\n'
        else:
            pass
            yield '    const path = '
            yield str(t_4(environment.getattr(l_1_b, 'path')))
            for l_2_f in environment.getattr(l_1_b, 'path_fields'):
                _loop_vars = {}
                pass
                yield '.replace('
                yield str(t_4(str_join(('{', l_2_f, '}', ))))
                yield ', () => encodeURIComponent(String(w['
                yield str(t_4(l_2_f))
                yield '])))'
            l_2_f = missing
            yield ';\n'
            for l_2_f in environment.getattr(l_1_b, 'path_fields'):
                _loop_vars = {}
                pass
                yield '    delete w['
                yield str(t_4(l_2_f))
                yield '];\n'
            l_2_f = missing
            if environment.getattr(l_1_b, 'query'):
                pass
                yield '    const query: Record<string, string> = {};\n    for (const key of '
                yield str(t_4(t_5(context.eval_ctx, environment.getattr(l_1_b, 'query'))))
                yield ') {\n      if (key in w) query[key] = String(w[key]);\n      delete w[key];\n    }\n'
            yield '    return { method: '
            yield str(t_4(environment.getattr(l_1_b, 'http')))
            yield ', path, headers: '
            yield str(t_4(context.call((undefined(name='dict') if l_1_dict is missing else l_1_dict), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars)))
            yield str((', query' if environment.getattr(l_1_b, 'query') else cond_expr_undefined("the inline if-expression on line 219 in 'version/dialect.ts.jinja' evaluated to false and no else section was defined.")))
            yield str((', body: w' if environment.getattr(l_1_b, 'body') else cond_expr_undefined("the inline if-expression on line 219 in 'version/dialect.ts.jinja' evaluated to false and no else section was defined.")))
            yield ' };\n'
        yield '  },\n\n  parse'
        yield str(t_7(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'name')))
        yield '(body: unknown): m.'
        yield str(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result'))
        yield ' {\n'
        l_1_value = ('unwrapJsonrpc(body)' if environment.getattr(l_1_b, 'method') else 'body')
        _loop_vars['value'] = l_1_value
        if environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'union'):
            pass
            yield '    return decode'
            yield str(environment.getattr(environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'union'), 'name'))
            yield '('
            yield str((undefined(name='value') if l_1_value is missing else l_1_value))
            yield ');\n'
        else:
            pass
            yield '    return '
            yield str(context.call((undefined(name='decoded') if l_0_decoded is missing else l_0_decoded), environment.getattr((undefined(name='op') if l_1_op is missing else l_1_op), 'result'), (undefined(name='value') if l_1_value is missing else l_1_value), _loop_vars=_loop_vars))
            yield ';\n'
        yield '  },\n'
    l_1_b = l_1_op = l_1_dict = l_1_value = missing
    for l_1_op in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'):
        _loop_vars = {}
        pass
        yield '\n  /** '
        yield str(t_1(environment.getattr(l_1_op, 'name')))
        yield ' is not part of '
        yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
        yield ': throws UnsupportedOperationError, and nothing is sent. */\n  build'
        yield str(t_7(environment.getattr(l_1_op, 'name')))
        yield '(): WireRequest {\n    throw new UnsupportedOperationError('
        yield str(t_4(t_1(environment.getattr(l_1_op, 'name'))))
        yield ', NAME);\n  },\n\n  /** '
        yield str(t_1(environment.getattr(l_1_op, 'name')))
        yield ' is not part of '
        yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
        yield ': throws UnsupportedOperationError. */\n  parse'
        yield str(t_7(environment.getattr(l_1_op, 'name')))
        yield '(): m.'
        yield str(environment.getattr(l_1_op, 'result'))
        yield ' {\n    throw new UnsupportedOperationError('
        yield str(t_4(t_1(environment.getattr(l_1_op, 'name'))))
        yield ', NAME);\n  },\n'
    l_1_op = missing
    yield '\n  endsStream('
    yield str(('event' if (environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end') and environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result')) else '_event'))
    yield ': '
    yield str((str_join(('m.', environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result'), )) if environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result') else 'never'))
    yield '): boolean {\n'
    if (environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end') and environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result')):
        pass
        yield '    const value = Object.values(event)[0] as JsonObject | undefined;\n    return value?.['
        yield str(t_4(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 0)))
        yield '] === '
        yield str(t_4(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1)))
        yield ';\n'
    else:
        pass
        yield '    return false; // the server closes the stream\n'
    yield '  },\n};\n'

blocks = {}
debug_info = '1=89&2=91&3=94&4=97&5=100&6=107&7=116&8=126&9=134&12=147&13=156&16=188&18=194&19=198&21=201&23=204&24=208&34=212&35=215&37=217&40=221&42=223&44=225&45=227&47=232&48=236&50=241&52=245&53=247&54=258&55=262&56=264&57=267&59=274&60=278&67=283&69=285&70=288&72=290&73=294&74=296&75=299&77=306&78=310&85=316&86=320&88=323&89=331&90=333&91=337&94=343&95=346&97=351&98=355&99=357&101=360&104=365&105=367&107=369&108=372&112=374&118=377&119=388&123=390&128=392&129=394&130=396&136=404&139=410&142=413&144=417&145=421&146=423&147=426&148=428&149=432&150=434&153=440&155=446&156=450&158=458&165=465&166=469&168=474&169=478&173=484&174=488&176=493&177=497&181=503&184=505&185=507&186=512&189=515&190=519&193=523&195=526&196=537&197=540&198=544&201=547&202=550&205=552&206=555&208=566&209=577&210=581&212=584&214=587&219=590&223=597&224=601&225=603&226=606&228=613&232=617&234=621&235=625&236=627&239=629&240=633&241=637&245=641&246=645&248=648'

# templates/typescript/version/dialect.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/dialect.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_d = resolve('d')
    l_0_package = resolve('package')
    l_0_module = resolve('module')
    l_0_codec = l_0_var = l_0_strings = l_0_table = missing
    try:
        t_1 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_2 = environment.filters['exported']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'exported' found.")
    try:
        t_3 = environment.filters['go']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'go' found.")
    try:
        t_4 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    try:
        t_5 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_codec = environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'codec')
    context.vars['codec'] = l_0_codec
    context.exported_vars.add('codec')
    l_0_var = t_5(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'transport'))
    context.vars['var'] = l_0_var
    context.exported_vars.add('var')
    def macro(l_1_items):
        t_6 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        pass
        t_6.append(
            '[]string{',
        )
        l_2_loop = missing
        for l_2_k, l_2_loop in LoopContext(l_1_items, undefined):
            _loop_vars = {}
            pass
            t_6.extend((
                str(t_4(l_2_k)),
                str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 4 in 'version/dialect.go.jinja' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_k = missing
        t_6.append(
            '}',
        )
        return concat(t_6)
    context.exported_vars.add('strings')
    context.vars['strings'] = l_0_strings = Macro(environment, macro, 'strings', ('items',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_mapping):
        t_7 = []
        if l_1_mapping is missing:
            l_1_mapping = undefined("parameter 'mapping' was not provided", name='mapping')
        pass
        t_7.append(
            'map[string]string{',
        )
        l_2_loop = missing
        for (l_2_k, l_2_v), l_2_loop in LoopContext(l_1_mapping, undefined):
            _loop_vars = {}
            pass
            t_7.extend((
                str(t_4(l_2_k)),
                ': ',
                str(t_4(l_2_v)),
                str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'version/dialect.go.jinja' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_k = l_2_v = missing
        t_7.append(
            '}',
        )
        return concat(t_7)
    context.exported_vars.add('table')
    context.vars['table'] = l_0_table = Macro(environment, macro, 'table', ('mapping',), False, False, False, context.eval_ctx.autoescape)
    yield 'package '
    yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'package'))
    yield '\n\nimport '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield ' '
    yield str(t_4((undefined(name='module') if l_0_module is missing else l_0_module)))
    yield '\n\n'
    yield str(t_1(str_join(('A2A v', environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'version'), ' over ', (str_join(('JSON-RPC ', environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'jsonrpc'), )) if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'jsonrpc') else 'REST'), ': the wire of dialect ', environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'), ', as data that the wire layer (', (undefined(name='package') if l_0_package is missing else l_0_package), '.Dialect) applies. Wire format: ', environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'doc'), (str_join((' ', environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note'), )) if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'note') else ''), )), (undefined(name='var') if l_0_var is missing else l_0_var)))
    yield 'var '
    yield str((undefined(name='var') if l_0_var is missing else l_0_var))
    yield ' = '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.Dialect{\n\tName:     '
    yield str(t_4(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name')))
    yield ',\n\tDefaults: '
    yield str(t_3(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'defaults'), '\t'))
    yield ',\n'
    if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'discriminator'):
        pass
        yield '\tDiscriminator: '
        yield str(t_4(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'discriminator')))
        yield ',\n'
    if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'tags'):
        pass
        yield '\tTags: '
        yield str(context.call((undefined(name='table') if l_0_table is missing else l_0_table), context.call(environment.getattr(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'tags'), 'items'))))
        yield ',\n'
    if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
        pass
        yield '\tEnums: map[string]'
        yield str((undefined(name='package') if l_0_package is missing else l_0_package))
        yield '.EnumCodec{\n'
        for l_1_e in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'enums'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_4(environment.getattr(l_1_e, 'name')))
            yield ': {\n\t\t\tEncode: '
            yield str(context.call((undefined(name='table') if l_0_table is missing else l_0_table), environment.getattr(l_1_e, 'encode'), _loop_vars=_loop_vars))
            yield ',\n\t\t\tDecode: '
            yield str(context.call((undefined(name='table') if l_0_table is missing else l_0_table), environment.getattr(l_1_e, 'decode'), _loop_vars=_loop_vars))
            yield ',\n\t\t},\n'
        l_1_e = missing
        yield '\t},\n'
    if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
        pass
        yield '\tTypes: map[string]'
        yield str((undefined(name='package') if l_0_package is missing else l_0_package))
        yield '.TypeCodec{\n'
        for l_1_t in environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'types'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_4(environment.getattr(l_1_t, 'model')))
            yield ': {'
            if environment.getattr(l_1_t, 'tag'):
                pass
                yield 'Tag: '
                yield str(t_4(environment.getattr(l_1_t, 'tag')))
                yield ', '
            yield 'Steps: []'
            yield str((undefined(name='package') if l_0_package is missing else l_0_package))
            yield '.FieldStep{\n'
            for l_2_s in environment.getattr(l_1_t, 'steps'):
                _loop_vars = {}
                pass
                yield '\t\t\t{Name: '
                yield str(t_4(environment.getattr(l_2_s, 'name')))
                yield ', Wire: '
                yield str(t_4(environment.getattr(l_2_s, 'wire')))
                yield ', Shape: '
                yield str(t_4(environment.getattr(l_2_s, 'shape')))
                if environment.getattr(l_2_s, 'target'):
                    pass
                    yield ', Target: '
                    yield str(t_4(environment.getattr(l_2_s, 'target')))
                yield '},\n'
            l_2_s = missing
            yield '\t\t} },\n'
        l_1_t = missing
        yield '\t},\n'
    if environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'):
        pass
        yield '\tVariants: map[string][]'
        yield str((undefined(name='package') if l_0_package is missing else l_0_package))
        yield '.Variant{\n'
        for (l_1_model, l_1_variants) in context.call(environment.getattr(environment.getattr((undefined(name='codec') if l_0_codec is missing else l_0_codec), 'variants'), 'items')):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_4(l_1_model))
            yield ': {\n'
            for l_2_v in l_1_variants:
                _loop_vars = {}
                pass
                yield '\t\t\t{Member: '
                yield str(t_4(environment.getattr(l_2_v, 'member')))
                yield ', '
                if environment.getattr(l_2_v, 'tag'):
                    pass
                    yield 'Tag: '
                    yield str(t_4(environment.getattr(l_2_v, 'tag')))
                    yield ', '
                yield 'Fields: []'
                yield str((undefined(name='package') if l_0_package is missing else l_0_package))
                yield '.VariantField{\n'
                for (l_3_f, l_3_path) in environment.getattr(l_2_v, 'fields'):
                    _loop_vars = {}
                    pass
                    yield '\t\t\t\t{Name: '
                    yield str(t_4(l_3_f))
                    yield ', Path: '
                    yield str(context.call((undefined(name='strings') if l_0_strings is missing else l_0_strings), l_3_path, _loop_vars=_loop_vars))
                    yield '},\n'
                l_3_f = l_3_path = missing
                yield '\t\t\t}'
                if environment.getattr(l_2_v, 'objects'):
                    pass
                    yield ', Objects: '
                    yield str(context.call((undefined(name='strings') if l_0_strings is missing else l_0_strings), environment.getattr(l_2_v, 'objects'), _loop_vars=_loop_vars))
                yield '},\n'
            l_2_v = missing
            yield '\t\t},\n'
        l_1_model = l_1_variants = missing
        yield '\t},\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unions'):
        pass
        yield '\tUnions: map[string][]'
        yield str((undefined(name='package') if l_0_package is missing else l_0_package))
        yield '.UnionMember{\n'
        l_1_loop = missing
        for l_1_u, l_1_loop in LoopContext(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unions'), undefined):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_4(environment.getattr(l_1_u, 'name')))
            yield ': {'
            l_2_loop = missing
            for (l_2_key, l_2_model), l_2_loop in LoopContext(environment.getattr(l_1_u, 'members'), undefined):
                _loop_vars = {}
                pass
                yield '{Key: '
                yield str(t_4(l_2_key))
                yield ', Model: '
                yield str(t_4(l_2_model))
                yield '}'
                yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 58 in 'version/dialect.go.jinja' evaluated to false and no else section was defined.")))
            l_2_loop = l_2_key = l_2_model = missing
            yield '},\n'
        l_1_loop = l_1_u = missing
        yield '\t},\n'
    yield '\tBindings: map[string]'
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.Binding{\n'
    for l_1_b in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'bindings'):
        _loop_vars = {}
        pass
        yield str(t_1(str_join((environment.getattr(l_1_b, 'doc'), ' ', (str_join(('JSON-RPC method ', environment.getattr(l_1_b, 'method'), )) if environment.getattr(l_1_b, 'method') else str_join((environment.getattr(l_1_b, 'http'), ' ', environment.getattr(l_1_b, 'path'), ))), (', answered with a stream.' if environment.getattr(environment.getattr(l_1_b, 'op'), 'streaming') else '.'), )), t_2(environment.getattr(environment.getattr(l_1_b, 'op'), 'name')), '\t\t'))
        yield '\t\t'
        yield str(t_4(environment.getattr(environment.getattr(l_1_b, 'op'), 'name')))
        yield ': {\n\t\t\tHTTP: '
        yield str(t_4(environment.getattr(l_1_b, 'http')))
        yield ',\n\t\t\tPath: '
        yield str(t_4(environment.getattr(l_1_b, 'path')))
        yield ',\n'
        if environment.getattr(l_1_b, 'path_fields'):
            pass
            yield '\t\t\tPathFields: '
            yield str(context.call((undefined(name='strings') if l_0_strings is missing else l_0_strings), environment.getattr(l_1_b, 'path_fields'), _loop_vars=_loop_vars))
            yield ',\n'
        if environment.getattr(l_1_b, 'query'):
            pass
            yield '\t\t\tQuery: '
            yield str(context.call((undefined(name='strings') if l_0_strings is missing else l_0_strings), environment.getattr(l_1_b, 'query'), _loop_vars=_loop_vars))
            yield ',\n'
        if environment.getattr(l_1_b, 'body'):
            pass
            yield '\t\t\tBody: true,\n'
        if environment.getattr(l_1_b, 'method'):
            pass
            yield '\t\t\tMethod: '
            yield str(t_4(environment.getattr(l_1_b, 'method')))
            yield ',\n'
        yield '\t\t\tHeaders: '
        yield str(context.call((undefined(name='table') if l_0_table is missing else l_0_table), environment.getattr(l_1_b, 'headers'), _loop_vars=_loop_vars))
        yield ',\n\t\t},\n'
    l_1_b = missing
    yield '\t},\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'):
        pass
        yield '\tStreamEnd: &'
        yield str((undefined(name='package') if l_0_package is missing else l_0_package))
        yield '.StreamEnd{Field: '
        yield str(t_4(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 0)))
        yield ', Value: '
        yield str(t_3(environment.getitem(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'stream_end'), 1)))
        yield '},\n'
    yield '}\n'
    if environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'):
        pass
        yield '\n// Not part of '
        yield str(environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'name'))
        yield ' (calling them returns UnsupportedOperationError, and nothing is sent):\n'
        for l_1_op in environment.getattr((undefined(name='d') if l_0_d is missing else l_0_d), 'unsupported'):
            _loop_vars = {}
            pass
            yield '// '
            yield str(t_2(environment.getattr(l_1_op, 'name')))
            yield '.\n'
        l_1_op = missing

blocks = {}
debug_info = '1=46&2=48&3=51&4=54&5=77&6=103&8=105&10=109&11=115&12=117&13=119&14=122&16=124&17=127&19=129&20=132&21=134&22=138&23=140&24=142&29=146&30=149&31=151&32=155&33=165&34=169&40=183&41=186&42=188&43=192&44=194&45=198&46=208&47=212&49=218&55=227&56=230&57=233&58=237&62=254&63=256&64=259&65=263&66=265&67=267&68=270&70=272&71=275&73=277&76=280&77=283&79=286&83=290&84=293&87=300&89=303&90=305&91=309'

# templates/go/version/dialect.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

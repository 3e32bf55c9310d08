from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'models.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_types = resolve('types')
    try:
        t_1 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_2 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_3 = environment.filters['prop']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'prop' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield "\n/**\n * The canonical object model: A2A v1.0's JSON (camelCase fields, enums as their proto names).\n * Every dialect decodes into these types and encodes from them, so code written against one\n * dialect works with the others. Objects from the server may carry fields not listed here: A2A\n * says to ignore them, and they are kept as they came.\n */\n"
    l_1_loop = missing
    for l_1_t, l_1_loop in LoopContext((undefined(name='types') if l_0_types is missing else l_0_types), undefined):
        _loop_vars = {}
        pass
        yield '\n'
        if environment.getattr(l_1_t, 'enum'):
            pass
            yield str(t_1(environment.getattr(l_1_t, 'doc')))
            yield 'export const '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ' = {\n'
            for (l_2_var, l_2_value) in environment.getattr(l_1_t, 'enum'):
                _loop_vars = {}
                pass
                yield '  '
                yield str(t_3(l_2_var))
                yield ': '
                yield str(t_2(l_2_value))
                yield ',\n'
            l_2_var = l_2_value = missing
            yield '} as const;\nexport type '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ' = (typeof '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ')[keyof typeof '
            yield str(environment.getattr(l_1_t, 'name'))
            yield '];\n'
        elif environment.getattr(l_1_t, 'union'):
            pass
            yield str(t_1(environment.getattr(l_1_t, 'doc')))
            yield 'export type '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ' =\n'
            l_2_loop = missing
            for (l_2_key, l_2_model), l_2_loop in LoopContext(environment.getattr(l_1_t, 'union'), undefined):
                _loop_vars = {}
                pass
                yield '  | { '
                yield str(t_3(l_2_key))
                yield ': '
                yield str(l_2_model)
                def t_4(fiter):
                    for (l_3_other, l_3__) in fiter:
                        if (l_3_other != l_2_key):
                            yield (l_3_other, l_3__)
                for (l_3_other, l_3__) in t_4(environment.getattr(l_1_t, 'union')):
                    _loop_vars = {}
                    pass
                    yield '; '
                    yield str(t_3(l_3_other))
                    yield '?: never'
                l_3_other = l_3__ = missing
                yield ' }'
                yield str((';' if environment.getattr(l_2_loop, 'last') else cond_expr_undefined("the inline if-expression on line 20 in 'models.ts.jinja' evaluated to false and no else section was defined.")))
                yield '\n'
            l_2_loop = l_2_key = l_2_model = missing
        else:
            pass
            template = environment.get_template('interface.ts.jinja', 'models.ts.jinja')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'loop': l_1_loop, 't': l_1_t}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
    l_1_loop = l_1_t = missing

blocks = {}
debug_info = '1=31&8=34&10=38&11=40&12=44&13=48&16=54&17=60&18=62&19=67&20=71&23=91'

# templates/typescript/models.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'interface.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_t = resolve('t')
    try:
        t_1 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_2 = environment.filters['prop']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'prop' found.")
    pass
    yield str(t_1(environment.getattr((undefined(name='t') if l_0_t is missing else l_0_t), 'doc')))
    yield 'export interface '
    yield str(environment.getattr((undefined(name='t') if l_0_t is missing else l_0_t), 'name'))
    yield ' {\n'
    for l_1_f in environment.getattr((undefined(name='t') if l_0_t is missing else l_0_t), 'fields'):
        _loop_vars = {}
        pass
        yield str(t_1(environment.getattr(l_1_f, 'doc'), '  '))
        yield '  '
        yield str(t_2(environment.getattr(l_1_f, 'name')))
        yield str(('?' if environment.getattr(l_1_f, 'optional') else cond_expr_undefined("the inline if-expression on line 3 in 'interface.ts.jinja' evaluated to false and no else section was defined.")))
        yield ': '
        yield str(environment.getattr(l_1_f, 'type'))
        yield ';\n'
    l_1_f = missing
    yield '}\n'

blocks = {}
debug_info = '1=24&2=28&3=31'

# templates/typescript/interface.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

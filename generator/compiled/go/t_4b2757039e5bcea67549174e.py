from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'types.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_types = resolve('types')
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
        t_3 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    pass
    for l_1_t in (undefined(name='types') if l_0_types is missing else l_0_types):
        _loop_vars = {}
        pass
        yield '\n'
        if environment.getattr(l_1_t, 'enum'):
            pass
            yield str(t_1(environment.getattr(l_1_t, 'doc'), environment.getattr(l_1_t, 'name')))
            yield 'type '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ' string\n\n// The values of '
            yield str(environment.getattr(l_1_t, 'name'))
            yield '.\nconst (\n'
            for (l_2_const, l_2_value) in environment.getattr(l_1_t, 'enum'):
                _loop_vars = {}
                pass
                yield '\t'
                yield str(l_2_const)
                yield ' '
                yield str(environment.getattr(l_1_t, 'name'))
                yield ' = '
                yield str(t_3(l_2_value))
                yield '\n'
            l_2_const = l_2_value = missing
            yield ')\n'
        elif environment.getattr(l_1_t, 'union'):
            pass
            yield str(t_1(str_join(((environment.getattr(l_1_t, 'doc') or str_join(('the ', environment.getattr(l_1_t, 'name'), ' union.', ))), ' Exactly one of its fields is set.', )), environment.getattr(l_1_t, 'name')))
            yield 'type '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ' struct {\n'
            for (l_2_key, l_2_model) in environment.getattr(l_1_t, 'union'):
                _loop_vars = {}
                pass
                yield '\t// '
                yield str(t_2(l_2_key))
                yield ' is set when the '
                yield str(environment.getattr(l_1_t, 'name'))
                yield ' is a '
                yield str(l_2_model)
                yield '.\n\t'
                yield str(t_2(l_2_key))
                yield ' *'
                yield str(l_2_model)
                yield ' `json:'
                yield str(t_3(str_join((l_2_key, ',omitempty', ))))
                yield '`\n'
            l_2_key = l_2_model = missing
            yield '}\n'
        else:
            pass
            yield str(t_1((environment.getattr(l_1_t, 'doc') or str_join(('the ', environment.getattr(l_1_t, 'name'), ' object.', ))), environment.getattr(l_1_t, 'name')))
            yield 'type '
            yield str(environment.getattr(l_1_t, 'name'))
            yield ' struct {\n'
            for l_2_f in environment.getattr(l_1_t, 'fields'):
                _loop_vars = {}
                pass
                yield str(t_1((environment.getattr(l_2_f, 'doc') or str_join(('the ', environment.getattr(l_2_f, 'json'), ' field.', ))), environment.getattr(l_2_f, 'name'), '\t'))
                yield '\t'
                yield str(environment.getattr(l_2_f, 'name'))
                yield ' '
                yield str(environment.getattr(l_2_f, 'type'))
                yield ' `json:'
                yield str(t_3(str_join((environment.getattr(l_2_f, 'json'), (',omitempty' if environment.getattr(l_2_f, 'optional') else ''), ))))
                yield '`\n'
            l_2_f = missing
            yield '}\n'
    l_1_t = missing

blocks = {}
debug_info = '1=30&3=34&4=36&6=40&8=42&9=46&12=54&13=56&14=60&15=64&16=70&20=80&21=84&22=87'

# templates/go/types.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

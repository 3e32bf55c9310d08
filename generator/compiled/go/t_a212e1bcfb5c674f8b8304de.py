from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'models.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_package = resolve('package')
    l_0_ir = resolve('ir')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\npackage '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n\n// The canonical object model: A2A v'
    yield str(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'canonical_version'))
    yield "'s JSON (camelCase fields, enums as their proto\n// names). Every dialect decodes into these types and encodes from them, so code written against\n// one dialect works with the others. Optional fields are pointers, or left out when empty.\n"
    template = environment.get_template('types.go.jinja', 'models.go.jinja')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
    try:
        for event in gen:
            yield event
    finally: gen.close()

blocks = {}
debug_info = '1=14&2=16&4=18&7=20'

# templates/go/models.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

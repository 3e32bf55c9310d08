from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'py.typed.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))

blocks = {}
debug_info = '1=12'

# templates/python/py.typed.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

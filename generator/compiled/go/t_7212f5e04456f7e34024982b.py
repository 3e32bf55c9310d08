from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go.mod.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_module = resolve('module')
    l_0_go_version = resolve('go_version')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield 'module '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield '\n\ngo '
    yield str((undefined(name='go_version') if l_0_go_version is missing else l_0_go_version))
    yield '\n'

blocks = {}
debug_info = '1=14&3=18'

# templates/go/go.mod.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

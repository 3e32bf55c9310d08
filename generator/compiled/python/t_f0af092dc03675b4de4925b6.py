from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_http.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_http = resolve('http')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""The HTTP library this package runs on, '
    yield str(environment.getattr((undefined(name='http') if l_0_http is missing else l_0_http), 'module'))
    yield ', chosen when it was generated\n(``a2a-codegen generate --python-http``). The runtime imports it from here under the name of the\nAPI it shares with httpx; ``http_client=`` takes a ``'
    yield str(environment.getattr((undefined(name='http') if l_0_http is missing else l_0_http), 'module'))
    yield '.Client`` (or ``AsyncClient``)."""\n\n'
    if (environment.getattr((undefined(name='http') if l_0_http is missing else l_0_http), 'module') == 'httpx'):
        pass
        yield 'import httpx\n'
    else:
        pass
        yield 'import '
        yield str(environment.getattr((undefined(name='http') if l_0_http is missing else l_0_http), 'module'))
        yield ' as httpx\n'
    yield '\n__all__ = ["httpx"]\n'

blocks = {}
debug_info = '1=13&2=15&4=17&6=19&9=25'

# templates/python/_http.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

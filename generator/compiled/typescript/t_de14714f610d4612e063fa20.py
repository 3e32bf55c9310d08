from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_version = resolve('version')
    l_0_spec_digest = resolve('spec_digest')
    try:
        t_1 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n/** Which API version this package is, and which spec it was made from (as in _manifest.json). */\n\nexport const VERSION = '
    yield str(t_1((undefined(name='version') if l_0_version is missing else l_0_version)))
    yield ';\n/** The sha256 of the spec files\' names and digests: the "spec.digest" of _manifest.json. */\nexport const SPEC_DIGEST = '
    yield str(t_1((undefined(name='spec_digest') if l_0_spec_digest is missing else l_0_spec_digest)))
    yield ';\n'

blocks = {}
debug_info = '1=20&4=22&6=24'

# templates/typescript/version.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

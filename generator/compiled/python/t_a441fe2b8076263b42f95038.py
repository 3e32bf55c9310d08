from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_base.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""The base of every model: camelCase on the wire, snake_case in Python, unknown fields kept."""\n\nfrom __future__ import annotations\n\nfrom pydantic import BaseModel, ConfigDict\n\n\nclass CanonicalModel(BaseModel):\n    # Unknown fields are kept, so nothing a server adds (or a v0.3 field such as "final") is lost.\n    # A model\'s validator is built when it is first used, not when the package is imported.\n    model_config = ConfigDict(extra="allow", populate_by_name=True, defer_build=True)\n'

blocks = {}
debug_info = '1=12'

# templates/python/_base.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

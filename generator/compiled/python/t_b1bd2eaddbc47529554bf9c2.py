from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'models.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_body = resolve('body')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""The canonical models: the A2A v'
    yield str(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'canonical_version'))
    yield ' object model, which every dialect decodes into.\n\nMade by datamodel-code-generator from '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'models'), 'label'))
    yield '. Field names are snake_case\nin Python and camelCase on the wire (``task.context_id`` is ``contextId``).\n"""\n\nfrom __future__ import annotations\n\n'
    yield str((undefined(name='body') if l_0_body is missing else l_0_body))
    yield '\n'

blocks = {}
debug_info = '1=14&2=16&4=18&10=20'

# templates/python/models.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

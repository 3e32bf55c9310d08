from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/__init__.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_version = resolve('version')
    l_0_pkg = resolve('pkg')
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""A2A v'
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version'))
    yield ': ``Client`` and ``AsyncClient``, over '
    l_1_loop = missing
    for l_1_d, l_1_loop in LoopContext(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'dialects'), undefined):
        _loop_vars = {}
        pass
        yield '``'
        yield str(environment.getattr(l_1_d, 'transport'))
        yield '``'
        yield str((' or ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 2 in 'version/__init__.py.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_d = missing
    yield '.\n\nThe modules '
    l_1_loop = missing
    for l_1_d, l_1_loop in LoopContext(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'dialects'), undefined):
        _loop_vars = {}
        pass
        yield '``'
        yield str(environment.getattr(l_1_d, 'transport'))
        yield '``'
        yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 4 in 'version/__init__.py.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_d = missing
    yield ' are this version\'s wire layer, one per\ntransport: pure functions that build the exact HTTP request for an operation and parse its\nanswer into the canonical models. The clients add the I/O.\n"""\n\nfrom __future__ import annotations\n\nfrom typing import TYPE_CHECKING\n\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._lazy import lazy\n\nif TYPE_CHECKING:\n    from . import '
    yield str(t_1(context.eval_ctx, environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'transports'), ', '))
    yield '\n    from .clients import AsyncClient, Client, Event, Transport\n\n# Imported on first use: the clients bring the HTTP library.\n__getattr__, __dir__ = lazy(\n    globals(),\n    {\n        "AsyncClient": ".clients",\n        "Client": ".clients",\n        "Event": ".clients",\n        "Transport": ".clients",\n'
    for l_1_t in environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'transports'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(t_4(l_1_t))
        yield ': '
        yield str(t_4(str_join(('.', l_1_t, ))))
        yield ',\n'
    l_1_t = missing
    yield '    },\n)\n\n__all__ = [\n'
    for l_1_name in (['AsyncClient', 'Client', 'Event', 'Transport'] + t_2(context.eval_ctx, t_3(context, environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'dialects'), attribute='transport'))):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_4(l_1_name))
        yield ',\n'
    l_1_name = missing
    yield ']\n'

blocks = {}
debug_info = '1=38&2=40&4=53&13=62&16=64&27=66&28=70&34=76&35=80'

# templates/python/version/__init__.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

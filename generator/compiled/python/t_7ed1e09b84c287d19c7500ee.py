from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '__init__.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    l_0_uses_extension = resolve('uses_extension')
    l_0_uses_message = resolve('uses_message')
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
        t_4 = environment.filters['pyimport']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'pyimport' found.")
    try:
        t_5 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_6 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'))
    yield ': typed clients for A2A '
    yield str(t_1(context.eval_ctx, t_3(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), attribute='version'), ' and '))
    yield ', over REST and JSON-RPC.\n\n'
    yield str(t_6(environment, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'doc'), 96))
    yield '\n"""\n\nfrom __future__ import annotations\n\nfrom typing import TYPE_CHECKING\n\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._errors import (\n    A2AError,\n    APIConnectionError,\n    APIStatusError,\n    APITimeoutError,\n    ConfigurationError,\n    ExtensionError,\n    JSONRPCError,\n    RequestShapeError,\n    StreamInterruptedError,\n    UnconfirmedFormatWarning,\n    UnexpectedResponseError,\n    UnsupportedOperationError,\n)\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._api_errors import (\n'
    for l_1_name in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'names'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(l_1_name)
        yield ',\n'
    l_1_name = missing
    yield ')\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._lazy import lazy\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._version import SPEC_DIGEST, __version__\n\nif TYPE_CHECKING:\n    from '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield ' import '
    yield str(t_1(context.eval_ctx, t_3(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), attribute='package'), ', '))
    yield '\n    from '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._async_client import AsyncStream\n    from '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._calls import HTTPRequest, Hook, HookEvent, RawResponse\n    from '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._client import ApiKey, Timeout\n    from '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._operations import Event'
    yield str((', Extension' if (undefined(name='uses_extension') if l_0_uses_extension is missing else l_0_uses_extension) else cond_expr_undefined("the inline if-expression on line 38 in '__init__.py.jinja' evaluated to false and no else section was defined.")))
    yield '\n'
    if (undefined(name='uses_message') if l_0_uses_message is missing else l_0_uses_message):
        pass
        yield '    from '
        yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
        yield '._requests import MessageInput\n'
    yield '    from '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._sync_client import Stream\n    '
    yield str(t_4(str_join(((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg), '.extension', )), t_2(context.eval_ctx, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'defs')), 4))
    yield '\n    '
    yield str(t_4(str_join(((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg), '.models', )), t_2(context.eval_ctx, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'models'), 'defs')), 4))
    yield "\n\n# The versions (and with them the HTTP library), the client's types, the models and the\n# extension (pydantic) are imported on first use, so that importing the package costs little.\n__getattr__, __dir__ = lazy(\n    globals(),\n    {\n"
    for l_1_v in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(t_5(environment.getattr(l_1_v, 'package')))
        yield ': '
        yield str(t_5(str_join(('.', environment.getattr(l_1_v, 'package'), ))))
        yield ',\n'
    l_1_v = missing
    yield '        "AsyncStream": "._async_client",\n        "HTTPRequest": "._calls",\n        "Hook": "._calls",\n        "HookEvent": "._calls",\n        "RawResponse": "._calls",\n        "ApiKey": "._client",\n        "Timeout": "._client",\n        "Event": "._operations",\n'
    if (undefined(name='uses_extension') if l_0_uses_extension is missing else l_0_uses_extension):
        pass
        yield '        "Extension": "._operations",\n'
    if (undefined(name='uses_message') if l_0_uses_message is missing else l_0_uses_message):
        pass
        yield '        "MessageInput": "._requests",\n'
    yield '        "Stream": "._sync_client",\n'
    for l_1_name in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'defs'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(t_5(l_1_name))
        yield ': ".extension",\n'
    l_1_name = missing
    for l_1_name in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'models'), 'defs'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(t_5(l_1_name))
        yield ': ".models",\n'
    l_1_name = missing
    yield '    },\n)\n\n__all__ = [\n    "SPEC_DIGEST",\n    "__version__",\n    "A2AError",\n    "APIConnectionError",\n    "APIStatusError",\n    "APITimeoutError",\n    "ConfigurationError",\n    "ExtensionError",\n    "JSONRPCError",\n    "RequestShapeError",\n    "StreamInterruptedError",\n    "UnconfirmedFormatWarning",\n    "UnexpectedResponseError",\n    "UnsupportedOperationError",\n    "ApiKey",\n    "AsyncStream",\n    "Event",\n'
    if (undefined(name='uses_extension') if l_0_uses_extension is missing else l_0_uses_extension):
        pass
        yield '    "Extension",\n'
    yield '    "HTTPRequest",\n    "Hook",\n    "HookEvent",\n'
    if (undefined(name='uses_message') if l_0_uses_message is missing else l_0_uses_message):
        pass
        yield '    "MessageInput",\n'
    yield '    "RawResponse",\n    "Stream",\n    "Timeout",\n'
    for l_1_name in (((t_2(context.eval_ctx, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'names')) + t_2(context.eval_ctx, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'defs'))) + t_2(context.eval_ctx, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'models'), 'defs'))) + t_2(context.eval_ctx, t_3(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), attribute='package'))):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_5(l_1_name))
        yield ',\n'
    l_1_name = missing
    yield ']\n'

blocks = {}
debug_info = '1=52&2=54&4=58&11=60&25=62&26=64&27=68&30=72&31=74&34=76&35=80&36=82&37=84&38=86&39=90&40=93&42=96&43=98&44=100&51=102&52=106&62=112&65=115&69=119&70=123&72=126&73=130&96=134&102=138&108=142&109=146'

# templates/python/__init__.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

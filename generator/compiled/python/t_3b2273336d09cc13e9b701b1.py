from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/clients.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_version = resolve('version')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    l_0_transports = l_0_svc = l_0_client = missing
    try:
        t_1 = environment.filters['indent']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'indent' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
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
        t_6 = environment.filters['snake']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'snake' found.")
    try:
        t_7 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_transports = environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'transports')
    context.vars['transports'] = l_0_transports
    context.exported_vars.add('transports')
    l_0_svc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service')
    context.vars['svc'] = l_0_svc
    context.exported_vars.add('svc')
    yield '"""The A2A v'
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version'))
    yield ' clients: ``Client`` (blocking) and ``AsyncClient`` (asyncio), over\n'
    yield str(t_2(context.eval_ctx, t_3(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'textrepr'), ' or '))
    yield '. Both speak the canonical models; the transport\'s wire module does the\ntranslating, so code written against one transport (or version) works with the other. The\noperations themselves are in ``_operations.py``, shared by every version.\n"""\n\nfrom __future__ import annotations\n\nfrom collections.abc import Mapping\nfrom typing import Literal\n\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._calls import Hook\n'
    yield str(t_4(str_join(((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg), '._client', )), ['DEFAULT_MAX_RETRIES', 'DEFAULT_STREAM_TIMEOUT', 'DEFAULT_TIMEOUT', 'ApiKey', 'Timeout']))
    yield '\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._http import httpx\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._operations import AsyncOperations, Event, SyncOperations, Wire\n\nfrom . import '
    yield str(t_2(context.eval_ctx, (undefined(name='transports') if l_0_transports is missing else l_0_transports), ', '))
    yield '\n\nTransport = Literal['
    yield str(t_2(context.eval_ctx, t_3(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'pyrepr'), ', '))
    yield ']\n'
    if (undefined(name='transports') if l_0_transports is missing else l_0_transports):
        pass
        yield '_WIRES: dict[str, Wire] = {\n'
        for l_1_t in (undefined(name='transports') if l_0_transports is missing else l_0_transports):
            _loop_vars = {}
            pass
            yield '    '
            yield str(t_5(l_1_t))
            yield ': '
            yield str(l_1_t)
            yield ',\n'
        l_1_t = missing
        yield '}\n'
    else:
        pass
        yield '_WIRES: dict[str, Wire] = {}\n'
    def macro(l_1_sync):
        t_8 = []
        l_1_A = l_1_doc = missing
        if l_1_sync is missing:
            l_1_sync = undefined("parameter 'sync' was not provided", name='sync')
        pass
        l_1_A = ('' if l_1_sync else 'Async')
        t_8.extend((
            '\n\nclass ',
            str((undefined(name='A') if l_1_A is missing else l_1_A)),
            'Client(',
            str(('Sync' if l_1_sync else 'Async')),
            'Operations):\n',
        ))
        l_2_http = resolve('http')
        t_9 = []
        pass
        t_9.extend((
            'A2A v',
            str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version')),
            ' ',
            str(('(blocking)' if l_1_sync else '(asyncio)')),
            '. ``transport`` picks the wire: ',
            str(t_2(context.eval_ctx, t_3(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'textrepr'), ' or ')),
            '.\n\n``api_key`` defaults to $',
            str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'api_key_env')),
            ', ``base_url`` to $',
            str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url_env')),
            ' or ',
            str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url')),
            "; the agent's URL is base_url + ",
            str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'agent_path')),
            ". ``timeout`` bounds a request (a blocking send waits for the agent); ``stream_timeout``'s read is the longest a stream may go without a complete line, keep-alive comments included; ``stream_deadline`` (seconds, default none) bounds a whole stream, which keep-alives could otherwise keep open for ever. Pass ``http_client`` to use your own ``",
            str(environment.getattr((undefined(name='http') if l_2_http is missing else l_2_http), 'module')),
            '.',
            str((undefined(name='A') if l_1_A is missing else l_1_A)),
            'Client`` (proxies, certificates, event hooks); it is not closed for you.\n',
        ))
        l_1_doc = (Markup if context.eval_ctx.autoescape else identity)(concat(t_9))
        l_2_http = missing
        t_8.extend((
            '    """',
            str(t_1(t_7(environment, context.call(environment.getattr((undefined(name='doc') if l_1_doc is missing else l_1_doc), 'strip')), 92, break_long_words=False), 4)),
            '\n    """\n\n    def __init__(\n        self,\n        *,\n',
        ))
        for l_2_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
            _loop_vars = {}
            pass
            t_8.extend((
                '        ',
                str(t_6(environment.getattr(l_2_p, 'name'))),
                ': str,\n',
            ))
        l_2_p = missing
        t_8.extend((
            '        transport: Transport = ',
            str(t_5(environment.getitem((undefined(name='transports') if l_0_transports is missing else l_0_transports), 0))),
            ',\n        api_key: ApiKey | None = None,\n        base_url: str | None = None,\n        timeout: Timeout = DEFAULT_TIMEOUT,\n        stream_timeout: Timeout = DEFAULT_STREAM_TIMEOUT,\n        stream_deadline: float | None = None,\n        max_retries: int = DEFAULT_MAX_RETRIES,\n        default_headers: Mapping[str, str] | None = None,\n        http_client: httpx.',
            str((undefined(name='A') if l_1_A is missing else l_1_A)),
            'Client | None = None,\n        hooks: Mapping[str, Hook] | None = None,\n        tracing: bool = False,\n    ) -> None:\n        super().__init__(\n            wires=_WIRES,\n            transport=transport,\n            http_client=http_client,\n',
        ))
        if environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
            pass
            t_8.append(
                '            path_params={\n',
            )
            for l_2_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
                _loop_vars = {}
                pass
                t_8.extend((
                    '                ',
                    str(t_5(environment.getattr(l_2_p, 'name'))),
                    ': ',
                    str(t_6(environment.getattr(l_2_p, 'name'))),
                    ',\n',
                ))
            l_2_p = missing
            t_8.append(
                '            },\n',
            )
        else:
            pass
            t_8.append(
                '            path_params={},\n',
            )
        t_8.append(
            '            api_key=api_key,\n            base_url=base_url,\n            timeout=timeout,\n            stream_timeout=stream_timeout,\n            stream_deadline=stream_deadline,\n            max_retries=max_retries,\n            default_headers=default_headers,\n            hooks=hooks,\n            tracing=tracing,\n        )\n',
        )
        return concat(t_8)
    context.exported_vars.add('client')
    context.vars['client'] = l_0_client = Macro(environment, macro, 'client', ('sync',), False, False, False, context.eval_ctx.autoescape)
    yield str(context.call((undefined(name='client') if l_0_client is missing else l_0_client), True))
    yield str(context.call((undefined(name='client') if l_0_client is missing else l_0_client), False))
    yield '\n\n__all__ = ["AsyncClient", "Client", "Event", "Transport"]\n'

blocks = {}
debug_info = '1=58&2=60&3=63&4=67&5=69&15=71&16=73&17=75&18=77&20=79&22=81&24=83&26=86&27=90&33=99&34=105&37=108&39=118&41=124&38=137&43=141&49=144&50=149&52=155&60=157&68=160&70=165&71=170&88=190&89=191'

# templates/python/version/clients.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

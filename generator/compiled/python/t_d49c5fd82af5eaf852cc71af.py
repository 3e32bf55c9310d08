from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_spec.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_dict = resolve('dict')
    l_0_svc = l_0_rpc = l_0_done = l_0_head = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['pyline']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'pyline' found.")
    try:
        t_4 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_5 = environment.filters['snake']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'snake' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_svc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service')
    context.vars['svc'] = l_0_svc
    context.exported_vars.add('svc')
    l_0_rpc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'jsonrpc')
    context.vars['rpc'] = l_0_rpc
    context.exported_vars.add('rpc')
    yield '"""What the runtime (``_client.py``, ``_errors.py``, ``_wire.py``) needs from the spec."""\n\nfrom __future__ import annotations\n\nDEFAULT_BASE_URL = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url')))
    yield '\nBASE_URL_ENV = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url_env')))
    yield '\nAPI_KEY_ENV = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'api_key_env')))
    yield '\nAPI_KEY_PERMISSION = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'permission')))
    yield '\nAGENT_PATH = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'agent_path')))
    yield '\n# The agent\'s path parameters: wire name -> (argument, pattern, why the pattern is a guess or "").\nPATH_PARAMS: dict[str, tuple[str, str, str]] = {\n'
    for l_1_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
        _loop_vars = {}
        pass
        yield str(t_3((t_5(environment.getattr(l_1_p, 'name')), environment.getattr(l_1_p, 'pattern'), environment.getattr(l_1_p, 'note')), str_join(('    ', t_4(environment.getattr(l_1_p, 'name')), ': ', )), ','))
        yield '\n'
    l_1_p = missing
    yield '}\nAUTH_HEADER = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'auth_header')))
    yield '\nAUTH_PREFIX = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'auth_prefix')))
    yield '\n'
    if environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_note'):
        pass
        yield '# '
        yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_note'))
        yield '\n'
    yield 'REQUEST_ID_HEADER = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_header')))
    yield '\nLOG_ENV = '
    yield str(t_4(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'log_env')))
    yield '  # info or debug: the clients log to stderr\nSTREAM_MEDIA_TYPE = '
    yield str(t_4(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_media_type')))
    yield '\nSTREAM_ERROR_EVENT = '
    yield str(t_4(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_error_event')))
    yield "\n# A task's stream is complete at one of these states (terminal, then interrupted ones); a stream\n# that stops before was cut. A replay (subscribing again) "
    yield str(('starts with' if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'replays_leading_task') else 'leaves out'))
    yield ' the task event a send starts with.\n'
    l_0_done = t_2(context.eval_ctx, (environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'terminal') + environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'interrupted')))
    context.vars['done'] = l_0_done
    context.exported_vars.add('done')
    l_0_head = 'STREAM_DONE_STATES: frozenset[str] = frozenset('
    context.vars['head'] = l_0_head
    context.exported_vars.add('head')
    if (t_1(str_join(((undefined(name='head') if l_0_head is missing else l_0_head), t_4((undefined(name='done') if l_0_done is missing else l_0_done)), ))) < 100):
        pass
        yield str((undefined(name='head') if l_0_head is missing else l_0_head))
        yield str(t_4((undefined(name='done') if l_0_done is missing else l_0_done)))
        yield ')\n'
    else:
        pass
        yield str((undefined(name='head') if l_0_head is missing else l_0_head))
        yield '\n'
        yield str(t_3((undefined(name='done') if l_0_done is missing else l_0_done), '    '))
        yield '\n)\n'
    yield 'REPLAYS_LEADING_TASK = '
    yield str(t_4(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'replays_leading_task')))
    yield '\n\nJSONRPC_VERSION = '
    yield str(t_4(environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'version')))
    yield '\n'
    yield str(t_3(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'members')), 'JSONRPC_MEMBERS: dict[str, str] = '))
    yield '\n'
    yield str(t_3(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'error_members')), 'JSONRPC_ERROR_MEMBERS: dict[str, str] = '))
    yield "\n# An error answer's body, and A2A's google.rpc.Status body.\n"
    yield str(t_3(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'body')), 'ERROR_BODY: dict[str, str] = '))
    yield '\n'
    yield str(t_3(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'status_body')), 'STATUS_BODY: dict[str, str] = '))
    yield '\n\n# The object fields of request models, to walk into, and the keys a request must not carry.\n'
    yield str(t_3(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'refs'), 'REQUEST_REFS: dict[str, dict[str, str]] = '))
    yield '\n'
    yield str(t_3(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'rejected'), 'REQUEST_REJECTED: dict[str, dict[str, str]] = '))
    yield '\n'
    yield str(t_3(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'oneof'), 'REQUEST_ONE_OF: dict[str, tuple[str, ...]] = '))
    yield '\n'

blocks = {}
debug_info = '1=45&2=47&3=50&8=54&9=56&10=58&11=60&12=62&15=64&16=67&19=71&20=73&21=75&22=78&24=81&25=83&26=85&27=87&29=89&30=91&31=94&32=97&33=99&35=104&36=106&39=109&41=111&42=113&43=115&45=117&46=119&49=121&50=123&51=125'

# templates/python/_spec.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

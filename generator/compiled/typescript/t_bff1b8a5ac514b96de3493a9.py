from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'spec.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_dict = resolve('dict')
    l_0_shapes = resolve('shapes')
    l_0_svc = l_0_rpc = l_0_checked = missing
    try:
        t_1 = environment.filters['camel']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'camel' found.")
    try:
        t_2 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_4 = environment.filters['prop']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'prop' found.")
    try:
        t_5 = environment.filters['select']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'select' found.")
    try:
        t_6 = environment.filters['table']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'table' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_svc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service')
    context.vars['svc'] = l_0_svc
    context.exported_vars.add('svc')
    l_0_rpc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'jsonrpc')
    context.vars['rpc'] = l_0_rpc
    context.exported_vars.add('rpc')
    yield '/** What the runtime (http.ts, error-mapping.ts, wire.ts) needs from the spec. */\n\nimport { type Check, type JsonObject, type Misfit, isObject, missing } from "./json.js";\n\nexport const DEFAULT_BASE_URL = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url')))
    yield ';\nexport const BASE_URL_ENV = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url_env')))
    yield ';\nexport const API_KEY_ENV = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'api_key_env')))
    yield ';\nexport const API_KEY_PERMISSION = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'permission')))
    yield ';\nexport const AGENT_PATH = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'agent_path')))
    yield ";\n// The agent's path parameters: wire name -> [option, pattern].\nexport const PATH_PARAMS: Record<string, [string, string, string]> = {\n"
    for l_1_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_4(environment.getattr(l_1_p, 'name')))
        yield ': ['
        yield str(t_2(t_1(environment.getattr(l_1_p, 'name'))))
        yield ', '
        yield str(t_2(environment.getattr(l_1_p, 'pattern')))
        yield ', '
        yield str(t_2(environment.getattr(l_1_p, 'note')))
        yield '],\n'
    l_1_p = missing
    yield '};\nexport const AUTH_HEADER = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'auth_header')))
    yield ';\nexport const AUTH_PREFIX = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'auth_prefix')))
    yield ';\n'
    if environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_note'):
        pass
        yield '// '
        yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_note'))
        yield '\n'
    yield 'export const REQUEST_ID_HEADER = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_header')))
    yield ';\n// info or debug: the clients log to stderr (under Node), their lines prefixed with LOG_NAME.\nexport const LOG_ENV = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'log_env')))
    yield ';\nexport const LOG_NAME = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'typescript_package')))
    yield ';\nexport const STREAM_MEDIA_TYPE = '
    yield str(t_2(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_media_type')))
    yield ';\nexport const STREAM_ERROR_EVENT = '
    yield str(t_2(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_error_event')))
    yield ";\n// A task's stream is complete at one of these states (terminal, then interrupted ones); a stream\n// that stops before was cut. A replay (subscribing again) "
    yield str(('starts with' if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'replays_leading_task') else 'leaves out'))
    yield ' the task event a send starts with.\nexport const STREAM_DONE_STATES: readonly string[] = '
    yield str(t_2(t_3(context.eval_ctx, (environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'terminal') + environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'interrupted')))))
    yield ';\nexport const REPLAYS_LEADING_TASK = '
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'replays_leading_task')))
    yield ';\n\nexport const JSONRPC_VERSION = '
    yield str(t_2(environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'version')))
    yield ';\nexport const JSONRPC_MEMBERS = '
    yield str(t_2(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'members'))))
    yield ';\nexport const JSONRPC_ERROR_MEMBERS = '
    yield str(t_2(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'error_members'))))
    yield ";\n// An error answer's body, and A2A's google.rpc.Status body.\nexport const ERROR_BODY = "
    yield str(t_2(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'body'))))
    yield ';\nexport const STATUS_BODY = '
    yield str(t_2(context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'status_body'))))
    yield ';\n\n// The object fields of request types, to walk into, and the keys a request must not carry.\nexport const REQUEST_REFS: Record<string, Record<string, string>> = '
    yield str(t_6(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'refs')))
    yield ';\nexport const REQUEST_REJECTED: Record<string, Record<string, string>> = '
    yield str(t_6(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'rejected')))
    yield ';\nexport const REQUEST_ONE_OF: Record<string, string[]> = '
    yield str(t_6(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'oneof')))
    yield ';\n\n// Per canonical type with a rule, the check of its shape, compiled from the spec: its required\n// fields are there, and the fields that hold other types hold objects (or lists of them) that\n// pass their own check. Every object of every event goes through one.\n'
    l_0_checked = []
    context.vars['checked'] = l_0_checked
    context.exported_vars.add('checked')
    def t_7(fiter):
        for (l_1_model, l_1_rules) in fiter:
            if ((environment.getattr(l_1_rules, 'required') or environment.getattr(l_1_rules, 'refs')) or environment.getattr(l_1_rules, 'lists')):
                yield (l_1_model, l_1_rules)
    for (l_1_model, l_1_rules) in t_7(context.call(environment.getattr((undefined(name='shapes') if l_0_shapes is missing else l_0_shapes), 'items'))):
        _loop_vars = {}
        pass
        context.call(environment.getattr((undefined(name='checked') if l_0_checked is missing else l_0_checked), 'append'), l_1_model, _loop_vars=_loop_vars)
    l_1_model = l_1_rules = missing
    for l_1_model in (undefined(name='checked') if l_0_checked is missing else l_0_checked):
        l_1_rules = missing
        _loop_vars = {}
        pass
        l_1_rules = environment.getitem((undefined(name='shapes') if l_0_shapes is missing else l_0_shapes), l_1_model)
        _loop_vars['rules'] = l_1_rules
        yield '\nfunction check'
        yield str(l_1_model)
        yield '(v: JsonObject): Misfit | undefined {\n'
        for l_2_field in environment.getattr((undefined(name='rules') if l_1_rules is missing else l_1_rules), 'required'):
            _loop_vars = {}
            pass
            yield '  if (v['
            yield str(t_2(l_2_field))
            yield '] == null) return missing('
            yield str(t_2(l_2_field))
            yield ', '
            yield str(t_2(l_1_model))
            yield ');\n'
        l_2_field = missing
        if t_3(context.eval_ctx, t_5(context, (t_3(context.eval_ctx, context.call(environment.getattr(environment.getattr((undefined(name='rules') if l_1_rules is missing else l_1_rules), 'refs'), 'values'), _loop_vars=_loop_vars)) + t_3(context.eval_ctx, context.call(environment.getattr(environment.getattr((undefined(name='rules') if l_1_rules is missing else l_1_rules), 'lists'), 'values'), _loop_vars=_loop_vars))), 'in', (undefined(name='checked') if l_0_checked is missing else l_0_checked))):
            pass
            yield '  let wrong: Misfit | undefined;\n'
        for (l_2_field, l_2_inner) in context.call(environment.getattr(environment.getattr((undefined(name='rules') if l_1_rules is missing else l_1_rules), 'refs'), 'items'), _loop_vars=_loop_vars):
            _loop_vars = {}
            pass
            yield '  {\n    const value = v['
            yield str(t_2(l_2_field))
            yield '];\n    if (value != null) {\n      if (!isObject(value)) return ['
            yield str(t_2(str_join(('.', l_2_field, ))))
            yield ', "is not an object"];\n'
            if (l_2_inner in (undefined(name='checked') if l_0_checked is missing else l_0_checked)):
                pass
                yield '      if ((wrong = check'
                yield str(l_2_inner)
                yield '(value)) !== undefined) return ['
                yield str(t_2(str_join(('.', l_2_field, ))))
                yield ' + wrong[0], wrong[1]];\n'
            yield '    }\n  }\n'
        l_2_field = l_2_inner = missing
        for (l_2_field, l_2_inner) in context.call(environment.getattr(environment.getattr((undefined(name='rules') if l_1_rules is missing else l_1_rules), 'lists'), 'items'), _loop_vars=_loop_vars):
            _loop_vars = {}
            pass
            yield '  {\n    const value = v['
            yield str(t_2(l_2_field))
            yield '];\n    if (value != null) {\n      if (!Array.isArray(value)) return ['
            yield str(t_2(str_join(('.', l_2_field, ))))
            yield ', "is not a list"];\n      for (let i = 0; i < value.length; i++) {\n        const item: unknown = value[i];\n        if (!isObject(item)) return ['
            yield str(t_2(str_join(('.', l_2_field, '[', ))))
            yield ' + i + "]", "is not an object"];\n'
            if (l_2_inner in (undefined(name='checked') if l_0_checked is missing else l_0_checked)):
                pass
                yield '        if ((wrong = check'
                yield str(l_2_inner)
                yield '(item)) !== undefined) return ['
                yield str(t_2(str_join(('.', l_2_field, '[', ))))
                yield ' + i + "]" + wrong[0], wrong[1]];\n'
            yield '      }\n    }\n  }\n'
        l_2_field = l_2_inner = missing
        yield '  return undefined;\n}\n'
    l_1_model = l_1_rules = missing
    yield '\nexport const CHECKS: Record<string, Check> = {\n'
    for l_1_model in (undefined(name='checked') if l_0_checked is missing else l_0_checked):
        _loop_vars = {}
        pass
        yield '  '
        yield str(t_2(l_1_model))
        yield ': check'
        yield str(l_1_model)
        yield ',\n'
    l_1_model = missing
    yield '};\n'

blocks = {}
debug_info = '1=52&2=54&3=57&8=61&9=63&10=65&11=67&12=69&15=71&16=75&19=85&20=87&21=89&22=92&24=95&26=97&27=99&28=101&29=103&31=105&32=107&33=109&35=111&36=113&37=115&39=117&40=119&43=121&44=123&45=125&50=127&51=130&52=137&54=139&55=143&57=146&58=148&59=152&61=159&64=162&66=166&68=168&69=170&70=173&75=179&77=183&79=185&82=187&83=189&84=192&95=201&96=205'

# templates/typescript/spec.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

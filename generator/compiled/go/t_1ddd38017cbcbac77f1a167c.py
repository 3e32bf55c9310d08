from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'spec.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_package = resolve('package')
    l_0_shapes = resolve('shapes')
    l_0_svc = l_0_rpc = missing
    try:
        t_1 = environment.filters['exported']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'exported' found.")
    try:
        t_2 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_svc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service')
    context.vars['svc'] = l_0_svc
    context.exported_vars.add('svc')
    l_0_rpc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'jsonrpc')
    context.vars['rpc'] = l_0_rpc
    context.exported_vars.add('rpc')
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield "\n\n// What the runtime (http.go, wire.go, errormap.go, stream.go) needs from the spec.\n\n// DefaultBaseURL is the prefix of the agent's URL when neither Options.BaseURL nor $"
    yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url_env'))
    yield '\n// gives one.\nconst DefaultBaseURL = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url')))
    yield '\n\nconst (\n\tdefaultBaseURL   = DefaultBaseURL\n\tbaseURLEnv       = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url_env')))
    yield '\n\tapiKeyEnv        = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'api_key_env')))
    yield '\n\tapiKeyPermission = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'permission')))
    yield '\n\tagentPath        = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'agent_path')))
    yield '\n\tauthHeader       = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'auth_header')))
    yield '\n\tauthPrefix       = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'auth_prefix')))
    yield '\n\tstreamMediaType  = '
    yield str(t_2(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_media_type')))
    yield '\n\tstreamErrorEvent = '
    yield str(t_2(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_error_event')))
    yield '\n\tjsonrpcVersion   = '
    yield str(t_2(environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'version')))
    yield '\n'
    if environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_note'):
        pass
        yield '\t// '
        yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_note'))
        yield '\n'
    yield '\trequestIDHeader = '
    yield str(t_2(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'request_id_header')))
    yield '\n\t// A replay (subscribing again) '
    yield str(('starts with' if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'replays_leading_task') else 'leaves out'))
    yield ' the task event a send starts with.\n\treplaysLeadingTask = '
    yield str(('true' if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'replays_leading_task') else 'false'))
    yield '\n)\n\n// pathParam is a path parameter of the agent\'s URL: its name in the path, the option that\n// gives it, its pattern, and why the pattern is a guess ("" when the vendor states it).\ntype pathParam struct {\n\tname    string\n\toption  string\n\tpattern string\n\tguess   string\n}\n\nvar pathParams = []pathParam{\n'
    for l_1_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
        _loop_vars = {}
        pass
        yield '\t{'
        yield str(t_2(environment.getattr(l_1_p, 'name')))
        yield ', '
        yield str(t_2(t_1(environment.getattr(l_1_p, 'name'))))
        yield ', '
        yield str(t_2(environment.getattr(l_1_p, 'pattern')))
        yield ', '
        yield str(t_2(environment.getattr(l_1_p, 'note')))
        yield '},\n'
    l_1_p = missing
    yield "}\n\n// streamDoneStates are the states at which a task's stream is complete (terminal, then\n// interrupted ones); a stream that stops before was cut.\nvar streamDoneStates = []string{"
    l_1_loop = missing
    for l_1_s, l_1_loop in LoopContext((environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'terminal') + environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'interrupted')), undefined):
        _loop_vars = {}
        pass
        yield str(t_2(l_1_s))
        yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 48 in 'spec.go.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_s = missing
    yield '}\n\nvar jsonrpcMembers = struct{ jsonrpc, id, method, params, result, error string }{\n'
    for l_1_key in ('jsonrpc', 'id', 'method', 'params', 'result', 'error'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(environment.getitem(environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'members'), l_1_key)))
        yield ',\n'
    l_1_key = missing
    yield '}\n\nvar jsonrpcErrorMembers = struct{ code, message, data string }{\n'
    for l_1_key in ('code', 'message', 'data'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(environment.getitem(environment.getattr((undefined(name='rpc') if l_0_rpc is missing else l_0_rpc), 'error_members'), l_1_key)))
        yield ',\n'
    l_1_key = missing
    yield "}\n\n// errorBody is the API's error body; statusBody is A2A's google.rpc.Status body.\nvar errorBody = struct{ success, message, code string }{\n"
    for l_1_key in ('success', 'message', 'code'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(environment.getitem(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'body'), l_1_key)))
        yield ',\n'
    l_1_key = missing
    yield '}\n\nvar statusBody = struct{ container, code, message, details, reason string }{\n'
    for l_1_key in ('container', 'code', 'message', 'details', 'reason'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(environment.getitem(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'status_body'), l_1_key)))
        yield ',\n'
    l_1_key = missing
    yield '}\n\n// operation is what the wire layer knows of an operation, whatever the dialect.\ntype operation struct {\n\tmethod    string // the client\'s method\n\trequest   string // the canonical request model ("" for none)\n\tresult    string // the result model\n\textension bool   // the request carries the extension, checked before sending\n}\n\nvar operations = map[string]operation{\n'
    for l_1_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(environment.getattr(l_1_op, 'name')))
        yield ': {'
        yield str(t_2(t_1(environment.getattr(l_1_op, 'name'))))
        yield ', '
        yield str(t_2((environment.getattr(l_1_op, 'request') or '')))
        yield ', '
        yield str(t_2(environment.getattr(l_1_op, 'result')))
        yield ', '
        yield str(('true' if environment.getattr(l_1_op, 'extension') else 'false'))
        yield '},\n'
    l_1_op = missing
    yield '}\n\n// requestRefs are the object fields of request models, to walk into; requestRejected the keys a\n// request must not carry, and why; requestOneOf the models of which a request sets one member.\nvar requestRefs = map[string]map[string]string{\n'
    l_1_loop = missing
    for (l_1_model, l_1_refs), l_1_loop in LoopContext(context.call(environment.getattr(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'refs'), 'items')), undefined):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(l_1_model))
        yield ': {'
        l_2_loop = missing
        for (l_2_f, l_2_t), l_2_loop in LoopContext(context.call(environment.getattr(l_1_refs, 'items'), _loop_vars=_loop_vars), undefined):
            _loop_vars = {}
            pass
            yield str(t_2(l_2_f))
            yield ': '
            yield str(t_2(l_2_t))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 93 in 'spec.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_f = l_2_t = missing
        yield '},\n'
    l_1_loop = l_1_model = l_1_refs = missing
    yield '}\n\nvar requestRejected = map[string]map[string]string{\n'
    for (l_1_model, l_1_reasons) in context.call(environment.getattr(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'rejected'), 'items')):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(l_1_model))
        yield ': {\n'
        for (l_2_key, l_2_reason) in context.call(environment.getattr(l_1_reasons, 'items'), _loop_vars=_loop_vars):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_2(l_2_key))
            yield ': '
            yield str(t_2(l_2_reason))
            yield ',\n'
        l_2_key = l_2_reason = missing
        yield '\t},\n'
    l_1_model = l_1_reasons = missing
    yield '}\n\nvar requestOneOf = map[string][]string{\n'
    l_1_loop = missing
    for (l_1_model, l_1_members), l_1_loop in LoopContext(context.call(environment.getattr(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'requests'), 'oneof'), 'items')), undefined):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(l_1_model))
        yield ': {'
        l_2_loop = missing
        for l_2_m, l_2_loop in LoopContext(l_1_members, undefined):
            _loop_vars = {}
            pass
            yield str(t_2(l_2_m))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 109 in 'spec.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_m = missing
        yield '},\n'
    l_1_loop = l_1_model = l_1_members = missing
    yield '}\n\n// shape is, per canonical model, its required fields and the fields that hold other models\n// (one, or a list).\ntype shape struct {\n\trequired []string\n\trefs     map[string]string\n\tlists    map[string]string\n}\n\nvar shapes = map[string]shape{\n'
    l_1_loop = missing
    for (l_1_model, l_1_s), l_1_loop in LoopContext(context.call(environment.getattr((undefined(name='shapes') if l_0_shapes is missing else l_0_shapes), 'items')), undefined):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_2(l_1_model))
        yield ': {\n\t\trequired: []string{'
        l_2_loop = missing
        for l_2_f, l_2_loop in LoopContext(environment.getattr(l_1_s, 'required'), undefined):
            _loop_vars = {}
            pass
            yield str(t_2(l_2_f))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 124 in 'spec.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_f = missing
        yield '},\n\t\trefs:     map[string]string{'
        l_2_loop = missing
        for (l_2_f, l_2_t), l_2_loop in LoopContext(context.call(environment.getattr(environment.getattr(l_1_s, 'refs'), 'items'), _loop_vars=_loop_vars), undefined):
            _loop_vars = {}
            pass
            yield str(t_2(l_2_f))
            yield ': '
            yield str(t_2(l_2_t))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 125 in 'spec.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_f = l_2_t = missing
        yield '},\n\t\tlists:    map[string]string{'
        l_2_loop = missing
        for (l_2_f, l_2_t), l_2_loop in LoopContext(context.call(environment.getattr(environment.getattr(l_1_s, 'lists'), 'items'), _loop_vars=_loop_vars), undefined):
            _loop_vars = {}
            pass
            yield str(t_2(l_2_f))
            yield ': '
            yield str(t_2(l_2_t))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 126 in 'spec.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_f = l_2_t = missing
        yield '},\n\t},\n'
    l_1_loop = l_1_model = l_1_s = missing
    yield '}\n'

blocks = {}
debug_info = '1=28&2=30&3=33&4=37&8=39&10=41&14=43&15=45&16=47&17=49&18=51&19=53&20=55&21=57&22=59&23=61&24=64&26=67&27=69&28=71&41=73&42=77&48=88&51=95&52=99&57=103&58=107&64=111&65=115&70=119&71=123&84=127&85=131&92=144&93=148&98=162&99=166&100=168&101=172&108=181&109=185&122=198&123=202&124=205&125=213&126=223'

# templates/go/spec.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

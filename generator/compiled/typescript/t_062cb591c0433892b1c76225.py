from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'operations.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_extension = resolve('extension')
    l_0_requests = resolve('requests')
    l_0_copies = resolve('copies')
    l_0_again = resolve('again')
    l_0_stream_result = l_0_resume = missing
    try:
        t_1 = environment.filters['argument_type']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'argument_type' found.")
    try:
        t_2 = environment.filters['camel']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'camel' found.")
    try:
        t_3 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_4 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_5 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_6 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_7 = environment.filters['method_doc']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'method_doc' found.")
    try:
        t_8 = environment.filters['parameters']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'parameters' found.")
    try:
        t_9 = environment.filters['pascal']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'pascal' found.")
    try:
        t_10 = environment.filters['request_lines']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'request_lines' found.")
    try:
        t_11 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_stream_result = (str_join(('m.', environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result'), )) if environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result') else 'never')
    context.vars['stream_result'] = l_0_stream_result
    context.exported_vars.add('stream_result')
    l_0_resume = environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'resume')
    context.vars['resume'] = l_0_resume
    context.exported_vars.add('resume')
    yield "/**\n * The operations of every client, whatever its version: each builds the canonical request from\n * its arguments, has the transport's wire module turn it into the exact HTTP request, sends it,\n * and parses the answer. A version's client (`v1_0/client.ts`...) adds only its transports.\n */\n\nimport { APIClient, type APIPromise, type ApiKey, type ConnectionOptions, type RequestOptions"
    yield str((', type Stream, type StreamOptions' if environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result') else cond_expr_undefined("the inline if-expression on line 10 in 'operations.ts.jinja' evaluated to false and no else section was defined.")))
    yield ' } from "./http.js";\nimport { ConfigurationError } from "./errors.js";\n'
    if (undefined(name='extension') if l_0_extension is missing else l_0_extension):
        pass
        yield 'import type { '
        yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'model'))
        yield ' } from "./extension.js";\n'
    yield 'import type { JsonObject } from "./json.js";\nimport type * as m from "./models.js";\n'
    if (undefined(name='requests') if l_0_requests is missing else l_0_requests):
        pass
        yield 'import { '
        yield str(t_5(context.eval_ctx, (undefined(name='requests') if l_0_requests is missing else l_0_requests), ', '))
        yield ' } from "./requests.js";\n'
    yield 'import '
    yield str(('{ type WireRequest, copy }' if (undefined(name='copies') if l_0_copies is missing else l_0_copies) else 'type { WireRequest }'))
    yield ' from "./wire.js";\n\n/** What a client needs to reach its agent, and how it connects. */\nexport interface ClientOptions extends ConnectionOptions {\n'
    for l_1_p in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'path_params'):
        _loop_vars = {}
        pass
        yield str(t_3(environment.getattr(l_1_p, 'doc'), '  '))
        yield '  '
        yield str(t_2(environment.getattr(l_1_p, 'name')))
        yield ': string;\n'
    l_1_p = missing
    yield '  /**\n   * Defaults to $'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'api_key_env'))
    yield '. It needs the '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'permission'))
    yield ' permission. A function (sync or\n   * async) is called before every request, and once more after a 401 (the request is then sent again, once).\n   */\n  apiKey?: ApiKey;\n'
    yield str(t_3(str_join(('Defaults to $', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'base_url_env'), ', then ', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'base_url'), "; the agent's URL is baseUrl + ", environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'agent_path'), '.', )), '  '))
    yield '\n  baseUrl?: string;\n}\n\n/**\n * What each dialect module provides: `build*` turns canonical requests into its exact HTTP\n * request, `parse*` its answers (for a stream, one event\'s data) into canonical types. A build\n * checks a copy of the request (undefined fields left out). `fresh` is for the clients\' own\n * requests only: one no one else holds, without undefined fields, which the build checks and then\n * changes and sends as it is.\n */\nexport interface Wire {\n  readonly name: string;\n  /** What the server assumes when a send leaves these fields out ("all": the whole history). */\n  readonly defaults: Readonly<JsonObject>;\n'
    for l_1_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
        _loop_vars = {}
        pass
        yield '  build'
        yield str(t_9(environment.getattr(l_1_op, 'name')))
        yield '('
        if environment.getattr(l_1_op, 'request'):
            pass
            yield 'request: m.'
            yield str(environment.getattr(l_1_op, 'request'))
            yield ', '
        yield 'requestId: number | string'
        yield str((', fresh?: boolean' if environment.getattr(l_1_op, 'request') else cond_expr_undefined("the inline if-expression on line 48 in 'operations.ts.jinja' evaluated to false and no else section was defined.")))
        yield '): WireRequest;\n  parse'
        yield str(t_9(environment.getattr(l_1_op, 'name')))
        yield '(body: unknown): m.'
        yield str(environment.getattr(l_1_op, 'result'))
        yield ';\n'
    l_1_op = missing
    yield '  /** Whether this event is the last of its stream (false: the server closes the stream). */\n  endsStream(event: '
    yield str((undefined(name='stream_result') if l_0_stream_result is missing else l_0_stream_result))
    yield '): boolean;\n}\n\n/** One event of a stream: exactly one of its members is set. */\nexport type Event = '
    yield str((undefined(name='stream_result') if l_0_stream_result is missing else l_0_stream_result))
    yield ";\n\n/** The client options, with the transport to speak. */\nexport interface Options<T extends string> extends ClientOptions {\n  /** The wire to speak: one of the transports of the version's client. */\n  transport?: T;\n}\n"
    def t_12(fiter):
        for l_1_op in fiter:
            if environment.getattr(l_1_op, 'keywords'):
                yield l_1_op
    for l_1_op in t_12(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')):
        _loop_vars = {}
        pass
        yield '\n/** The options of '
        yield str(t_2(environment.getattr(l_1_op, 'name')))
        yield ', and of the '
        yield str(('stream (headers, timeout, maxRetries, signal, resume)' if environment.getattr(l_1_op, 'streaming') else 'request (headers, timeout, maxRetries, signal)'))
        yield '. */\nexport interface '
        yield str(t_9(environment.getattr(l_1_op, 'name')))
        yield 'Options extends '
        yield str(('StreamOptions' if environment.getattr(l_1_op, 'streaming') else 'RequestOptions'))
        yield ' {\n'
        for l_2_arg in environment.getattr(l_1_op, 'keywords'):
            _loop_vars = {}
            pass
            yield str(t_3(environment.getattr(l_2_arg, 'doc'), '  '))
            yield '  '
            yield str(t_2(environment.getattr(l_2_arg, 'name')))
            yield '?: '
            yield str(t_1(l_2_arg))
            yield ';\n'
        l_2_arg = missing
        yield '}\n'
    l_1_op = missing
    yield '\n/**\n * The operations, over the wire module that `transport` picks. A request that fails a local check\n * is never sent: the call\'s promise rejects, or, for a stream, the call itself throws.\n */\nexport class Operations<T extends string> extends APIClient {\n  readonly transport: T;\n  readonly #wire: Wire;\n\n  constructor(wires: Record<T, Wire>, fallback: T, options: Options<T>) {\n    super(options);\n    const transport = options.transport ?? fallback;\n    if (!Object.hasOwn(wires, transport)) {\n      throw new ConfigurationError("transport", `${JSON.stringify(transport)} is not one of ${Object.keys(wires).map((t) => JSON.stringify(t)).join(", ")}`);\n    }\n    this.transport = transport;\n    this.#wire = wires[transport];\n  }\n\n  /**\n   * A client with these options changed (the others kept), on the same fetch.\n   *\n   * @example\n   * const patient = client.withOptions({ timeout: 120_000, maxRetries: 5 });\n   */\n  withOptions(changes: Partial<Options<T>>): this {\n    const Client = this.constructor as new (options: Options<T>) => this;\n    return new Client({ ...(this.settings() as Options<T>), ...changes });\n  }\n'
    for l_1_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
        l_1_parse = l_1_request = l_1_build = missing
        _loop_vars = {}
        pass
        l_1_parse = str_join(('(body: unknown) => this.#wire.parse', t_9(environment.getattr(l_1_op, 'name')), '(body)', ))
        _loop_vars['parse'] = l_1_parse
        l_1_request = (str_join(('request as unknown as m.', environment.getattr(l_1_op, 'request'), ', ', )) if environment.getattr(l_1_op, 'arguments') else ('request, ' if environment.getattr(l_1_op, 'request') else ''))
        _loop_vars['request'] = l_1_request
        l_1_build = str_join(('this.#wire.build', t_9(environment.getattr(l_1_op, 'name')), '(', (undefined(name='request') if l_1_request is missing else l_1_request), 'this.nextId()', (', true' if environment.getattr(l_1_op, 'arguments') else ''), ')', ))
        _loop_vars['build'] = l_1_build
        yield '\n'
        yield str(t_7(l_1_op))
        yield '  '
        yield str(t_2(environment.getattr(l_1_op, 'name')))
        yield '('
        yield str(t_8(l_1_op))
        yield '): '
        yield str(('Stream<Event>' if environment.getattr(l_1_op, 'streaming') else str_join(('APIPromise<m.', environment.getattr(l_1_op, 'result'), '>', ))))
        yield ' {\n'
        if environment.getattr(l_1_op, 'streaming'):
            pass
            for l_2_line in t_10(environment.getattr(l_1_op, 'arguments')):
                _loop_vars = {}
                pass
                yield '    '
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
            yield '    const wire = '
            yield str((undefined(name='build') if l_1_build is missing else l_1_build))
            yield ';\n    return this.stream('
            yield str(t_6(t_2(environment.getattr(l_1_op, 'name'))))
            yield ', wire, '
            yield str((undefined(name='parse') if l_1_parse is missing else l_1_parse))
            yield ', (event) => this.#wire.endsStream(event), '
            yield str(t_6(environment.getattr(l_1_op, 'idempotent')))
            yield ', options'
            if (undefined(name='resume') if l_0_resume is missing else l_0_resume):
                pass
                yield ', this.#resume'
            yield ');\n'
        else:
            pass
            yield '    const build = (): WireRequest => {\n'
            for l_2_line in t_10(environment.getattr(l_1_op, 'arguments')):
                _loop_vars = {}
                pass
                yield '      '
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
            yield '      return '
            yield str((undefined(name='build') if l_1_build is missing else l_1_build))
            yield ';\n    };\n    return this.request('
            yield str(t_6(t_2(environment.getattr(l_1_op, 'name'))))
            yield ', build, '
            yield str((undefined(name='parse') if l_1_parse is missing else l_1_parse))
            yield ', '
            yield str(t_6(environment.getattr(l_1_op, 'idempotent')))
            yield ', options);\n'
        yield '  }\n'
    l_1_op = l_1_parse = l_1_request = l_1_build = missing
    if (undefined(name='resume') if l_0_resume is missing else l_0_resume):
        pass
        l_0_again = t_4(environment, t_11(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'), 'name', 'equalto', (undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        context.vars['again'] = l_0_again
        context.exported_vars.add('again')
        yield '\n  /** How a cut stream of a task goes on: '
        yield str(t_2((undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        yield " again, and its events' parser. */\n  readonly #resume = ("
        yield str(t_2(environment.getattr(environment.getattr((undefined(name='again') if l_0_again is missing else l_0_again), 'positional'), 'name')))
        yield ': string): [WireRequest, (body: unknown) => Event] => {\n'
        for l_1_line in t_10([environment.getattr((undefined(name='again') if l_0_again is missing else l_0_again), 'positional')]):
            _loop_vars = {}
            pass
            yield '    '
            yield str(l_1_line)
            yield '\n'
        l_1_line = missing
        yield '    return [this.#wire.build'
        yield str(t_9((undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        yield '(request as unknown as m.'
        yield str(environment.getattr((undefined(name='again') if l_0_again is missing else l_0_again), 'request'))
        yield ', this.nextId(), true), (body: unknown) => this.#wire.parse'
        yield str(t_9((undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        yield '(body)];\n  };\n'
    yield '}\n'

blocks = {}
debug_info = '1=84&2=86&3=89&10=93&12=95&13=98&17=101&18=104&20=107&24=109&25=112&28=118&32=122&47=124&48=128&49=138&52=144&56=146&63=148&65=156&66=160&67=164&68=167&101=177&102=181&104=183&105=185&107=188&108=196&109=198&110=202&112=206&113=208&116=221&117=225&119=229&121=231&125=239&126=241&128=245&129=247&130=249&131=253&133=257'

# templates/typescript/operations.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

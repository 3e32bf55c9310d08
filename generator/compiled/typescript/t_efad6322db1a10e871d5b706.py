from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'testing.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    l_0_v = l_0_intro = missing
    try:
        t_1 = environment.filters['camel']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'camel' found.")
    try:
        t_2 = environment.filters['client_class']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'client_class' found.")
    try:
        t_3 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_4 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_v = environment.getitem(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), 0)
    context.vars['v'] = l_0_v
    context.exported_vars.add('v')
    yield '/**\n'
    t_5 = []
    pass
    t_5.extend((
        'A fake of the ',
        str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title')),
        ' endpoint for your tests: in process, no network, no server. `FakeAgent` answers every dialect this package speaks (',
    ))
    l_2_loop = missing
    for l_2_d, l_2_loop in LoopContext(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'dialects'), undefined):
        _loop_vars = {}
        pass
        t_5.extend((
            str(environment.getattr(l_2_d, 'name')),
            str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 4 in 'testing.ts.jinja' evaluated to false and no else section was defined."))),
        ))
    l_2_loop = l_2_d = missing
    t_5.append(
        ': sends, streams',
    )
    def t_6(fiter):
        for l_2_op in fiter:
            if (not environment.getattr(l_2_op, 'extension')):
                yield l_2_op
    for l_2_op in t_6(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')):
        _loop_vars = {}
        pass
        t_5.extend((
            ', ',
            str(t_1(environment.getattr(l_2_op, 'name'))),
        ))
    l_2_op = missing
    t_5.append(
        ') with the routes, envelopes, spellings and error bodies of the spec this package was generated from, through its `fetch`: give a client `fetch: fake.fetch`. Script what the agent answers with `fake.reply(...)` (text, streamed chunks, artifacts, ',
    )
    for l_2_k in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer'), 'data_kinds'):
        _loop_vars = {}
        pass
        t_5.extend((
            str(environment.getattr(l_2_k, 'kind')),
            ', ',
        ))
    l_2_k = missing
    t_5.append(
        "a failed task, slow or cut streams) and what fails with `fake.fail(...)` (an HTTP error), then read `fake.requests`: each request's method, path, headers (the API key redacted; `apiKey` has it) and parsed body, and the dialect and operation the fake took it for.",
    )
    l_0_intro = (Markup if context.eval_ctx.autoescape else identity)(concat(t_5))
    context.vars['intro'] = l_0_intro
    context.exported_vars.add('intro')
    for l_1_line in context.call(environment.getattr(t_4(environment, (undefined(name='intro') if l_0_intro is missing else l_0_intro), 96), 'split'), '\n'):
        _loop_vars = {}
        pass
        yield ' * '
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield ' *\n * @example\n * import { '
    yield str(t_2(environment.getattr((undefined(name='v') if l_0_v is missing else l_0_v), 'package')))
    yield ' } from "'
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '";\n * import { FakeAgent } from "'
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '/testing";\n *\n * const fake = new FakeAgent();\n * fake.reply({ text: "Paris.", chunks: ["Par", "is."] });\n * const client = new '
    yield str(t_2(environment.getattr((undefined(name='v') if l_0_v is missing else l_0_v), 'package')))
    yield '({\n'
    for l_1_p in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'path_params'):
        _loop_vars = {}
        pass
        yield ' *   '
        yield str(environment.getattr(l_1_p, 'name'))
        yield ': '
        yield str(t_3(environment.getattr(l_1_p, 'example')))
        yield ',\n'
    l_1_p = missing
    yield ' *   apiKey: "test",\n *   fetch: fake.fetch,\n * });\n * const { task } = await client.sendMessage("Capital of France?");\n * // answer(task!) === "Paris."; fake.requests[0]!.operation === "send_message"\n *\n * Each send creates a task that runs the next queued answer at once (none queued: the\n * `default`, or the text sent, echoed): the task event, a working status, a status per chunk,\n * the answer\'s artifact, then the final state; a streamed send sends those events, a plain one\n * answers the finished task, get and cancel read and change it, and a subscription replays it.\n * `cut` stops a task\'s first stream early (a client resumes it by subscribing again, or throws\n * StreamInterruptedError); `delay` (ms) makes each event slow. An unknown task gets the API\'s\n * not-found answer, an unknown route HTTP 404.\n *\n * What it leaves out: a task runs to its end as soon as it is sent; none of the service\'s rules\n * about conversations (one message at a time per contextId, its agent and project) is kept; get\n * answers the whole task; a finished task can be subscribed to, and canceling it answers it as\n * it is. Test those against the service itself.\n *\n * @module\n */\n\nexport { FakeAgent, REDACTED } from "./fake.js";\nexport type { Answer, FakeAgentOptions, Fault, NamedError, RecordedRequest } from "./fake.js";\n'

blocks = {}
debug_info = '1=39&2=41&4=49&5=93&6=97&10=101&11=105&15=107&16=109&17=113'

# templates/typescript/testing.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'testing.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_v = l_0_intro = missing
    try:
        t_1 = environment.filters['snake']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'snake' found.")
    try:
        t_2 = environment.filters['textrepr']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'textrepr' found.")
    try:
        t_3 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_v = environment.getitem(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), 0)
    context.vars['v'] = l_0_v
    context.exported_vars.add('v')
    yield '"""A fake of the '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'))
    yield ' endpoint for your tests: in process, no network, no server.\n\n'
    t_4 = []
    pass
    t_4.append(
        '``FakeAgent`` answers every dialect this package speaks (',
    )
    l_2_loop = missing
    for l_2_d, l_2_loop in LoopContext(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'dialects'), undefined):
        _loop_vars = {}
        pass
        t_4.extend((
            str(environment.getattr(l_2_d, 'name')),
            str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'testing.py.jinja' evaluated to false and no else section was defined."))),
        ))
    l_2_loop = l_2_d = missing
    t_4.append(
        ': sends, streams',
    )
    def t_5(fiter):
        for l_2_op in fiter:
            if (not environment.getattr(l_2_op, 'extension')):
                yield l_2_op
    for l_2_op in t_5(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')):
        _loop_vars = {}
        pass
        t_4.extend((
            ', ',
            str(environment.getattr(l_2_op, 'name')),
        ))
    l_2_op = missing
    t_4.append(
        ") through the HTTP library's ``MockTransport``, with the routes, envelopes, spellings and error bodies of the spec this package was generated from. Give a client ``http_client=fake.http_client()`` (an ``AsyncClient``: ``fake.async_http_client()``), script what the agent answers with ``fake.reply(...)`` (text, streamed chunks, artifacts, ",
    )
    for l_2_k in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer'), 'data_kinds'):
        _loop_vars = {}
        pass
        t_4.extend((
            str(environment.getattr(l_2_k, 'kind')),
            ', ',
        ))
    l_2_k = missing
    t_4.append(
        "a failed task, slow or cut streams) and what fails with ``fake.fail(...)`` (an HTTP error), then read ``fake.requests``: each request's method, path, headers (the API key redacted; ``api_key`` has it) and parsed body, and the dialect and operation the fake took it for::",
    )
    l_0_intro = (Markup if context.eval_ctx.autoescape else identity)(concat(t_4))
    context.vars['intro'] = l_0_intro
    context.exported_vars.add('intro')
    yield str(t_3(environment, (undefined(name='intro') if l_0_intro is missing else l_0_intro), 96))
    yield '\n\n    from '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'python_package'))
    yield ' import '
    yield str(environment.getattr((undefined(name='v') if l_0_v is missing else l_0_v), 'package'))
    yield '\n    from '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'python_package'))
    yield '.testing import FakeAgent\n\n    fake = FakeAgent()\n    fake.reply("Paris.", chunks=["Par", "is."])\n    client = '
    yield str(environment.getattr((undefined(name='v') if l_0_v is missing else l_0_v), 'package'))
    yield '.Client(\n'
    for l_1_p in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'path_params'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(t_1(environment.getattr(l_1_p, 'name')))
        yield '='
        yield str(t_2(environment.getattr(l_1_p, 'example')))
        yield ',\n'
    l_1_p = missing
    yield '        api_key="test",\n        http_client=fake.http_client(),\n    )\n    with client:\n        assert client.send_message("Capital of France?").as_task().answer == "Paris."\n    assert fake.requests[0].operation == "send_message"\n\nEach send creates a task that runs the next queued answer at once (none queued: the\n``default``, or the text sent, echoed): the task event, a working status, a status per chunk,\nthe answer\'s artifact'
    if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer'), 'data_kinds'):
        pass
        yield ' (its text, then a data part per kind)'
    yield ', then the final state; a\nstreamed send sends those events, a plain one answers the finished task, get and cancel\nread and change it, and a subscription replays it. ``cut`` stops a task\'s first stream early\n(a client resumes it by subscribing again, or raises StreamInterruptedError); ``delay`` makes\neach event slow. An unknown task gets the API\'s not-found answer, an unknown route HTTP 404.\n\nWhat it leaves out: a task runs to its end as soon as it is sent; none of the service\'s rules\nabout conversations (one message at a time per contextId, its agent and project) is kept; get\nanswers the whole task; a finished task can be subscribed to, and canceling it answers it as it\nis. Test those against the service itself.\n"""\n\nfrom __future__ import annotations\n\nfrom ._fake import REDACTED, Answer, FakeAgent, Fault, RecordedRequest\n\n__all__ = ["REDACTED", "Answer", "FakeAgent", "Fault", "RecordedRequest"]\n'

blocks = {}
debug_info = '1=32&2=34&3=38&5=46&6=86&8=88&9=92&13=94&14=96&15=100&26=106'

# templates/python/testing.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_fake_spec.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_fake = resolve('fake')
    try:
        t_1 = environment.filters['pyline']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'pyline' found.")
    try:
        t_2 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""What ``testing.py`` (the in-process fake of the API) needs from the spec: each operation\'s\nshape, each dialect\'s routes and envelopes, how the API\'s errors are answered, the enum values\nits tasks pass through, and the answer layout."""\n\nfrom __future__ import annotations\n\nfrom typing import Any\n\n# operation -> (request model or None, the result\'s (union member key or None, model) pairs,\n# streaming, idempotent, sends the extension, the request field naming the task or None)\nOPERATIONS: dict[\n    str, tuple[str | None, tuple[tuple[str | None, str], ...], bool, bool, bool, str | None]\n] = {\n'
    for (l_1_name, l_1_op) in context.call(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'operations'), 'items')):
        _loop_vars = {}
        pass
        yield str(t_1(l_1_op, str_join(('    ', t_2(l_1_name), ': ', )), ','))
        yield '\n'
    l_1_name = l_1_op = missing
    yield '}\nRESUME_OPERATION: str | None = '
    yield str(t_2(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'resume')))
    yield "  # replays a task's events\n# dialect -> (its module, JSON-RPC, the tag member of its objects, the (field, value) that marks a\n# stream's last event, and per operation its (HTTP verb, path, JSON-RPC method or None))\nDIALECTS: dict[\n    str,\n    tuple[str, bool, str | None, tuple[str, Any] | None, dict[str, tuple[str, str, str | None]]],\n] = {\n"
    for (l_1_name, l_1_d) in context.call(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'dialects'), 'items')):
        _loop_vars = {}
        pass
        yield str(t_1(l_1_d, str_join(('    ', t_2(l_1_name), ': ', )), ','))
        yield '\n'
    l_1_name = l_1_d = missing
    yield '}\n# error class -> the HTTP status and error code it is answered with (None: no code)\n'
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'http_errors'), 'HTTP_ERRORS: dict[str, tuple[int, str | None]] = '))
    yield '\n# an unknown task: its HTTP status and error code, and its JSON-RPC error code (None: none)\n'
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'not_found'), 'NOT_FOUND: tuple[int, str | None, int | None] = '))
    yield '\n'
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'states'), 'STATES: dict[str, str] = '))
    yield '\n'
    yield str(t_1(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'roles'), 'ROLES: dict[str, str] = '))
    yield '\nARTIFACT_NAME = '
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'artifact_name')))
    yield '\nDATA_KIND_KEY = '
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'data_kind_key')))
    yield '\n'
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'data_kinds'), 'DATA_KINDS: dict[str, str] = ', "  # kind -> its items' field"))
    yield '\nFAILED_STATE = '
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'failed_state')))
    yield '\n'
    yield str(t_1(environment.getattr(environment.getattr((undefined(name='fake') if l_0_fake is missing else l_0_fake), 'answer'), 'failed_text'), 'FAILED_TEXT: tuple[str | int, ...] = '))
    yield '\n'

blocks = {}
debug_info = '1=25&15=27&16=30&19=34&26=36&27=39&31=43&33=45&34=47&35=49&36=51&37=53&38=55&39=57&40=59'

# templates/python/_fake_spec.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

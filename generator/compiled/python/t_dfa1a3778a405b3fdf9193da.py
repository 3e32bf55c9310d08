from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_operations.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_imports = resolve('imports')
    l_0_uses_extension = resolve('uses_extension')
    l_0_resume = l_0_operations = missing
    try:
        t_1 = environment.filters['argument_value']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'argument_value' found.")
    try:
        t_2 = environment.filters['docstring']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'docstring' found.")
    try:
        t_3 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_5 = environment.filters['parameter']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'parameter' found.")
    try:
        t_6 = environment.filters['pyline']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'pyline' found.")
    try:
        t_7 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_8 = environment.filters['result_type']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'result_type' found.")
    try:
        t_9 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_10 = environment.filters['tuple']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'tuple' found.")
    try:
        t_11 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_resume = environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'resume')
    context.vars['resume'] = l_0_resume
    context.exported_vars.add('resume')
    yield '"""The operations of every client, whatever its version: each builds the canonical request from\nits arguments, has the transport\'s wire module turn it into the exact HTTP request, sends it, and\nparses the answer. A version\'s ``Client`` and ``AsyncClient`` (``v1_0/clients.py``...) add only\ntheir arguments and their wire modules.\n"""\n\nfrom __future__ import annotations\n\n'
    for l_1_line in (undefined(name='imports') if l_0_imports is missing else l_0_imports):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '\nEvent = '
    yield str((t_8(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result')) if environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result') else 'object  # no operation streams'))
    yield '\n"""One event of a stream."""\n'
    if (undefined(name='uses_extension') if l_0_uses_extension is missing else l_0_uses_extension):
        pass
        yield 'Extension = '
        yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'model'))
        yield ' | Mapping[str, Any]\n"""'
        yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'where'))
        yield ': a typed model, or a dict with the wire\'s camelCase names."""\n'
    def t_12(fiter):
        for l_1_op in fiter:
            if environment.getattr(l_1_op, 'arguments'):
                yield l_1_op
    l_1_loop = missing
    for l_1_op, l_1_loop in LoopContext(t_12(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')), undefined):
        l_1_paths = missing
        _loop_vars = {}
        pass
        if environment.getattr(l_1_loop, 'first'):
            pass
            yield "\n# Where each operation's arguments go in its request, in the order it passes them.\n"
        l_1_paths = []
        _loop_vars['paths'] = l_1_paths
        for l_2_arg in environment.getattr(l_1_op, 'arguments'):
            _loop_vars = {}
            pass
            context.call(environment.getattr((undefined(name='paths') if l_1_paths is missing else l_1_paths), 'append'), environment.getattr(l_2_arg, 'fills'), _loop_vars=_loop_vars)
        l_2_arg = missing
        yield str(t_6(t_10((undefined(name='paths') if l_1_paths is missing else l_1_paths)), str_join(('_', t_11(environment.getattr(l_1_op, 'name')), '_FILLS = ', ))))
        yield '\n'
    l_1_loop = l_1_op = l_1_paths = missing
    yield '\n\nclass Wire(Protocol):\n    """What each wire module provides (a module is an instance of it)."""\n\n    NAME: str\n    DEFAULTS: dict[str, Any]\n'
    for l_1_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
        l_1_called = resolve('called')
        _loop_vars = {}
        pass
        yield '\n'
        yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '    ', str_join(('def build_', environment.getattr(l_1_op, 'name'), )), ((['self'] + ([str_join(('request: m.', environment.getattr(l_1_op, 'request'), ))] if environment.getattr(l_1_op, 'request') else [])) + ['*', 'request_id: str | int = ...']), ' -> WireRequest: ...', _loop_vars=_loop_vars))
        yield '\n\n'
        yield str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '    ', str_join(('def parse_', environment.getattr(l_1_op, 'name'), )), ['self', 'body: Any'], str_join((' -> ', t_8(environment.getattr(l_1_op, 'result')), ': ...', )), _loop_vars=_loop_vars))
        yield '\n'
    l_1_op = l_1_called = missing
    yield '\n    def ends_stream(self, event: Event) -> bool: ...\n'
    def macro(l_1_sync):
        t_13 = []
        l_1_again = resolve('again')
        l_1_called = resolve('called')
        l_1_build = resolve('build')
        l_1_a = l_1_aw = l_1_A = missing
        if l_1_sync is missing:
            l_1_sync = undefined("parameter 'sync' was not provided", name='sync')
        pass
        l_1_a = ('' if l_1_sync else 'async ')
        l_1_aw = ('' if l_1_sync else 'await ')
        l_1_A = ('' if l_1_sync else 'Async')
        t_13.extend((
            '\n\nclass ',
            str(('Sync' if l_1_sync else 'Async')),
            'Operations(',
            str(('Sync' if l_1_sync else 'Async')),
            'APIClient):\n    """The operations, ',
            str(('blocking' if l_1_sync else 'awaited')),
            ', over the wire module that ``transport`` picks."""\n\n    _wire: Wire\n',
        ))
        for l_2_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
            l_2_values = resolve('values')
            _loop_vars = {}
            pass
            t_13.extend((
                '\n    ',
                str(((undefined(name='a') if l_1_a is missing else l_1_a) if (not environment.getattr(l_2_op, 'streaming')) else cond_expr_undefined("the inline if-expression on line 59 in '_operations.py.jinja' evaluated to false and no else section was defined."))),
                'def ',
                str(environment.getattr(l_2_op, 'name')),
                '(\n        self,\n',
            ))
            if environment.getattr(l_2_op, 'positional'):
                pass
                t_13.extend((
                    '        ',
                    str(t_5(environment.getattr(l_2_op, 'positional'))),
                    ',\n',
                ))
            elif (environment.getattr(l_2_op, 'request') and (not environment.getattr(l_2_op, 'arguments'))):
                pass
                t_13.extend((
                    '        request: m.',
                    str(environment.getattr(l_2_op, 'request')),
                    ',\n',
                ))
            t_13.append(
                '        *,\n',
            )
            for l_3_arg in environment.getattr(l_2_op, 'keywords'):
                _loop_vars = {}
                pass
                t_13.extend((
                    '        ',
                    str(t_5(l_3_arg)),
                    ',\n',
                ))
            l_3_arg = missing
            if (environment.getattr(l_2_op, 'streaming') and (undefined(name='resume') if l_0_resume is missing else l_0_resume)):
                pass
                t_13.append(
                    '        resume: bool = True,\n',
                )
            t_13.extend((
                '        extra_headers: Mapping[str, str] | None = None,\n        timeout: Timeout = None,\n        max_retries: int | None = None,\n    ) -> ',
                str((str_join(((undefined(name='A') if l_1_A is missing else l_1_A), 'Stream[Event]', )) if environment.getattr(l_2_op, 'streaming') else t_8(environment.getattr(l_2_op, 'result')))),
                ':\n        """',
                str(t_2(l_2_op, (undefined(name='resume') if l_0_resume is missing else l_0_resume))),
                '"""\n',
            ))
            if environment.getattr(l_2_op, 'arguments'):
                pass
                l_2_values = []
                _loop_vars['values'] = l_2_values
                for l_3_arg in environment.getattr(l_2_op, 'arguments'):
                    _loop_vars = {}
                    pass
                    context.call(environment.getattr((undefined(name='values') if l_2_values is missing else l_2_values), 'append'), t_1(l_3_arg), _loop_vars=_loop_vars)
                l_3_arg = missing
                t_13.extend((
                    str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '        ', 'request = canonical_request', ([str_join(('m.', environment.getattr(l_2_op, 'request'), )), str_join(('_', t_11(environment.getattr(l_2_op, 'name')), '_FILLS', ))] + (undefined(name='values') if l_2_values is missing else l_2_values)), _loop_vars=_loop_vars)),
                    '\n',
                ))
            t_13.extend((
                '        wire = self._wire.build_',
                str(environment.getattr(l_2_op, 'name')),
                '(',
                str(('request, ' if environment.getattr(l_2_op, 'request') else cond_expr_undefined("the inline if-expression on line 85 in '_operations.py.jinja' evaluated to false and no else section was defined."))),
                'request_id=self._next_id())\n',
                str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '        ', 'call = self._call', [t_7(environment.getattr(l_2_op, 'name')), environment.getattr(l_2_op, 'idempotent'), 'timeout', 'extra_headers', 'max_retries'], _loop_vars=_loop_vars)),
                '\n',
            ))
            if environment.getattr(l_2_op, 'streaming'):
                pass
                t_13.extend((
                    str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '        ', 'return self._stream', (['wire', str_join(('self._wire.parse_', environment.getattr(l_2_op, 'name'), )), 'call'] + (['resume'] if (undefined(name='resume') if l_0_resume is missing else l_0_resume) else [])), _loop_vars=_loop_vars)),
                    '\n',
                ))
            else:
                pass
                t_13.extend((
                    '        return ',
                    str((undefined(name='aw') if l_1_aw is missing else l_1_aw)),
                    'self._request(wire, self._wire.parse_',
                    str(environment.getattr(l_2_op, 'name')),
                    ', call)\n',
                ))
        l_2_op = l_2_values = missing
        if (undefined(name='resume') if l_0_resume is missing else l_0_resume):
            pass
            l_1_again = t_3(environment, t_9(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'), 'name', 'equalto', (undefined(name='resume') if l_0_resume is missing else l_0_resume)))
            t_13.extend((
                '\n    def _resume(self, task_id: str) -> tuple[WireRequest, Callable[[Any], Event]]:\n        """How a cut stream of this task goes on: ',
                str((undefined(name='resume') if l_0_resume is missing else l_0_resume)),
                ' again, and its events\' parser."""\n',
                str(context.call((undefined(name='called') if l_1_called is missing else l_1_called), '        ', 'request = canonical_request', [str_join(('m.', environment.getattr((undefined(name='again') if l_1_again is missing else l_1_again), 'request'), )), t_7((environment.getattr(environment.getattr((undefined(name='again') if l_1_again is missing else l_1_again), 'positional'), 'fills'),)), 'task_id'])),
                '\n',
            ))
            l_1_build = str_join(('self._wire.build_', (undefined(name='resume') if l_0_resume is missing else l_0_resume), '(request, request_id=self._next_id())', ))
            if (t_4(str_join(('        return ', (undefined(name='build') if l_1_build is missing else l_1_build), ', self._wire.parse_', (undefined(name='resume') if l_0_resume is missing else l_0_resume), ))) > 100):
                pass
                t_13.extend((
                    '        return (\n            ',
                    str((undefined(name='build') if l_1_build is missing else l_1_build)),
                    ',\n            self._wire.parse_',
                    str((undefined(name='resume') if l_0_resume is missing else l_0_resume)),
                    ',\n        )\n',
                ))
            else:
                pass
                t_13.extend((
                    '        return ',
                    str((undefined(name='build') if l_1_build is missing else l_1_build)),
                    ', self._wire.parse_',
                    str((undefined(name='resume') if l_0_resume is missing else l_0_resume)),
                    '\n',
                ))
        return concat(t_13)
    context.exported_vars.add('operations')
    context.vars['operations'] = l_0_operations = Macro(environment, macro, 'operations', ('sync',), False, False, False, context.eval_ctx.autoescape)
    yield str(context.call((undefined(name='operations') if l_0_operations is missing else l_0_operations), True))
    yield str(context.call((undefined(name='operations') if l_0_operations is missing else l_0_operations), False))

blocks = {}
debug_info = '1=82&2=84&11=88&12=91&15=95&17=97&18=100&19=102&21=104&22=113&26=116&27=118&28=121&30=123&39=127&41=132&43=134&47=138&48=147&49=148&50=149&53=152&54=156&57=159&59=165&61=170&62=174&63=177&64=181&67=187&68=192&70=196&76=203&77=205&78=208&79=210&80=212&81=215&83=218&85=223&86=227&87=230&88=233&90=240&93=246&94=248&97=251&98=253&99=256&100=257&102=261&103=263&106=270&110=278&111=279'

# templates/python/_operations.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

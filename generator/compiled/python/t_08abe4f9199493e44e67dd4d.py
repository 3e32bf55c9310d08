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
        t_6 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_7 = environment.filters['result_type']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'result_type' found.")
    try:
        t_8 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
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
    yield str((t_7(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result')) if environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'stream_result') else 'object  # no operation streams'))
    yield '\n"""One event of a stream."""\n'
    if (undefined(name='uses_extension') if l_0_uses_extension is missing else l_0_uses_extension):
        pass
        yield 'Extension = '
        yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'model'))
        yield ' | Mapping[str, Any]\n"""'
        yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'where'))
        yield ': a typed model, or a dict with the wire\'s camelCase names."""\n'
    yield '\n\nclass Wire(Protocol):\n    """What each wire module provides (a module is an instance of it)."""\n\n    NAME: str\n    DEFAULTS: dict[str, Any]\n'
    for l_1_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
        _loop_vars = {}
        pass
        yield '\n    def build_'
        yield str(environment.getattr(l_1_op, 'name'))
        yield '(self, '
        if environment.getattr(l_1_op, 'request'):
            pass
            yield 'request: m.'
            yield str(environment.getattr(l_1_op, 'request'))
            yield ', '
        yield '*, request_id: str | int = ...) -> WireRequest: ...\n\n    def parse_'
        yield str(environment.getattr(l_1_op, 'name'))
        yield '(self, body: Any) -> '
        yield str(t_7(environment.getattr(l_1_op, 'result')))
        yield ': ...\n'
    l_1_op = missing
    yield '\n    def ends_stream(self, event: Event) -> bool: ...\n\n\ndef _wire(wires: Mapping[str, Wire], transport: str) -> Wire:\n    if transport not in wires:\n        raise ConfigurationError("transport", f"{transport!r} is not one of {\', \'.join(map(repr, wires))}")\n    return wires[transport]\n'
    def macro(l_1_sync):
        t_9 = []
        l_1_again = resolve('again')
        l_1_build = resolve('build')
        l_1_a = l_1_aw = l_1_A = missing
        if l_1_sync is missing:
            l_1_sync = undefined("parameter 'sync' was not provided", name='sync')
        pass
        l_1_a = ('' if l_1_sync else 'async ')
        l_1_aw = ('' if l_1_sync else 'await ')
        l_1_A = ('' if l_1_sync else 'Async')
        t_9.extend((
            '\n\nclass ',
            str(('Sync' if l_1_sync else 'Async')),
            'Operations(',
            str(('Sync' if l_1_sync else 'Async')),
            'APIClient):\n    """The operations, ',
            str(('blocking' if l_1_sync else 'awaited')),
            ', over the wire module that ``transport`` picks."""\n\n    def __init__(self, wires: Mapping[str, Wire], transport: str, **options: Any) -> None:\n        self._wire = _wire(wires, transport)\n        self.transport = transport\n        self.dialect = self._wire.NAME\n        super().__init__(**options)\n\n    def __repr__(self) -> str:  # never the API key\n        return f"{type(self).__name__}(base_url={self.base_url!r}, transport={self.transport!r})"\n',
        ))
        for l_2_op in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'):
            _loop_vars = {}
            pass
            t_9.extend((
                '\n    ',
                str(((undefined(name='a') if l_1_a is missing else l_1_a) if (not environment.getattr(l_2_op, 'streaming')) else cond_expr_undefined("the inline if-expression on line 61 in '_operations.py.jinja' evaluated to false and no else section was defined."))),
                'def ',
                str(environment.getattr(l_2_op, 'name')),
                '(\n        self,\n',
            ))
            if environment.getattr(l_2_op, 'positional'):
                pass
                t_9.extend((
                    '        ',
                    str(t_5(environment.getattr(l_2_op, 'positional'))),
                    ',\n',
                ))
            elif (environment.getattr(l_2_op, 'request') and (not environment.getattr(l_2_op, 'arguments'))):
                pass
                t_9.extend((
                    '        request: m.',
                    str(environment.getattr(l_2_op, 'request')),
                    ',\n',
                ))
            t_9.append(
                '        *,\n',
            )
            for l_3_arg in environment.getattr(l_2_op, 'keywords'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '        ',
                    str(t_5(l_3_arg)),
                    ',\n',
                ))
            l_3_arg = missing
            if (environment.getattr(l_2_op, 'streaming') and (undefined(name='resume') if l_0_resume is missing else l_0_resume)):
                pass
                t_9.append(
                    '        resume: bool = True,\n',
                )
            t_9.extend((
                '        extra_headers: Mapping[str, str] | None = None,\n        timeout: Timeout = None,\n        max_retries: int | None = None,\n    ) -> ',
                str((str_join(((undefined(name='A') if l_1_A is missing else l_1_A), 'Stream[Event]', )) if environment.getattr(l_2_op, 'streaming') else t_7(environment.getattr(l_2_op, 'result')))),
                ':\n        """',
                str(t_2(l_2_op, (undefined(name='resume') if l_0_resume is missing else l_0_resume))),
                '"""\n',
            ))
            if environment.getattr(l_2_op, 'arguments'):
                pass
                t_9.extend((
                    '        request = canonical_request(\n            m.',
                    str(environment.getattr(l_2_op, 'request')),
                    ',\n',
                ))
                if (t_4(environment.getattr(l_2_op, 'arguments')) > 1):
                    pass
                    t_9.append(
                        '            (\n',
                    )
                    for l_3_arg in environment.getattr(l_2_op, 'arguments'):
                        _loop_vars = {}
                        pass
                        t_9.extend((
                            '                (',
                            str(t_6(environment.getattr(l_3_arg, 'fills'))),
                            ', ',
                            str(t_1(l_3_arg)),
                            '),\n',
                        ))
                    l_3_arg = missing
                    t_9.append(
                        '            ),\n',
                    )
                else:
                    pass
                    t_9.extend((
                        '            ((',
                        str(t_6(environment.getattr(environment.getitem(environment.getattr(l_2_op, 'arguments'), 0), 'fills'))),
                        ', ',
                        str(t_1(environment.getitem(environment.getattr(l_2_op, 'arguments'), 0))),
                        '),),\n',
                    ))
                t_9.append(
                    '        )\n',
                )
            t_9.extend((
                '        wire = self._wire.build_',
                str(environment.getattr(l_2_op, 'name')),
                '(',
                str(('request, ' if environment.getattr(l_2_op, 'request') else cond_expr_undefined("the inline if-expression on line 94 in '_operations.py.jinja' evaluated to false and no else section was defined."))),
                'request_id=self._next_id())\n        call = self._call(',
                str(t_6(environment.getattr(l_2_op, 'name'))),
                ', idempotent=',
                str(environment.getattr(l_2_op, 'idempotent')),
                ', timeout=timeout, extra_headers=extra_headers, max_retries=max_retries)\n',
            ))
            if environment.getattr(l_2_op, 'streaming'):
                pass
                t_9.extend((
                    '        return self._stream(wire, self._wire.parse_',
                    str(environment.getattr(l_2_op, 'name')),
                    ', self._wire.ends_stream, call',
                ))
                if (undefined(name='resume') if l_0_resume is missing else l_0_resume):
                    pass
                    t_9.append(
                        ', self._resume if resume else None',
                    )
                t_9.append(
                    ')\n',
                )
            else:
                pass
                t_9.extend((
                    '        return ',
                    str((undefined(name='aw') if l_1_aw is missing else l_1_aw)),
                    'self._request(wire, self._wire.parse_',
                    str(environment.getattr(l_2_op, 'name')),
                    ', call)\n',
                ))
        l_2_op = missing
        if (undefined(name='resume') if l_0_resume is missing else l_0_resume):
            pass
            l_1_again = t_3(environment, t_8(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'), 'name', 'equalto', (undefined(name='resume') if l_0_resume is missing else l_0_resume)))
            t_9.extend((
                '\n    def _resume(self, task_id: str) -> tuple[WireRequest, Callable[[Any], Event]]:\n        """How a cut stream of this task goes on: ',
                str((undefined(name='resume') if l_0_resume is missing else l_0_resume)),
                ' again, and its events\' parser."""\n        request = canonical_request(m.',
                str(environment.getattr((undefined(name='again') if l_1_again is missing else l_1_again), 'request')),
                ', ((',
                str(t_6(environment.getattr(environment.getattr((undefined(name='again') if l_1_again is missing else l_1_again), 'positional'), 'fills'))),
                ', task_id),))\n',
            ))
            l_1_build = str_join(('self._wire.build_', (undefined(name='resume') if l_0_resume is missing else l_0_resume), '(request, request_id=self._next_id())', ))
            if (t_4(str_join(('        return ', (undefined(name='build') if l_1_build is missing else l_1_build), ', self._wire.parse_', (undefined(name='resume') if l_0_resume is missing else l_0_resume), ))) > 100):
                pass
                t_9.extend((
                    '        return (\n            ',
                    str((undefined(name='build') if l_1_build is missing else l_1_build)),
                    ',\n            self._wire.parse_',
                    str((undefined(name='resume') if l_0_resume is missing else l_0_resume)),
                    ',\n        )\n',
                ))
            else:
                pass
                t_9.extend((
                    '        return ',
                    str((undefined(name='build') if l_1_build is missing else l_1_build)),
                    ', self._wire.parse_',
                    str((undefined(name='resume') if l_0_resume is missing else l_0_resume)),
                    '\n',
                ))
        return concat(t_9)
    context.exported_vars.add('operations')
    context.vars['operations'] = l_0_operations = Macro(environment, macro, 'operations', ('sync',), False, False, False, context.eval_ctx.autoescape)
    yield str(context.call((undefined(name='operations') if l_0_operations is missing else l_0_operations), True))
    yield str(context.call((undefined(name='operations') if l_0_operations is missing else l_0_operations), False))

blocks = {}
debug_info = '1=64&2=66&11=70&12=73&15=77&17=79&18=82&19=84&28=87&30=91&32=99&42=105&43=113&44=114&45=115&48=118&49=122&59=125&61=130&63=135&64=139&65=142&66=146&69=152&70=157&72=161&78=168&79=170&80=173&82=177&83=180&85=185&86=190&90=203&94=213&95=217&96=222&97=226&99=241&102=247&103=249&106=252&107=254&108=259&109=260&111=264&112=266&115=273&119=281&120=282'

# templates/python/_operations.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

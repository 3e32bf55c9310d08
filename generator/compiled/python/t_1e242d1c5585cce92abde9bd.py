from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_answers.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    l_0_a = l_0_errors = l_0_kinds = l_0_doc = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
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
        t_6 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_7 = environment.filters['snake']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'snake' found.")
    try:
        t_8 = environment.filters['sort']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'sort' found.")
    try:
        t_9 = environment.filters['textrepr']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'textrepr' found.")
    try:
        t_10 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    try:
        t_11 = environment.tests['number']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No test named 'number' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_a = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer')
    context.vars['a'] = l_0_a
    context.exported_vars.add('a')
    l_0_errors = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors')
    context.vars['errors'] = l_0_errors
    context.exported_vars.add('errors')
    t_12 = []
    pass
    l_2_loop = missing
    for l_2_k, l_2_loop in LoopContext(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kinds'), undefined):
        _loop_vars = {}
        pass
        t_12.extend((
            '``',
            str(environment.getattr(l_2_k, 'kind')),
            '``',
            str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 4 in '_answers.py.jinja' evaluated to false and no else section was defined."))),
        ))
    l_2_loop = l_2_k = missing
    l_0_kinds = (Markup if context.eval_ctx.autoescape else identity)(concat(t_12))
    context.vars['kinds'] = l_0_kinds
    context.exported_vars.add('kinds')
    t_13 = []
    pass
    t_13.extend((
        '- ``Task``: ``answer`` (the text of the artifact named ',
        str(t_9(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'artifact_name'))),
        "), ``error_message`` (a failed task's ",
        str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text')),
        ')',
    ))
    if (undefined(name='kinds') if l_0_kinds is missing else l_0_kinds):
        pass
        t_13.extend((
            ' and the items of each data kind: ',
            str((undefined(name='kinds') if l_0_kinds is missing else l_0_kinds)),
        ))
    t_13.extend((
        ". A ``Message`` reply has the same. ``as_task()`` types a send's ``Task | Message`` as the ``Task`` (a ``Message`` raises UnexpectedResponseError).\n- ``StatusUpdate`` (a stream chunk) and ``Message``: ``text``, ``is_thought`` (part metadata ",
        str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key')),
        '), ``tool_call`` and ``tool_result`` (part metadata ',
        str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key')),
        '), ``files``.\n- ``ArtifactUpdate``: ``answer``',
    ))
    if (undefined(name='kinds') if l_0_kinds is missing else l_0_kinds):
        pass
        t_13.extend((
            ' and ',
            str((undefined(name='kinds') if l_0_kinds is missing else l_0_kinds)),
        ))
    t_13.append(
        ', of the artifact it carries.\n',
    )
    l_0_doc = (Markup if context.eval_ctx.autoescape else identity)(concat(t_13))
    context.vars['doc'] = l_0_doc
    context.exported_vars.add('doc')
    yield '"""How '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'))
    yield ' lays out an answer, as properties of the models (their base classes).\n\n'
    yield str(t_6(context.eval_ctx, t_6(context.eval_ctx, t_10(environment, context.call(environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'strip')), 96, break_long_words=False), '\n', '\n  '), '\n  - ', '\n- '))
    yield '\n\nData parts are told apart by ``data.'
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kind_key'))
    yield '``; one of a kind not listed here, or with\nnone, is skipped, never an error.\n"""\n\nfrom __future__ import annotations\n\nfrom collections.abc import Iterable\nfrom typing import TYPE_CHECKING, Any, cast\n\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._base import CanonicalModel\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._errors import UnexpectedResponseError\n\nif TYPE_CHECKING:\n    '
    yield str(t_4(str_join(((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg), '.models', )), t_8(environment, (t_3(context.eval_ctx, environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'models')) + ['Artifact', 'Part', 'Task', 'TaskStatus'])), 4))
    yield '\n\n\n_DATA_KIND_KEY = '
    yield str(t_5(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kind_key')))
    yield '\n_TOOL_KEY = '
    yield str(t_5(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key')))
    yield '\n_THOUGHT_KEY = '
    yield str(t_5(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key')))
    yield '\n\n\ndef _text(parts: Iterable[Part]) -> str | None:\n    """The text of the parts that are not thoughts, joined; None when there is none."""\n    texts = [p.text for p in parts if p.text is not None and not _is_thought(p)]\n    return "".join(texts) if texts else None\n\n\ndef _is_thought(part: Part) -> bool:\n    return bool((part.metadata or {}).get(_THOUGHT_KEY) is True)\n\n\ndef _data(parts: Iterable[Part], kind: str) -> list[dict[str, Any]]:\n    """The data objects of the parts of one kind."""\n    return [\n        p.data for p in parts if isinstance(p.data, dict) and p.data.get(_DATA_KIND_KEY) == kind\n    ]\n\n\ndef _tool(parts: Iterable[Part], kind: str) -> dict[str, Any] | None:\n    """The data of the first part whose metadata marks it as this tool event."""\n    return next(\n        (\n            p.data\n            for p in parts\n            if isinstance(p.data, dict) and (p.metadata or {}).get(_TOOL_KEY) == kind\n        ),\n        None,\n    )\n\n\nclass _Answer(CanonicalModel):\n    """What an answer holds, read from the parts of _answer_parts()."""\n\n    def _answer_parts(self) -> list[Part]:\n        raise NotImplementedError\n\n    @property\n    def answer(self) -> str | None:\n        """The answer\'s text; None when it has none (a failed task, or one still running)."""\n        return _text(self._answer_parts())\n'
    for l_1_entry in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kinds'):
        l_1_kind = missing
        _loop_vars = {}
        pass
        l_1_kind = environment.getattr(l_1_entry, 'kind')
        _loop_vars['kind'] = l_1_kind
        yield '\n    @property\n    def '
        yield str((undefined(name='kind') if l_1_kind is missing else l_1_kind))
        yield '(self) -> list['
        yield str(('str' if (environment.getattr(l_1_entry, 'items') == 'string') else environment.getattr(l_1_entry, 'items')))
        yield ']:\n        """The '
        yield str(environment.getattr(l_1_entry, 'field'))
        yield " of the answer's data parts of kind "
        yield str(t_9((undefined(name='kind') if l_1_kind is missing else l_1_kind)))
        yield '."""\n'
        if (environment.getattr(l_1_entry, 'items') == 'string'):
            pass
            yield '        return [\n            str(item)\n            for data in _data(self._answer_parts(), '
            yield str(t_5((undefined(name='kind') if l_1_kind is missing else l_1_kind)))
            yield ')\n            for item in data.get('
            yield str(t_5(environment.getattr(l_1_entry, 'field')))
            yield ') or ()\n        ]\n'
        else:
            pass
            yield '        from '
            yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
            yield '.models import '
            yield str(environment.getattr(l_1_entry, 'items'))
            yield '\n\n        return [\n            '
            yield str(environment.getattr(l_1_entry, 'items'))
            yield '.model_validate(item)\n            for data in _data(self._answer_parts(), '
            yield str(t_5((undefined(name='kind') if l_1_kind is missing else l_1_kind)))
            yield ')\n            for item in data.get('
            yield str(t_5(environment.getattr(l_1_entry, 'field')))
            yield ') or ()\n            if isinstance(item, dict)\n        ]\n'
    l_1_entry = l_1_kind = missing
    yield '\n\nclass _Chunk(CanonicalModel):\n    """What one step of the agent\'s work holds, read from the parts of _chunk_parts()."""\n\n    def _chunk_parts(self) -> list[Part]:\n        raise NotImplementedError\n\n    @property\n    def text(self) -> str | None:\n        """The text of this chunk, thought or not (see is_thought); None when it has none."""\n        texts = [p.text for p in self._chunk_parts() if p.text is not None]\n        return "".join(texts) if texts else None\n\n    @property\n    def is_thought(self) -> bool:\n        """Whether this chunk is the agent thinking, not answering (metadata.'
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key'))
    yield ')."""\n        return any(_is_thought(p) for p in self._chunk_parts())\n'
    for l_1_tool in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tools'):
        _loop_vars = {}
        pass
        yield '\n    @property\n    def tool_'
        yield str(environment.getattr(l_1_tool, 'role'))
        yield '(self) -> '
        yield str(environment.getattr(l_1_tool, 'model'))
        yield ' | None:\n        """The tool '
        yield str(environment.getattr(l_1_tool, 'role'))
        yield ' this chunk carries (metadata.'
        yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key'))
        yield ' '
        yield str(t_9(environment.getattr(l_1_tool, 'kind')))
        yield '), if any."""\n        from '
        yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
        yield '.models import '
        yield str(environment.getattr(l_1_tool, 'model'))
        yield '\n\n        data = _tool(self._chunk_parts(), '
        yield str(t_5(environment.getattr(l_1_tool, 'kind')))
        yield ')\n        return None if data is None else '
        yield str(environment.getattr(l_1_tool, 'model'))
        yield '.model_validate(data)\n'
    l_1_tool = missing
    yield '\n    @property\n    def files(self) -> list[Part]:\n        """The files in this chunk (parts with a '
    yield str(t_1(context.eval_ctx, environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'file_fields'), ', '))
    yield ')."""\n        return [p for p in self._chunk_parts() if p.'
    yield str(t_7(environment.getitem(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'file_fields'), 0)))
    yield ' is not None]\n\n\nclass TaskAnswer(_Answer):\n    """Base of Task."""\n\n    if TYPE_CHECKING:\n        status: TaskStatus\n        artifacts: list[Artifact] | None\n\n    def _answer_parts(self) -> list[Part]:\n        artifacts = self.artifacts or []\n        named = [a for a in artifacts if a.name == '
    yield str(t_5(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'artifact_name')))
    yield ']\n        # Other A2A agents name their artifacts otherwise: then the answer is all of them.\n        return [p for artifact in named or artifacts for p in artifact.parts]\n\n    @property\n    def error_message(self) -> str | None:\n        """Why the task failed ('
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text'))
    yield '); None unless it is '
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_state'))
    yield '."""\n        if self.status.state != '
    yield str(t_5(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_state')))
    yield ':\n            return None\n        value: object = self\n'
    if (t_2(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text_path')) > 1):
        pass
        yield '        for step in (\n'
        for l_1_s in environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text_path'):
            _loop_vars = {}
            pass
            yield '            '
            yield str((l_1_s if t_11(l_1_s) else t_5(t_7(l_1_s))))
            yield ',\n'
        l_1_s = missing
        yield '        ):\n'
    else:
        pass
        yield '        for step in ('
        for l_1_s in environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text_path'):
            _loop_vars = {}
            pass
            yield str((l_1_s if t_11(l_1_s) else t_5(t_7(l_1_s))))
            yield ', '
        l_1_s = missing
        yield '):\n'
    yield '            if isinstance(step, int):\n                value = value[step] if isinstance(value, list) and len(value) > step else None\n            else:\n                value = getattr(value, step, None)\n        return value if isinstance(value, str) else None\n\n    def as_task(self) -> Task:\n        """This task, typed as one: ``client.send_message(...).as_task()`` (a send returns\n        ``Task | Message``; a ``Message`` raises here)."""\n        return cast("Task", self)\n\n\nclass MessageAnswer(_Answer, _Chunk):\n    """Base of Message: a reply is an answer (error_message is always None), and a step of work."""\n\n    if TYPE_CHECKING:\n        parts: list[Part]\n\n    def _answer_parts(self) -> list[Part]:\n        return self.parts\n\n    def _chunk_parts(self) -> list[Part]:\n        return self.parts\n\n    @property\n    def error_message(self) -> str | None:\n        return None\n\n    def as_task(self) -> Task:\n        """Raises UnexpectedResponseError: the agent answered with this message, not a task."""\n        raise UnexpectedResponseError(\n            f"the agent answered with a message, not a task: {self.answer!r}",\n            body=self.model_dump(mode="json"),\n        )\n\n\nclass StatusUpdateChunk(_Chunk):\n    """Base of StatusUpdate: the chunk is in status.message."""\n\n    if TYPE_CHECKING:\n        status: TaskStatus\n\n    def _chunk_parts(self) -> list[Part]:\n        return self.status.message.parts if self.status.message else []\n\n\nclass ArtifactUpdateAnswer(_Answer):\n    """Base of ArtifactUpdate: the answer, or a chunk of it."""\n\n    if TYPE_CHECKING:\n        artifact: Artifact\n\n    def _answer_parts(self) -> list[Part]:\n        return self.artifact.parts\n'

blocks = {}
debug_info = '1=81&2=83&3=86&4=92&6=109&7=122&8=127&5=136&10=140&12=142&14=144&23=146&24=148&27=150&30=152&31=154&32=156&74=158&75=162&78=165&79=169&80=173&83=176&84=178&87=183&90=187&91=189&92=191&113=195&115=197&118=201&119=205&120=211&122=215&123=217&128=221&129=223&141=225&147=227&148=231&151=233&153=236&154=240&158=247'

# templates/python/_answers.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

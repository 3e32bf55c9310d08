from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_commands.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    l_0_svc = missing
    try:
        t_1 = environment.filters['cli_type']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'cli_type' found.")
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
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['pyline']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'pyline' found.")
    try:
        t_6 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_7 = environment.filters['snake']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'snake' found.")
    try:
        t_8 = environment.filters['tuple']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'tuple' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_svc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service')
    context.vars['svc'] = l_0_svc
    context.exported_vars.add('svc')
    yield '"""What the command line (``_cli.py``) needs from the spec: its name, ``'
    yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'name'))
    yield '``\n(``python -m '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '``), its subcommands (the operations that name one), the versions and\ntransports, and the environment variables that give the agent\'s IDs."""\n\nfrom __future__ import annotations\n\nPROG = '
    yield str(t_6(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'name')))
    yield '\nTITLE = '
    yield str(t_6(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'title')))
    yield '\n# Protocol version -> (its package, its transports; the first ones are the defaults).\nVERSIONS: dict[str, tuple[str, tuple[str, ...]]] = {\n'
    for l_1_v in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_6(environment.getattr(l_1_v, 'version')))
        yield ': ('
        yield str(t_6(environment.getattr(l_1_v, 'package')))
        yield ', '
        yield str(t_6(environment.getattr(l_1_v, 'transports')))
        yield '),\n'
    l_1_v = missing
    yield '}\n# The agent\'s path parameters: argument -> the environment variable that gives it ("": none).\nIDS: dict[str, str] = {\n'
    for l_1_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_6(t_7(environment.getattr(l_1_p, 'name'))))
        yield ': '
        yield str(t_6((environment.getattr(l_1_p, 'env') or '')))
        yield ',\n'
    l_1_p = missing
    yield '}\n# Subcommand -> (operation, doc, streams, arguments: (name, type, positional, doc)); a type is\n# str, int, float, bool, strings (a list) or json (any other value, as JSON text).\nCOMMANDS: dict[str, tuple[str, str, bool, tuple[tuple[str, str, bool, str], ...]]] = {\n'
    def t_9(fiter):
        for l_1_op in fiter:
            if environment.getattr(l_1_op, 'command'):
                yield l_1_op
    for l_1_op in t_9(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')):
        l_1_arguments = missing
        _loop_vars = {}
        pass
        yield '    '
        yield str(t_6(environment.getattr(l_1_op, 'command')))
        yield ': (\n        '
        yield str(t_6(environment.getattr(l_1_op, 'name')))
        yield ',\n        '
        yield str(t_6(environment.getattr(l_1_op, 'doc')))
        yield ',\n        '
        yield str(t_6(environment.getattr(l_1_op, 'streaming')))
        yield ',\n'
        l_1_arguments = []
        _loop_vars['arguments'] = l_1_arguments
        for l_2_a in environment.getattr(l_1_op, 'arguments'):
            _loop_vars = {}
            pass
            context.call(environment.getattr((undefined(name='arguments') if l_1_arguments is missing else l_1_arguments), 'append'), (environment.getattr(l_2_a, 'name'), t_1(l_2_a), environment.getattr(l_2_a, 'positional'), environment.getattr(l_2_a, 'doc')), _loop_vars=_loop_vars)
        l_2_a = missing
        yield str(t_5(t_8((undefined(name='arguments') if l_1_arguments is missing else l_1_arguments)), '        ', ',', explode=(t_2((undefined(name='arguments') if l_1_arguments is missing else l_1_arguments)) > 1)))
        yield '\n    ),\n'
    l_1_op = l_1_arguments = missing
    yield "}\n# The answer's lists, properties of a task or a message, in the order they are printed.\nANSWER_LISTS: list[str] = "
    yield str(t_6(t_3(context.eval_ctx, t_4(context, environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer'), 'data_kinds'), attribute='kind'))))
    yield '\nFAILED_STATE = '
    yield str(t_6(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_state')))
    yield '  # a task in it failed: exit 1\n'

blocks = {}
debug_info = '1=63&2=65&3=69&4=71&9=73&10=75&13=77&14=81&19=89&20=93&26=99&27=108&28=110&29=112&30=114&31=116&32=118&33=121&35=123&40=127&41=129'

# templates/python/_commands.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

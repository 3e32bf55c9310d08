from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/client.ts.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_version = resolve('version')
    l_0_ir = resolve('ir')
    l_0_transports = l_0_cls = missing
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
        t_3 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_4 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_5 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_transports = environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'transports')
    context.vars['transports'] = l_0_transports
    context.exported_vars.add('transports')
    l_0_cls = t_2(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'package'))
    context.vars['cls'] = l_0_cls
    context.exported_vars.add('cls')
    yield '/**\n * The A2A v'
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version'))
    yield ' client, over '
    yield str(t_3(context.eval_ctx, t_5(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'json'), ' or '))
    yield '. It speaks the canonical types; the\n * transport\'s wire module does the translating, so code written against one transport (or version)\n * works with the other. The operations themselves are in `operations.ts`, shared by every version.\n */\n\nimport { Operations, type Options, type Wire } from "../operations.js";\n'
    for l_1_t in (undefined(name='transports') if l_0_transports is missing else l_0_transports):
        _loop_vars = {}
        pass
        yield 'import { wire as '
        yield str(l_1_t)
        yield ' } from "./'
        yield str(l_1_t)
        yield '.js";\n'
    l_1_t = missing
    yield '\nexport type Transport = '
    yield str(t_3(context.eval_ctx, t_5(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'json'), ' | '))
    yield ';\n\nconst WIRES: Record<Transport, Wire> = { '
    yield str(t_3(context.eval_ctx, (undefined(name='transports') if l_0_transports is missing else l_0_transports), ', '))
    yield ' };\n\n/**\n * A2A v'
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version'))
    yield '. `transport` picks the wire: '
    yield str(t_3(context.eval_ctx, t_5(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'json'), ' or '))
    yield ' ('
    yield str(t_4(environment.getitem((undefined(name='transports') if l_0_transports is missing else l_0_transports), 0)))
    yield ' by default).\n *\n * @example\n * const client = new '
    yield str((undefined(name='cls') if l_0_cls is missing else l_0_cls))
    yield '({\n'
    for l_1_p in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'path_params'):
        _loop_vars = {}
        pass
        yield ' *   '
        yield str(t_1(environment.getattr(l_1_p, 'name')))
        yield ': '
        yield str(t_4(environment.getattr(l_1_p, 'example')))
        yield ',\n'
    l_1_p = missing
    yield ' *   transport: '
    yield str(t_4(environment.getitem((undefined(name='transports') if l_0_transports is missing else l_0_transports), (-1))))
    yield ',\n * });\n */\nexport class '
    yield str((undefined(name='cls') if l_0_cls is missing else l_0_cls))
    yield ' extends Operations<Transport> {\n  constructor(options: Options<Transport>) {\n    super(WIRES, '
    yield str(t_4(environment.getitem((undefined(name='transports') if l_0_transports is missing else l_0_transports), 0)))
    yield ', options);\n  }\n}\n'

blocks = {}
debug_info = '1=45&2=47&3=50&5=54&11=58&12=62&15=68&17=70&20=72&23=78&24=80&25=84&27=90&30=92&32=94'

# templates/typescript/version/client.ts.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'version/client.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_version = resolve('version')
    l_0_package = resolve('package')
    l_0_module = resolve('module')
    l_0_transports = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_3 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    try:
        t_4 = environment.filters['upper']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'upper' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_transports = environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'transports')
    context.vars['transports'] = l_0_transports
    context.exported_vars.add('transports')
    yield '// Package '
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'package'))
    yield ' is the A2A v'
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version'))
    yield ' client, over '
    yield str(t_1(context.eval_ctx, t_2(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'string'), ' or '))
    yield '. It speaks the\n// canonical types of package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield "; each transport's dialect ("
    l_1_loop = missing
    for l_1_t, l_1_loop in LoopContext((undefined(name='transports') if l_0_transports is missing else l_0_transports), undefined):
        _loop_vars = {}
        pass
        yield str(t_4(l_1_t))
        yield ' in '
        yield str(l_1_t)
        yield '.go'
        yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 4 in 'version/client.go.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_t = missing
    yield ') does the\n// translating, so code written against one transport (or version) works with the other.\npackage '
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'package'))
    yield '\n\nimport '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield ' '
    yield str(t_3((undefined(name='module') if l_0_module is missing else l_0_module)))
    yield '\n\n// Transports are the transports Options.Transport may name; the first is the default.\nvar Transports = []string{'
    l_1_loop = missing
    for l_1_t, l_1_loop in LoopContext((undefined(name='transports') if l_0_transports is missing else l_0_transports), undefined):
        _loop_vars = {}
        pass
        yield str(t_3(l_1_t))
        yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 11 in 'version/client.go.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_t = missing
    yield '}\n\nvar dialects = map[string]*'
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.Dialect{\n'
    for l_1_t in (undefined(name='transports') if l_0_transports is missing else l_0_transports):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_3(l_1_t))
        yield ': &'
        yield str(t_4(l_1_t))
        yield ',\n'
    l_1_t = missing
    yield '}\n\n// NewClient is an A2A v'
    yield str(environment.getattr((undefined(name='version') if l_0_version is missing else l_0_version), 'version'))
    yield ' client: Options.Transport picks '
    yield str(t_1(context.eval_ctx, t_2(context, (undefined(name='transports') if l_0_transports is missing else l_0_transports), 'string'), ' or '))
    yield ' ('
    yield str(t_3(environment.getitem((undefined(name='transports') if l_0_transports is missing else l_0_transports), 0)))
    yield ' by default).\nfunc NewClient(options '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.Options) (*'
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.Client, error) {\n\treturn '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.NewClient(dialects, '
    yield str(t_3(environment.getitem((undefined(name='transports') if l_0_transports is missing else l_0_transports), 0)))
    yield ', options)\n}\n'

blocks = {}
debug_info = '1=40&2=42&3=46&4=52&6=65&8=67&11=72&13=79&14=81&15=85&19=91&20=97&21=101'

# templates/go/version/client.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'doc.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_package = resolve('package')
    l_0_first = missing
    try:
        t_1 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_2 = environment.filters['exported']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'exported' found.")
    try:
        t_3 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_first = environment.getitem(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), 0)
    context.vars['first'] = l_0_first
    context.exported_vars.add('first')
    yield str(t_1(str_join((environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'), ' for Go: ', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'doc'), )), str_join(('Package ', (undefined(name='package') if l_0_package is missing else l_0_package), ))))
    yield '//\n// One package per protocol version holds its client:\n//\n'
    for l_1_v in environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'):
        l_1_module = resolve('module')
        _loop_vars = {}
        pass
        yield '//   - '
        yield str((undefined(name='module') if l_1_module is missing else l_1_module))
        yield '/'
        yield str(environment.getattr(l_1_v, 'package'))
        yield ': A2A v'
        yield str(environment.getattr(l_1_v, 'version'))
        yield ', Options.Transport '
        yield str(t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_v, 'transports'), 'string'), ' or '))
        yield '\n'
    l_1_v = l_1_module = missing
    yield '//\n// Every client has the same operations, each taking a context.Context, and speaks the same\n// canonical types (models.go):\n//\n//\tclient, err := '
    yield str(environment.getattr((undefined(name='first') if l_0_first is missing else l_0_first), 'package'))
    yield '.NewClient('
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '.Options{\n'
    for l_1_p in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'path_params'):
        _loop_vars = {}
        pass
        yield '//\t\t'
        yield str(t_2(environment.getattr(l_1_p, 'name')))
        yield ': '
        yield str(t_5(environment.getattr(l_1_p, 'example')))
        yield ',\n'
    l_1_p = missing
    yield '//\t}) // the API key comes from $'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'api_key_env'))
    yield "\n//\n// Errors work with errors.Is (the meanings: ErrNotFound...) and errors.As (*APIStatusError,\n// *JSONRPCError, the error codes' types); streams are read with Next, Event, Err and Close.\npackage "
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n'

blocks = {}
debug_info = '1=45&2=47&3=50&6=52&7=57&13=67&14=71&15=75&17=81&21=83'

# templates/go/doc.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

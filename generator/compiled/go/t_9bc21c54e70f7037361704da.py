from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'extension.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_package = resolve('package')
    l_0_ext = missing
    try:
        t_1 = environment.filters['exported']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'exported' found.")
    try:
        t_2 = environment.filters['go']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'go' found.")
    try:
        t_3 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_4 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_ext = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension')
    context.vars['ext'] = l_0_ext
    context.exported_vars.add('ext')
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n\n// '
    yield str(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'where'))
    yield ': '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield "'s settings for one send, and what the checks (check.go) read\n// to catch what "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' would silently ignore or reject.\n//\n// Pass a '
    yield str(t_1(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'model')))
    yield " or a map[string]any with the wire's camelCase names; it is checked before\n// anything is sent (ExtensionError). A key that differs from a field only by case or underscores\n// (actor_id) is an error, since "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' would ignore it; other keys it does not know pass\n// through untouched.\n'
    template = environment.get_template('types.go.jinja', 'extension.go.jinja')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'ext': l_0_ext}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '\n// ExtensionNamespace is the key of the extension in '
    yield str(t_3(context.eval_ctx, environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'location'), '.'))
    yield '.\nconst ExtensionNamespace = '
    yield str(t_4(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'namespace')))
    yield '\n\nconst (\n\textensionNamespace = ExtensionNamespace\n\textensionModel     = '
    yield str(t_4(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'model')))
    yield '\n\tvendor             = '
    yield str(t_4(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor')))
    yield '\n\textensionMissing   = '
    yield str(t_4(str_join(('is required', (str_join((' (without it ', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'), ' answers ', environment.getattr(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'missing_error'), 'status'), ' ', environment.getattr(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'missing_error'), 'code'), ')', )) if environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'missing_error') else ''), '; send {} for the defaults', ))))
    yield '\n)\n\n// extensionLocation is where the object that holds the extension is, in a send request.\nvar extensionLocation = []string{'
    l_1_loop = missing
    for l_1_key, l_1_loop in LoopContext(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'location'), undefined):
        _loop_vars = {}
        pass
        yield str(t_4(l_1_key))
        yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 25 in 'extension.go.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_key = missing
    yield '}\n\n// extensionRule is a rule across the message and the extension: where the parts are, the part\n// members that trigger it, the extension field it requires, and why.\ntype extensionRule struct {\n\tpartsAt []string\n\tmembers []string\n\trequire string\n\twhy     string\n}\n\nvar extensionRules = []extensionRule{\n'
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'rules'), undefined):
        _loop_vars = {}
        pass
        yield '\t{\n\t\tpartsAt: []string{'
        l_2_loop = missing
        for l_2_k, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'parts_at'), undefined):
            _loop_vars = {}
            pass
            yield str(t_4(l_2_k))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 39 in 'extension.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_k = missing
        yield '},\n\t\tmembers: []string{'
        l_2_loop = missing
        for l_2_k, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'when_part_has'), undefined):
            _loop_vars = {}
            pass
            yield str(t_4(l_2_k))
            yield str((', ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 40 in 'extension.go.jinja' evaluated to false and no else section was defined.")))
        l_2_loop = l_2_k = missing
        yield '},\n\t\trequire: '
        yield str(t_4(environment.getattr(l_1_rule, 'require')))
        yield ',\n\t\twhy:     '
        yield str(t_4(environment.getattr(l_1_rule, 'message')))
        yield ',\n\t},\n'
    l_1_loop = l_1_rule = missing
    yield "}\n\n// extensionSchema is the schema of the extension's spec, reduced to what the checks read.\nvar extensionSchema = map[string]map[string]any{\n"
    for (l_1_name, l_1_schema) in context.call(environment.getattr(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'checks'), 'items')):
        _loop_vars = {}
        pass
        yield '\t'
        yield str(t_4(l_1_name))
        yield ': '
        yield str(t_2(l_1_schema, '\t'))
        yield ',\n'
    l_1_name = l_1_schema = missing
    yield '}\n'

blocks = {}
debug_info = '1=39&2=41&3=45&5=47&6=51&8=53&10=55&12=57&14=64&15=66&19=68&20=70&21=72&25=75&37=83&39=88&40=96&41=103&42=105&49=109&50=113'

# templates/go/extension.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

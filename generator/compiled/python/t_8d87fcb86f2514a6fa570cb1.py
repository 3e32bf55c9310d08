from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_api_errors.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    try:
        t_1 = environment.filters['indent']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'indent' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['pyrepr']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'pyrepr' found.")
    try:
        t_4 = environment.filters['wordwrap']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'wordwrap' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n"""The errors the API names (and the meanings they share), each the class of its answers; the\nbase classes and the mapping of an answer to its class are in ``_errors.py``. The exceptions the\nSDK raises:\n\n'
    for l_1_line in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'tree'):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield "ConfigurationError (ValueError) a client argument (or variable) that is missing or wrong\nRequestShapeError (ValueError)  a request field in another dialect's spelling, or one "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield '\n                                ignores; nothing was sent\nExtensionError (ValueError)     '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'where'))
    yield ' that '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield " would ignore or reject;\n                                nothing was sent\nUnsupportedOperationError       an operation the client's dialect does not offer (a ValueError);\n                                nothing was sent\n\nA task that fails is not an exception: the request answers HTTP "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_http_status'))
    yield ' and the task ends in\n'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_state'))
    yield ', with the error in '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors'), 'failed_text'))
    yield '.\n"""\n\nfrom __future__ import annotations\n\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._errors import '
    yield str(('A2AError, ' if environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'shared') else cond_expr_undefined("the inline if-expression on line 23 in '_api_errors.py.jinja' evaluated to false and no else section was defined.")))
    yield 'APIStatusError, JSONRPCError, register_error_classes\n'
    for l_1_e in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'shared'):
        _loop_vars = {}
        pass
        yield '\n\nclass '
        yield str(environment.getattr(l_1_e, 'name'))
        yield '(A2AError):\n    """'
        yield str(t_1(t_4(environment, str_join((environment.getattr(l_1_e, 'doc'), ' Catch it to catch any of: ', t_2(context.eval_ctx, environment.getattr(l_1_e, 'members'), ', '), '.', )), 92), 4))
        yield '"""\n'
    l_1_e = missing
    for l_1_e in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'status'):
        _loop_vars = {}
        pass
        yield '\n\nclass '
        yield str(environment.getattr(l_1_e, 'name'))
        yield '('
        yield str(environment.getattr(l_1_e, 'base'))
        yield str((str_join((', ', environment.getattr(l_1_e, 'shared'), )) if environment.getattr(l_1_e, 'shared') else cond_expr_undefined("the inline if-expression on line 33 in '_api_errors.py.jinja' evaluated to false and no else section was defined.")))
        yield '):\n    """'
        yield str(t_1(t_4(environment, environment.getattr(l_1_e, 'doc'), 92), 4))
        yield '"""\n'
    l_1_e = missing
    for l_1_e in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'jsonrpc'):
        _loop_vars = {}
        pass
        yield '\n\nclass '
        yield str(environment.getattr(l_1_e, 'name'))
        yield '(JSONRPCError'
        yield str((str_join((', ', environment.getattr(l_1_e, 'shared'), )) if environment.getattr(l_1_e, 'shared') else cond_expr_undefined("the inline if-expression on line 39 in '_api_errors.py.jinja' evaluated to false and no else section was defined.")))
        yield '):\n    """'
        yield str(t_1(t_4(environment, environment.getattr(l_1_e, 'doc'), 92), 4))
        yield '"""\n'
    l_1_e = missing
    yield '\n\nregister_error_classes(\n    by_error_code={\n'
    for (l_1_code, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_error_code'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(t_3(l_1_code))
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_code = l_1_name = missing
    yield '    },\n    by_status={\n'
    for (l_1_status, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_status'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(l_1_status)
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_status = l_1_name = missing
    yield '    },\n    by_status_class={\n'
    for (l_1_hundred, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_status_class'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(l_1_hundred)
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_hundred = l_1_name = missing
    yield '    },\n    by_jsonrpc_code={\n'
    for (l_1_code, l_1_name) in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'errors'), 'by_jsonrpc_code'):
        _loop_vars = {}
        pass
        yield '        '
        yield str(l_1_code)
        yield ': '
        yield str(l_1_name)
        yield ',\n'
    l_1_code = l_1_name = missing
    yield '    },\n)\n'

blocks = {}
debug_info = '1=38&6=40&7=43&10=47&12=49&17=53&18=55&23=59&24=63&27=67&28=69&30=72&33=76&34=81&36=84&39=88&40=92&46=96&47=100&51=106&52=110&56=116&57=120&61=126&62=130'

# templates/python/_api_errors.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

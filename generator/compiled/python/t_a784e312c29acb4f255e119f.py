from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'extension.py.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_pkg = resolve('pkg')
    l_0_body = resolve('body')
    l_0_ext = l_0_e = missing
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
    yield '\n'
    l_0_ext = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension')
    context.vars['ext'] = l_0_ext
    context.exported_vars.add('ext')
    yield '"""'
    yield str(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'where'))
    yield ': '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield "'s settings for one send, and the checks that catch\nwhat "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' would silently ignore or reject.\n\nBuild it as a typed model (``'
    yield str(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'model'))
    yield "(actor_id=...)``) or as a dict with the wire's\ncamelCase names; either way ``check_send`` checks the dumped JSON before anything is sent and\nraises ``ExtensionError`` (a ``ValueError``). A key that differs from a field only by case or\nunderscores (``actor_id``) is an error, since "
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'))
    yield ' would ignore it; other keys it does not\nknow pass through untouched.\n"""\n\nfrom __future__ import annotations\n\nfrom typing import Any\n\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield ' import _checks\nfrom '
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._errors import ExtensionError as ExtensionError  # what the checks raise\n'
    yield str((undefined(name='body') if l_0_body is missing else l_0_body))
    yield '\n'
    if context.call(environment.getattr(environment.getitem(context.call(environment.getattr(context.call(environment.getattr((undefined(name='body') if l_0_body is missing else l_0_body), 'rstrip')), 'splitlines')), (-1)), 'startswith'), ' '):
        pass
        yield '\n'
    yield '\nNAMESPACE = '
    yield str(t_2(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'namespace')))
    yield '\n\n# The schema of spec/extension.yaml, reduced to what the checks read.\n'
    yield str(t_1(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'checks'), '_SCHEMA: dict[str, dict[str, Any]] = '))
    yield '\n\n_LOCATION: tuple[str, ...] = '
    yield str(t_2(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'location')))
    yield '\n\n# Rules across the message and the extension: (where the parts are, part members that trigger\n# the rule, the extension field it requires, why).\n_RULES: tuple[_checks.Rule, ...] = (\n'
    for l_1_rule in environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'rules'):
        _loop_vars = {}
        pass
        yield str(t_1((environment.getattr(l_1_rule, 'parts_at'), environment.getattr(l_1_rule, 'when_part_has'), environment.getattr(l_1_rule, 'require'), environment.getattr(l_1_rule, 'message')), '    ', ','))
        yield '\n'
    l_1_rule = missing
    yield ')\n\n_CHECKS = _checks.ExtensionChecks(\n    NAMESPACE,\n    _LOCATION,\n    _SCHEMA,\n    _RULES,\n    model='
    yield str(t_2(environment.getattr((undefined(name='ext') if l_0_ext is missing else l_0_ext), 'model')))
    yield ',\n    vendor='
    yield str(t_2(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor')))
    yield ',\n'
    l_0_e = environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'extension'), 'missing_error')
    context.vars['e'] = l_0_e
    context.exported_vars.add('e')
    yield '    missing='
    yield str(t_2(str_join(('is required', (str_join((' (without it ', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'vendor'), ' answers ', environment.getattr((undefined(name='e') if l_0_e is missing else l_0_e), 'status'), ' ', environment.getattr((undefined(name='e') if l_0_e is missing else l_0_e), 'code'), ')', )) if (undefined(name='e') if l_0_e is missing else l_0_e) else ''), '; send {} for the defaults', ))))
    yield ',\n)\ncheck_send = _CHECKS.check_send\ncheck_extension = _CHECKS.check_extension\n'

blocks = {}
debug_info = '1=28&2=30&3=34&4=38&6=40&9=42&17=44&18=46&19=48&20=50&24=54&27=56&29=58&34=60&35=63&44=67&45=69&46=71&47=75'

# templates/python/extension.py.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

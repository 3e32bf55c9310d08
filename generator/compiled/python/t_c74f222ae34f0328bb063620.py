from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'pyproject.toml.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_version = resolve('version')
    l_0_http = resolve('http')
    l_0_pkg = resolve('pkg')
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
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n[build-system]\nrequires = ["setuptools>=68"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'name'))
    yield '"\nversion = "'
    yield str((undefined(name='version') if l_0_version is missing else l_0_version))
    yield '"\nreadme = "README.md"\ndescription = "Typed Python client for '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'))
    yield ' (A2A '
    yield str(t_1(context.eval_ctx, t_2(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), attribute='version'), ' and '))
    yield ', REST and JSON-RPC)"\nrequires-python = ">='
    yield str(environment.getattr((undefined(name='http') if l_0_http is missing else l_0_http), 'python'))
    yield '"\ndependencies = ["'
    yield str(environment.getattr((undefined(name='http') if l_0_http is missing else l_0_http), 'requirement'))
    yield '", "pydantic>=2.7"]\n\n[project.scripts]\n'
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'name'))
    yield ' = "'
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '._cli:main"\n\n[tool.setuptools.packages.find]\ninclude = ["'
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield '*"]\n\n[tool.setuptools.package-data]\n'
    yield str((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg))
    yield ' = ["py.typed", "_manifest.json"]\n'

blocks = {}
debug_info = '1=28&7=30&8=32&10=34&11=38&12=40&15=42&18=46&21=48'

# templates/python/pyproject.toml.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

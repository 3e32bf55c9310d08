from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'package.json.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_pkg = resolve('pkg')
    l_0_version = resolve('version')
    l_0_ir = resolve('ir')
    l_0_typescript = resolve('typescript')
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['json']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'json' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    pass
    yield '{\n  "//": '
    yield str(t_2((undefined(name='header') if l_0_header is missing else l_0_header)))
    yield ',\n  "name": '
    yield str(t_2((undefined(name='pkg') if l_0_pkg is missing else l_0_pkg)))
    yield ',\n  "version": '
    yield str(t_2((undefined(name='version') if l_0_version is missing else l_0_version)))
    yield ',\n  "description": '
    yield str(t_2(str_join(('Typed TypeScript client for ', environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'), ' (A2A ', t_1(context.eval_ctx, t_3(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'versions'), attribute='version'), ' and '), ', REST and JSON-RPC)', ))))
    yield ',\n  "type": "module",\n  "main": "./dist/index.js",\n  "types": "./dist/index.d.ts",\n  "exports": {\n    ".": {\n      "types": "./dist/index.d.ts",\n      "import": "./dist/index.js"\n    },\n    "./testing": {\n      "types": "./dist/testing.d.ts",\n      "import": "./dist/testing.js"\n    }\n  },\n  "files": ["dist", "src", "_manifest.json", "_api.json"],\n  "sideEffects": false,\n  "engines": {\n    "node": ">=18"\n  },\n  "scripts": {\n    "build": "tsc -p ."\n  },\n  "devDependencies": {\n    "typescript": '
    yield str(t_2((undefined(name='typescript') if l_0_typescript is missing else l_0_typescript)))
    yield '\n  }\n}\n'

blocks = {}
debug_info = '2=35&3=37&4=39&5=41&28=43'

# templates/typescript/package.json.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

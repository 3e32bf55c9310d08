from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tsconfig.json.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n// Strict, and with no Node types: the package runs on fetch, ReadableStream and TextDecoder alone.\n{\n  "compilerOptions": {\n    "target": "ES2022",\n    "lib": ["ES2022", "DOM"],\n    "types": [],\n    "module": "NodeNext",\n    "moduleResolution": "NodeNext",\n    "strict": true,\n    "noUncheckedIndexedAccess": true,\n    "noImplicitOverride": true,\n    "declaration": true,\n    "sourceMap": true,\n    "rootDir": "src",\n    "outDir": "dist"\n  },\n  "include": ["src"]\n}\n'

blocks = {}
debug_info = '1=12'

# templates/typescript/tsconfig.json.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.

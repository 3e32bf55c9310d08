"""The bundled templates, compiled ahead of time (generator/compiled/<target>/): compiling them
is about an eighth of a cold run's CPU, and a bundled template changes only with the generator.
As datamodel-code-generator ships its own templates compiled, this ships the Python code Jinja
compiles each bundled template to; Python keeps that code's bytecode in __pycache__ as for any
module, so a run loads each template without compiling it.

A compiled file is named by the digest of its template's name and source and of what else shapes
Jinja's output (its version, the environment's syntax options, filter and test names: `shape`),
so it is used only where Jinja would compile exactly that code: a template edited in a checkout,
a custom template (--templates) or another Jinja version is compiled at run time, as before.
`tests/test_precompiled.py` checks that the files are the ones this build writes now.

generator/compiled/dataclasses/ holds the sources of dataclasses' methods that a cold run
compiles, loaded the same way (generator/dataclass_code.py).

    python -m generator.precompiled      # after changing a template, a dataclass or a tool's
                                         # version: rewrites generator/compiled/
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import os
import shutil
from pathlib import Path
from types import CodeType

import jinja2

from generator.paths import COMPILED as DIRECTORY


def shape(env: jinja2.Environment) -> str:
    """What besides a template's source shapes the code Jinja compiles it to."""
    return repr(
        (
            jinja2.__version__,
            env.block_start_string,
            env.variable_start_string,
            env.comment_start_string,
            env.line_statement_prefix,
            env.trim_blocks,
            env.lstrip_blocks,
            env.keep_trailing_newline,
            env.newline_sequence,
            env.autoescape,
            env.optimized,
            sorted(env.extensions),
            sorted(env.filters),
            sorted(env.tests),
        )
    )


def _name(target: str, name: str, source: str, env_shape: str) -> str:
    digest = hashlib.sha256(f"{env_shape}\0{name}\0{source}".encode()).hexdigest()
    return f"{target}/t_{digest[:24]}.py"


def code(target: str, name: str, source: str, filename: str, env_shape: str) -> CodeType | None:
    """The compiled code of template `name` of `target` with this source (its frames named
    after `filename`, for tracebacks and error messages), or None when none was compiled ahead."""
    path = DIRECTORY / _name(target, name, source, env_shape)
    if not path.is_file():
        return None
    module = f"_a2a_codegen_template_{path.stem}"
    compiled = importlib.machinery.SourceFileLoader(module, str(path)).get_code(module)
    return None if compiled is None else _renamed(compiled, filename)


def _renamed(code: CodeType, filename: str) -> CodeType:
    consts = tuple(_renamed(c, filename) if isinstance(c, CodeType) else c for c in code.co_consts)
    return code.replace(co_filename=filename, co_consts=consts)


def build() -> dict[str, str]:
    """Each bundled template compiled, as generator/compiled/ holds it (path -> text), and the
    dataclasses' methods. Each target's environment is the one a run configures (its filters),
    from a render of the bundled spec."""
    from generator import dataclass_code, ir, render  # noqa: PLC0415 (render imports this module)
    from generator.paths import PACKAGE, TEMPLATES  # noqa: PLC0415
    from generator.spec import load_spec  # noqa: PLC0415
    from generator.targets import TARGETS, Settings, render_target  # noqa: PLC0415

    model = ir.build(load_spec(PACKAGE.parent / "spec"))  # a checkout's
    files: dict[str, str] = {}
    for target in TARGETS:
        with render.created() as envs:
            render_target(target, model, None, Settings())
        env = envs[0]
        for name in env.list_templates():
            assert env.loader is not None
            source, filename, _ = env.loader.get_source(env, name)
            python = env.compile(source, name, filename, raw=True)
            relative = Path(str(filename)).relative_to(TEMPLATES).as_posix()
            # At the end: Jinja maps a traceback's lines to the template's by their numbers.
            note = (
                f"# templates/{relative}, compiled by Jinja {jinja2.__version__}:"
                " `python -m generator.precompiled` writes this file; do not edit it.\n"
            )
            files[_name(target, name, source, shape(env))] = f"{python}\n\n{note}"
    files.update(dataclass_code.bundle())
    return files


def write(files: dict[str, str]) -> None:
    """Replace generator/compiled/ with `files`."""
    if DIRECTORY.exists():
        shutil.rmtree(DIRECTORY)
    for relative, text in files.items():
        path = DIRECTORY / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def main() -> None:
    from generator import dataclass_code  # noqa: PLC0415

    os.environ["A2A_CODEGEN_CACHE"] = "off"  # compile everything here, keep nothing
    files = build()
    write(files)
    bundle = ", ".join(dataclass_code.BUNDLES.values())
    print(f"{DIRECTORY}: {len(files) - len(dataclass_code.BUNDLES)} compiled templates, {bundle}")


if __name__ == "__main__":
    main()

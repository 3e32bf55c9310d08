"""The folder generator/ is installed as the package `a2a_codegen`, its subpackages found rather
than listed, with templates/ inside it (a2a_codegen/templates) so that an installed generator
carries what it renders with. Everything else about the package is in pyproject.toml."""

from setuptools import find_packages, setup

setup(
    packages=[
        "a2a_codegen",
        *(f"a2a_codegen.{name}" for name in find_packages("generator")),
        "a2a_codegen.templates",
    ],
    package_dir={"a2a_codegen": "generator", "a2a_codegen.templates": "templates"},
)

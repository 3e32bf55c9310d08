"""The licence, Apache-2.0 (A2A's and a2a-sdk's): its text at the root of the repository and in
every generated package, as the generator ships it (generator/runtime/LICENSE), and its name in
each package's metadata (pyproject.toml, package.json) or, for Go, which has none, the module's
README. The installed packages' metadata: test_packaging.py (the generator's),
test_generated_quality.py (the Python SDK's), test_npm_package.py (the npm tarball's)."""

from __future__ import annotations

import hashlib
import json
import re

from a2a_codegen.targets import TARGETS
from conftest import FIXTURES, GENERATED, ROOT, RUNTIME

# The text apache.org publishes (LICENSE-2.0.txt), byte for byte.
APACHE_2_0 = "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30"


def test_the_repository_and_every_package_carry_the_licence_text() -> None:
    text = (ROOT / "LICENSE").read_bytes()
    assert hashlib.sha256(text).hexdigest() == APACHE_2_0
    assert text.split()[:4] == [b"Apache", b"License", b"Version", b"2.0,"]
    assert (RUNTIME / "LICENSE").read_bytes() == text
    trees = [GENERATED, *sorted((FIXTURES / "expected").iterdir())]
    for tree in trees:
        for target in TARGETS:
            assert (tree / target / "LICENSE").read_bytes() == text, tree / target


def test_the_metadata_names_it() -> None:
    for pyproject in (ROOT / "pyproject.toml", GENERATED / "python" / "pyproject.toml"):
        project = pyproject.read_text().split("\n[project]\n")[1].split("\n[")[0]
        assert re.findall(r"^license.*", project, re.M) == [
            'license = "Apache-2.0"',
            'license-files = ["LICENSE"]',
        ], pyproject
    package = json.loads((GENERATED / "typescript" / "package.json").read_text())
    assert package["license"] == "Apache-2.0" and "LICENSE" in package["files"]
    readme = (GENERATED / "go" / "README.md").read_text()
    assert readme.endswith("\n## License\n\nApache-2.0: see `LICENSE`.\n")

# What the command line (_cli.py) needs from the spec: the names and types of the generated
# module _commands.py (templates/python/_commands.py.jinja), so that it type-checks as source.

PROG: str
TITLE: str
VERSIONS: dict[str, tuple[str, tuple[str, ...]]]
IDS: dict[str, str]
COMMANDS: dict[str, tuple[str, str, bool, tuple[tuple[str, str, bool, str], ...]]]
ANSWER_LISTS: list[str]
FAILED_STATE: str

# What the runtime needs from the generated module models.py (datamodel-code-generator's output
# for spec/models.yaml), so that the runtime type-checks as source. TaskState is a str enum
# there; the runtime only passes it on.

class TaskState(str): ...

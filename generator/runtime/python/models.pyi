# What the runtime needs from the generated module models.py (datamodel-code-generator's output
# for spec/models.yaml), so that the runtime type-checks as source. TaskState is a str enum
# there; the runtime only passes it on. A stream tells a Task (its first event) and a Message
# (a whole answer) apart by class, and folds its events into the Task (_fold.py). A message
# argument (_requests.py) is built of Parts, as a Message with Role.USER.

from enum import Enum
from typing import Any

from pydantic import BaseModel

class TaskState(str): ...

class Task(BaseModel):
    id: str
    status: Any
    artifacts: list[Any] | None

class Role(str, Enum):
    USER = ...

class Part(BaseModel): ...
class Message(BaseModel): ...

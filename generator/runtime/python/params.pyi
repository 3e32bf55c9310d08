# What the runtime needs from the generated module params.py (datamodel-code-generator's
# TypedDicts of spec/models.yaml and spec/extension.yaml): a message's part as a dict
# (_requests.py). Its keys are the spec's; the runtime only hands it to the Part model.

from typing import TypedDict

class PartParam(TypedDict, total=False): ...

"""An app that uses every public name of the generated Python package, as its users would: dict
literals for the extension and the parts, typed models, raw responses, the wire layer and the
test kit. tests/test_generated_quality.py type-checks it with mypy --strict and pyright in strict
mode (no plugin), against a vendored copy of the package and only its required dependencies,
then runs it there: everything below runs against the package's FakeAgent, offline."""

from __future__ import annotations

import asyncio
import json
import warnings

from memorylake_a2a import (
    SPEC_DIGEST,
    A2AError,
    AccessDeniedError,
    ActorInactiveError,
    AgentCapabilities,
    AgentCard,
    AgentExtension,
    AgentInterface,
    AgentProvider,
    AgentSkill,
    APIConnectionError,
    ApiKey,
    APIStatusError,
    APITimeoutError,
    Artifact,
    ArtifactUpdate,
    AsyncStream,
    Attachment,
    AuthenticationError,
    BadRequestError,
    CancelTaskRequest,
    CapabilitiesOverride,
    CapabilitiesOverrideParam,
    ConfigurationError,
    ContentTypeNotSupportedError,
    Event,
    ExtendedAgentCardNotConfiguredError,
    Extension,
    ExtensionError,
    ExtensionSupportRequiredError,
    FunctionCall,
    FunctionResponse,
    GetTaskRequest,
    Hook,
    HookEvent,
    Hooks,
    HTTPRequest,
    InterceptedCall,
    Interceptor,
    InternalError,
    InternalServerError,
    InvalidAgentResponseError,
    InvalidArgumentError,
    InvalidParamsError,
    InvalidRequestError,
    JSONParseError,
    JSONRPCError,
    MemoryLakeExtension,
    MemoryLakeExtensionParam,
    Message,
    MessageInput,
    MethodNotFoundError,
    ModelParameters,
    ModelParametersParam,
    NotFoundError,
    NotFoundStatusError,
    OperationNotSupportedError,
    Overrides,
    OverridesParam,
    Part,
    PartParam,
    PermissionDeniedError,
    PiiCapability,
    PiiCapabilityParam,
    PushNotificationNotSupportedError,
    QuotaExceededError,
    RateLimitError,
    RawResponse,
    RequestShapeError,
    RetryAttempt,
    RetryPolicy,
    Role,
    RuntimeOptions,
    RuntimeOptionsParam,
    SendMessageConfiguration,
    SendMessageRequest,
    SendMessageResponse,
    StateNotReadyError,
    StatusUpdate,
    Stream,
    StreamInterruptedError,
    StreamResponse,
    SubscribeToTaskRequest,
    Task,
    TaskNotCancelableError,
    TaskNotFoundError,
    TaskState,
    TaskStatus,
    Timeout,
    UnconfirmedFormatWarning,
    UnexpectedResponseError,
    UnsupportedOperationError,
    VegaCapability,
    VegaCapabilityParam,
    VersionNotSupportedError,
    WebFetchCapability,
    WebFetchCapabilityParam,
    WebSearchCapability,
    WebSearchCapabilityParam,
    __version__,
    v0_3,
    v1_0,
)
from memorylake_a2a.testing import REDACTED, Answer, FakeAgent, Fault, RecordedRequest

WORKSPACE, AGENT = "ws-8001856949ad4f6a5b6226f415ffa877", "agent-f8bf71ab17ed8eccad8c0e8ae708273f"
ACTOR, PROJECT = "actor-33d6b73298fb43482a765643ff92444b", "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8"
KEY: ApiKey = "sk_test_typed_app"

# The classes an error may be caught by, each a subclass of what catches them all.
ERRORS: tuple[type[Exception], ...] = (
    AccessDeniedError,
    ActorInactiveError,
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ContentTypeNotSupportedError,
    ExtendedAgentCardNotConfiguredError,
    ExtensionSupportRequiredError,
    InternalError,
    InternalServerError,
    InvalidAgentResponseError,
    InvalidArgumentError,
    InvalidParamsError,
    InvalidRequestError,
    JSONParseError,
    JSONRPCError,
    MethodNotFoundError,
    NotFoundError,
    NotFoundStatusError,
    OperationNotSupportedError,
    PermissionDeniedError,
    PushNotificationNotSupportedError,
    QuotaExceededError,
    RateLimitError,
    StateNotReadyError,
    StreamInterruptedError,
    TaskNotCancelableError,
    TaskNotFoundError,
    UnexpectedResponseError,
    VersionNotSupportedError,
)
# The local checks: a ValueError each, raised before anything is sent.
LOCAL: tuple[type[ValueError], ...] = (
    ConfigurationError,
    ExtensionError,
    RequestShapeError,
    UnsupportedOperationError,
)

# The extension and a message's parts as dict literals, keyed as on the wire.
web_search: WebSearchCapabilityParam = {"open_datasets": ["research/academic"]}
capabilities: CapabilitiesOverrideParam = {"web_search": web_search, "web_fetch": {}, "pii": {}}
sampling: ModelParametersParam = {"max_tokens": 512, "temperature": 0.2}
overrides: OverridesParam = {"model": "gpt-4o", "capabilitiesOverride": capabilities}
extension: MemoryLakeExtensionParam = {
    "actorId": ACTOR,
    "readWriteProjectId": PROJECT,
    "skipMemory": False,
    "overrides": {**overrides, "modelParameters": sampling},
    "runtimeOptions": {"responseLanguage": "English"},
}
charts: VegaCapabilityParam = {}
fetch: WebFetchCapabilityParam = {}
pii: PiiCapabilityParam = {}
language: RuntimeOptionsParam = {"responseLanguage": "English"}
file_part: PartParam = {"url": "https://files.test/q3.pdf", "filename": "q3.pdf"}
bytes_part: PartParam = {"raw": "aGVsbG8=", "filename": "a.txt"}  # a file, by the page
message: MessageInput = ["Summarize this", file_part, Part(text="briefly")]

# The same extension as models: keywords are the wire's names (the fields' aliases).
typed: Extension = MemoryLakeExtension(
    actorId=ACTOR,
    readWriteProjectId=PROJECT,
    overrides=Overrides(
        modelParameters=ModelParameters(max_tokens=512),
        capabilitiesOverride=CapabilitiesOverride(
            web_search=WebSearchCapability(open_datasets=["research/academic"]),
            web_fetch=WebFetchCapability(),
            pii=PiiCapability(),
            vega=VegaCapability(),
        ),
    ),
    runtimeOptions=RuntimeOptions(responseLanguage="English"),
)


CARD = AgentCard(
    name="Typed app's agent",
    provider=AgentProvider(organization="MemoryLake"),
    capabilities=AgentCapabilities(
        streaming=True, extensions=[AgentExtension(uri="https://memorylake.ai/a2a/ext")]
    ),
    skills=[AgentSkill(id="qa", name="Questions", inputModes=["text/plain"])],
    supportedInterfaces=[AgentInterface(protocolBinding="JSONRPC", protocolVersion="1.0")],
)


def server_errors(attempt: RetryAttempt) -> bool:
    return attempt.status is None or attempt.status >= 500


def traced(call: InterceptedCall) -> None:
    call.headers["X-Trace"] = call.operation


def sync_calls(fake: FakeAgent) -> list[HookEvent]:
    seen: list[HookEvent] = []
    hook: Hook = seen.append
    hooks: Hooks = {"request": hook, "response": hook}
    timeout: Timeout = 30.0
    transport: v1_0.Transport = "jsonrpc"
    http = fake.http_client()
    with v1_0.Client(
        workspace_id=WORKSPACE,
        agent_id=AGENT,
        api_key=KEY,
        transport=transport,
        http_client=http,
        hooks=hooks,
        timeout=timeout,
        retry=RetryPolicy(max_retries=1, initial_backoff=0.0, retry_if=server_errors),
        interceptors=[Interceptor(before=traced)],
    ) as client:
        answer: Answer = fake.reply("Paris.", chunks=["Par", "is."])
        task = client.send_message(
            ["What is the capital of France?", {"text": "One word.", "mediaType": "text/plain"}],
            memorylake={"actorId": ACTOR, "overrides": {"capabilitiesOverride": {"vega": {}}}},
        ).as_task()
        assert task.answer == answer.text == "Paris."
        sent: RecordedRequest = fake.requests[-1]
        assert sent.headers["authorization"] == REDACTED
        assert sent.headers["x-trace"] == "send_message"
        assert sent.json is not None
        status: TaskStatus = task.status
        assert status.state is TaskState.COMPLETED

        raw: RawResponse[Task] = client.with_raw_response.get_task(task.id)
        request: HTTPRequest = raw.http_request
        fetched = raw.parse()
        assert raw.status_code == 200 and request.method == "POST"
        assert fetched.to_dict()["id"] == task.id
        assert json.loads(fetched.to_json(indent=None))["contextId"] == task.context_id

        fake.reply(chunks=["Sum", "mary."])
        stream: Stream[Event] = client.send_streaming_message(message, memorylake=extension)
        events: list[v1_0.Event] = list(stream)
        chunks = [e.text for e in events if isinstance(e, StatusUpdate) and e.text]
        answers = [e.answer for e in events if isinstance(e, ArtifactUpdate)]
        assert chunks == ["Sum", "mary."] and answers == ["Summary."], (chunks, answers)
        raw_stream = client.with_raw_response.subscribe_to_task(task.id)
        replayed = raw_stream.parse().until_done()
        artifacts: list[Artifact] = replayed.artifacts or []
        files: list[Attachment] = replayed.attachments
        assert artifacts and not files

        card = client.get_agent_card()
        assert card.to_dict() == CARD.to_dict()
        assert card.capabilities is not None and card.capabilities.extensions is not None

        fault: Fault = fake.fail(QuotaExceededError)
        try:
            client.cancel_task(task.id)
            raise AssertionError("not refused")
        except QuotaExceededError as error:
            assert (error.status_code, error.error_code) == (fault.status, fault.code)
        try:
            client.get_task("task-does-not-exist")
            raise AssertionError("found")
        except NotFoundError as error:
            assert isinstance(error, A2AError)
        try:
            client.send_message(["see the file", bytes_part], memorylake={})
            raise AssertionError("sent")
        except LOCAL as error:
            assert isinstance(error, ExtensionError)
            assert error.path == "metadata.memorylake.readWriteProjectId"
        with v0_3.Client(
            workspace_id=WORKSPACE, agent_id=AGENT, api_key=KEY, http_client=http
        ) as other:
            assert other.send_message("Hi", memorylake=typed).as_task().answer == "Hi"
    return seen


async def async_calls(fake: FakeAgent) -> list[str]:
    async with v0_3.AsyncClient(
        workspace_id=WORKSPACE,
        agent_id=AGENT,
        api_key=KEY,
        transport="jsonrpc",
        http_client=fake.async_http_client(),
    ) as client:
        fake.reply(chunks=["Ber", "lin."])
        stream: AsyncStream[Event] = client.send_streaming_message("And of Germany?")
        texts = [e.text async for e in stream if isinstance(e, StatusUpdate) and e.text]
        reply = await client.with_raw_response.send_message("Hello", memorylake=extension)
        task = reply.parse().as_task()
        again = await client.with_raw_response.send_streaming_message("Again", memorylake={})
        folded = await again.parse().until_done()
        card = (await client.with_raw_response.get_agent_card()).parse()
        return [*texts, task.answer or "", folded.answer or "", card.name]


def wire_layer() -> None:
    request = SendMessageRequest(
        message=Message(messageId="msg-1", role=Role.USER, parts=[Part(text="How?")]),
        configuration=SendMessageConfiguration(historyLength=10, returnImmediately=True),
        metadata={"memorylake": {"actorId": ACTOR}},
    )
    wire = v1_0.rest.build_send_message(request)
    assert (wire.method, wire.path) == ("POST", "/message:send")
    assert v1_0.jsonrpc.build_get_task(GetTaskRequest(id="t-1")).json["method"] == "GetTask"
    assert v0_3.rest.build_cancel_task(CancelTaskRequest(id="t-1")).path == "/v1/tasks/t-1:cancel"
    subscribe = v0_3.jsonrpc.build_subscribe_to_task(SubscribeToTaskRequest(id="t-1"))
    assert subscribe.json["method"] == "tasks/resubscribe"
    answer = v0_3.jsonrpc.parse_send_message(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "result": {"kind": "task", "id": "t", "status": {"state": "canceled"}},
        }
    )
    assert answer.as_task().status.state is TaskState.CANCELED
    response = SendMessageResponse.model_validate({"message": {"role": "ROLE_AGENT", "parts": []}})
    event = StreamResponse.model_validate(
        {
            "statusUpdate": {
                "taskId": "t",
                "contextId": "c",
                "status": {"state": "TASK_STATE_WORKING"},
            }
        }
    )
    assert response.message is not None and event.status_update is not None
    call = FunctionCall(id="c-1", name="search", args={"q": "x"})
    result = FunctionResponse(id="c-1", name="search", response="[]")
    assert call.to_dict() == {"id": "c-1", "name": "search", "args": {"q": "x"}}
    assert result.to_json(indent=None) == '{"id":"c-1","name":"search","response":"[]"}'


def main() -> None:
    warnings.simplefilter("error", UnconfirmedFormatWarning)
    assert __version__ and SPEC_DIGEST
    assert all(issubclass(e, A2AError) for e in ERRORS)
    fake = FakeAgent(card=CARD)
    seen = sync_calls(fake)
    assert [(e.kind, e.status) for e in seen[:2]] == [("request", None), ("response", 200)]
    assert asyncio.run(async_calls(fake)) == ["Ber", "lin.", "Hello", "Again", CARD.name]
    wire_layer()


if __name__ == "__main__":
    main()

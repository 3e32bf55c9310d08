"""Client configuration: where the key and the base URL come from, what is refused up front, and
what the retry schedule is. (Behaviour on the wire is in test_clients_memorylake.py.)"""

from __future__ import annotations

import email.utils
import time
import warnings
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import AGENT_ID, WORKSPACE_ID
from memorylake_a2a import v0_3, v1_0
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for

IDS = {"workspace_id": WORKSPACE_ID, "agent_id": AGENT_ID}


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("API_KEY", "BASE_URL", "WORKSPACE_ID", "AGENT_ID"):
        monkeypatch.delenv(f"MEMORYLAKE_{name}", raising=False)


@pytest.mark.parametrize("cls", [v1_0.Client, v1_0.AsyncClient, v0_3.Client, v0_3.AsyncClient])
def test_a_missing_key_is_a_clear_error(cls: Any) -> None:
    with pytest.raises(ml.ConfigurationError) as caught:
        cls(**IDS)
    assert caught.value.argument == "api_key" and "$MEMORYLAKE_API_KEY" in str(caught.value)


def test_key_and_base_url_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMORYLAKE_API_KEY", "sk_env_secret")
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", "http://localhost:9/api/")
    client = v1_0.Client(**IDS, transport="jsonrpc")
    assert (
        client.base_url == f"http://localhost:9/api/workspaces/{WORKSPACE_ID}/agents/{AGENT_ID}/a2a"
    )
    assert "sk_env_secret" not in repr(client) and repr(client).endswith("transport='jsonrpc')")
    # Arguments win over the environment.
    other = v1_0.Client(**IDS, api_key="sk_arg", base_url="https://example.test")
    assert other.base_url.startswith("https://example.test/workspaces/")
    assert other._key == "sk_arg"


CLIENTS = [v1_0.Client, v1_0.AsyncClient, v0_3.Client, v0_3.AsyncClient]


@pytest.mark.parametrize("cls", CLIENTS)
def test_ids_from_the_environment(cls: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The agent's IDs come from $MEMORYLAKE_WORKSPACE_ID and $MEMORYLAKE_AGENT_ID (spec:
    base_url.params.*.env) when the arguments are left out, as the command line's do."""
    with pytest.raises(ml.ConfigurationError) as caught:
        cls(api_key="k")
    assert caught.value.argument == "workspace_id"
    assert "pass workspace_id= or set $MEMORYLAKE_WORKSPACE_ID" in str(caught.value)
    monkeypatch.setenv("MEMORYLAKE_WORKSPACE_ID", WORKSPACE_ID)
    monkeypatch.setenv("MEMORYLAKE_AGENT_ID", AGENT_ID)
    client = cls(api_key="k")
    assert client.base_url.endswith(f"/workspaces/{WORKSPACE_ID}/agents/{AGENT_ID}/a2a")
    other = "agent-00000000000000000000000000000000"
    assert cls(agent_id=other, api_key="k").base_url.endswith(f"/agents/{other}/a2a")  # wins
    # An empty ID, given or from the environment, is refused and named.
    with pytest.raises(ml.ConfigurationError) as caught:
        cls(agent_id="", api_key="k")
    assert caught.value.argument == "agent_id" and "is empty" in str(caught.value)
    monkeypatch.setenv("MEMORYLAKE_WORKSPACE_ID", "")
    with pytest.raises(ml.ConfigurationError) as caught:
        cls(api_key="k")
    assert caught.value.argument == "workspace_id" and "is empty" in str(caught.value)


@pytest.mark.parametrize("url", ["app.memorylake.ai/openapi", "127.0.0.1:9", "ftp://x.test", "/x"])
def test_a_base_url_without_a_scheme_is_refused(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError) as caught:
        v1_0.Client(**IDS, api_key="k", base_url=url)
    assert isinstance(caught.value, ml.ConfigurationError) and caught.value.argument == "base_url"
    assert repr(url) in str(caught.value)
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", url)
    with pytest.raises(
        ml.ConfigurationError, match=r"^base_url: .* \(from \$MEMORYLAKE_BASE_URL\)"
    ):
        v0_3.AsyncClient(**IDS, api_key="k")


def test_the_default_base_url() -> None:
    client = v0_3.Client(**IDS, api_key="k")
    assert client.base_url == (
        f"https://app.memorylake.ai/openapi/memorylake/api/v3/workspaces/{WORKSPACE_ID}/agents/{AGENT_ID}/a2a"
    )


@pytest.mark.parametrize(
    "options, argument",
    [
        ({"workspace_id": 123}, "workspace_id"),
        ({"transport": "grpc"}, "transport"),
        ({"max_retries": -1}, "max_retries"),
    ],
)
def test_bad_arguments_are_refused_up_front(options: dict[str, Any], argument: str) -> None:
    with pytest.raises(ml.ConfigurationError) as caught:
        v1_0.Client(**{**IDS, "api_key": "k", **options})
    assert caught.value.argument == argument


def test_an_id_unlike_the_examples_warns_and_is_sent_quoted() -> None:
    """The page states no format for workspace and agent IDs (the spec marks the patterns
    x-unconfirmed), so a real ID in another format must still work: a warning, not an error."""
    with pytest.warns(ml.UnconfirmedFormatWarning, match="workspace_id: 'ws-123' does not match"):
        v1_0.Client(**{**IDS, "workspace_id": "ws-123"}, api_key="k")
    with pytest.warns(ml.UnconfirmedFormatWarning, match="Not confirmed by MemoryLake"):
        client = v1_0.Client(**{**IDS, "agent_id": "agent-../../admin"}, api_key="k")
    assert client.base_url.endswith("/agents/agent-..%2F..%2Fadmin/a2a")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning would raise here
        warnings.filterwarnings("ignore", category=ml.UnconfirmedFormatWarning)
        v1_0.Client(**{**IDS, "workspace_id": "ws-123"}, api_key="k")
        v1_0.Client(**IDS, api_key="k")  # the examples' format: no warning to silence


def _delay(client: Any, attempt: int, response: httpx.Response | None = None) -> float:
    """The wait before retry number attempt + 1 of a get_task call."""
    call = client._call("get_task", True, None, None, None)
    return float(client._retry_delay(call, attempt, response))


def test_the_backoff_schedule() -> None:
    """The spec's policy: 0.5 s doubled up to 8 s, each up to a quarter less, so that clients
    spread out."""
    client = v1_0.Client(**IDS, api_key="k")
    for n, most in enumerate([0.5, 1.0, 2.0, 4.0, 8.0, 8.0]):
        for _ in range(20):
            assert most * 0.75 <= _delay(client, n) <= most


@pytest.mark.parametrize(
    "header, expected",
    [
        ("2", 2.0),
        ("0.25", 0.25),
        ("0", 0.0),
        ("-3", 0.0),
        ("120", None),
        ("soon", None),
        ("", None),
    ],
)
def test_retry_after(header: str, expected: float | None) -> None:
    response = httpx.Response(503, headers={"Retry-After": header})
    client = v1_0.Client(**IDS, api_key="k")
    delay = _delay(client, 0, response)
    if expected is None:  # ignored: the backoff applies
        assert 0.375 <= delay <= 0.5
    else:
        assert delay == expected


def test_retry_after_as_an_http_date() -> None:
    when = email.utils.formatdate(time.time() + 30, usegmt=True)
    delay = _delay(
        v1_0.Client(**IDS, api_key="k"), 0, httpx.Response(429, headers={"Retry-After": when})
    )
    assert 25 < delay <= 30


def test_a_server_that_is_not_there_is_a_connection_error(monkeypatch: pytest.MonkeyPatch) -> None:
    quick = ml.RetryPolicy(initial_backoff=0.01)
    client = v1_0.Client(
        **IDS, api_key="k", base_url="http://127.0.0.1:9", retry=quick
    )  # discard port: refused
    with pytest.raises(ml.APIConnectionError) as caught:
        client.get_task("t")
    assert not isinstance(caught.value, ml.APITimeoutError) and "ConnectError" in str(caught.value)

"""The SDK's own httpx client (made on the first request) and one you pass (http_client=), each
case run both ways and compared: each scenario below is a response of a small local server, and
both ways must get the same result or error and send the same requests, cookies included. A
body that needs no decoding is read as the transport yields it (raw_body), any other decoded."""

from __future__ import annotations

import asyncio
import gzip
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import AGENT_ID, API_PREFIX, WORKSPACE_ID
from drive import MODES, Driver
from memorylake_a2a import _async_client, _sync_client
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for

TASK = {"id": "t-1", "contextId": "c-1", "status": {"state": "TASK_STATE_COMPLETED"}}
SMALL_MAX_BODY = 1000


def _answer(scenario: str) -> tuple[int, dict[str, str], bytes]:
    body = json.dumps(TASK).encode()
    if scenario == "cookie":
        return 200, {"Set-Cookie": "session=s1; Path=/"}, body
    if scenario == "gzip":
        return 200, {"Content-Encoding": "gzip"}, gzip.compress(body)
    if scenario == "big":  # valid JSON, over SMALL_MAX_BODY
        return 200, {}, body + b" " * SMALL_MAX_BODY
    if scenario == "big_gzip":
        return 200, {"Content-Encoding": "gzip"}, gzip.compress(body + b" " * SMALL_MAX_BODY)
    if scenario == "redirect":
        return 302, {"Location": "/elsewhere"}, b""
    return 200, {}, body


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    seen: list[dict[str, str]] = []

    def do_GET(self) -> None:
        Handler.seen.append({"path": self.path, **self.headers})
        status, headers, body = _answer(self.path.split("/")[1])
        self.send_response_only(status)  # no Date: the two ways' errors compare equal
        for name, value in {"Content-Type": "application/json", **headers}.items():
            self.send_header(name, value)
        truncated = self.path.startswith("/truncated")  # the body ends early, then the connection
        self.send_header("Content-Length", str(len(body) + 100 * truncated))
        self.end_headers()
        self.wfile.write(body)
        self.close_connection = truncated

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def root() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def outcome(driver: Driver, calls: int = 2) -> list[Any]:
    """What each call gave: the task, or the error's class, text, status and headers."""
    got: list[Any] = []
    for _ in range(calls):
        try:
            got.append(driver.call("get_task", "t-1").model_dump())
        except ml.A2AError as exc:
            got.append([type(exc).__name__, str(exc), vars(exc)])
    return got


def both_ways(mode: str, base: str) -> tuple[Any, Any]:
    """The outcome and the requests the server saw: with the SDK's own httpx client, and with
    one passed in (the long way)."""
    runs = []
    for own in (True, False):
        Handler.seen.clear()
        options: dict[str, Any] = {"max_retries": 0}
        if not own:
            options["http_client"] = httpx.Client() if mode == "sync" else httpx.AsyncClient()
        driver = Driver("v1_0.rest", mode, base, **options)
        try:
            runs.append((outcome(driver), list(Handler.seen)))
        finally:
            driver.close()
    (mine, seen_mine), (long, seen_long) = runs
    assert seen_mine == seen_long
    assert mine == long
    return mine, seen_mine


@pytest.mark.parametrize("mode", MODES)
def test_a_cookie_the_server_sets_is_sent_back(mode: str, root: str) -> None:
    got, seen = both_ways(mode, f"http://{root}/cookie")
    assert got == [ml.Task.model_validate(TASK).model_dump()] * 2
    assert "Cookie" not in seen[0] and seen[1]["Cookie"] == "session=s1"


@pytest.mark.parametrize("mode", MODES)
def test_a_gzip_body_is_decoded(mode: str, root: str) -> None:
    got, seen = both_ways(mode, f"http://{root}/gzip")
    assert got[0]["id"] == "t-1" and "gzip" in seen[0]["Accept-Encoding"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("scenario", ["big", "big_gzip"])
def test_a_body_over_max_body_is_refused_decoded_or_not(
    mode: str, scenario: str, root: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_sync_client, "MAX_BODY", SMALL_MAX_BODY)
    monkeypatch.setattr(_async_client, "MAX_BODY", SMALL_MAX_BODY)
    got, _ = both_ways(mode, f"http://{root}/{scenario}")
    assert got[0][:2] == [
        "UnexpectedResponseError",
        f"a body larger than {SMALL_MAX_BODY} bytes once decoded",
    ]


@pytest.mark.parametrize("mode", MODES)
def test_a_body_cut_short_is_a_connection_error_whose_cause_names_its_request(
    mode: str, root: str
) -> None:
    """httpx sets a transport error's request where it reads the body; the clients read below
    that (raw_body) and set it themselves."""
    driver = Driver("v1_0.rest", mode, f"http://{root}/truncated", max_retries=0)
    try:
        with pytest.raises(ml.APIConnectionError) as caught:
            driver.call("get_task", "t-1")
    finally:
        driver.close()
    cause = caught.value.__context__  # the httpx error the client's error was made from
    assert isinstance(cause, httpx.RemoteProtocolError)
    assert cause.request.url.path.endswith("/tasks/t-1")


@pytest.mark.parametrize("mode", MODES)
def test_a_redirect_is_not_followed(mode: str, root: str) -> None:
    got, seen = both_ways(mode, f"http://{root}/redirect")
    assert got[0][0] == "APIStatusError" and got[0][2]["status_code"] == 302
    assert len(seen) == 2  # one request per call, none to the Location


@pytest.mark.parametrize("mode", MODES)
def test_userinfo_in_the_url_is_basic_auth_as_httpx_makes_it(mode: str, root: str) -> None:
    _, seen = both_ways(mode, f"http://user:pw@{root}/plain")
    assert seen[0]["Authorization"] == "Basic dXNlcjpwdw=="  # httpx's auth, over the key's


@pytest.mark.parametrize("mode", MODES)
def test_a_closed_client_refuses_to_send_as_httpx_does(mode: str, root: str) -> None:
    driver = Driver("v1_0.rest", mode, f"http://{root}/plain")
    try:
        driver.call("close" if mode == "sync" else "aclose")
        with pytest.raises(RuntimeError, match="the client has been closed"):
            driver.call("get_task", "t-1")
    finally:
        driver.close()


@pytest.mark.parametrize("mode", MODES)
def test_your_client_keeps_its_auth_and_event_hooks(mode: str) -> None:
    """Your http_client's auth and event hooks (one of which reads the body before the client
    does) see every request."""
    hooks: list[str] = []
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=TASK)

    def on_request(request: httpx.Request) -> None:
        hooks.append("request")

    def on_response(response: httpx.Response) -> None:
        hooks.append("response")
        response.read()

    async def on_request_async(request: httpx.Request) -> None:
        on_request(request)

    async def on_response_async(response: httpx.Response) -> None:
        hooks.append("response")
        await response.aread()

    if mode == "sync":
        http: Any = httpx.Client(
            transport=httpx.MockTransport(handler),
            auth=httpx.BasicAuth("user", "pw"),
            event_hooks={"request": [on_request], "response": [on_response]},
        )
    else:
        http = httpx.AsyncClient(
            transport=httpx.MockTransport(handler),
            auth=httpx.BasicAuth("user", "pw"),
            event_hooks={"request": [on_request_async], "response": [on_response_async]},
        )
    driver = Driver("v1_0.rest", mode, "https://fake.test", http_client=http)
    try:
        assert driver.call("get_task", "t-1").id == "t-1"
    finally:
        driver.close()
    assert hooks == ["request", "response"]
    assert seen[0].headers["Authorization"] == "Basic dXNlcjpwdw=="


def _clients_made(monkeypatch: pytest.MonkeyPatch, mode: str) -> list[object]:
    """The clients of the HTTP library made from now on; each takes a while to make, so that
    threads sending their first requests at once all find the client still to make."""
    cls = httpx.Client if mode == "sync" else httpx.AsyncClient
    made: list[object] = []
    init = cls.__init__

    def slow_init(self: Any, *args: Any, **kwargs: Any) -> None:
        time.sleep(0.05)
        init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(cls, "__init__", slow_init)
    return made


@pytest.mark.parametrize("mode", MODES)
def test_the_own_client_is_made_once_on_the_first_request(
    mode: str, root: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Making an httpx client imports httpcore and loads the certificates: the SDK makes its
    own on its first request, once, though four requests start at once, and with_options'
    clones share it; a client you pass is used as it is."""
    made = _clients_made(monkeypatch, mode)
    driver = Driver("v1_0.rest", mode, f"http://{root}/plain")
    clone = driver.client.with_options(max_retries=0)
    try:
        assert made == []
        if mode == "sync":
            with ThreadPoolExecutor(4) as pool:
                tasks = list(pool.map(lambda _: driver.client.get_task("t-1"), range(4)))
        else:

            async def together() -> list[Any]:
                return await asyncio.gather(*(driver.client.get_task("t-1") for _ in range(4)))

            tasks = driver.loop.run_until_complete(together())  # type: ignore[union-attr]
        assert [t.id for t in tasks] == ["t-1"] * 4
        assert len(made) == 1 and driver.client._http is made[0]
        result = clone.get_task("t-1")
        assert (result if mode == "sync" else driver.loop.run_until_complete(result)).id == "t-1"  # type: ignore[union-attr]
        assert len(made) == 1 and clone._http is made[0]
    finally:
        driver.close()
    http = httpx.Client() if mode == "sync" else httpx.AsyncClient()
    yours = Driver("v1_0.rest", mode, f"http://{root}/plain", http_client=http)
    assert yours.client._http is http and len(made) == 2
    yours.close()


def test_a_close_while_the_first_request_makes_the_client_closes_that_client(
    root: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A thread closes the client while another's first request is making the httpx client:
    the one made is closed too, not left open in a closed client."""
    made = _clients_made(monkeypatch, "sync")
    # A request the close lands in may wait for a connection the closed pool never gives: the
    # timeout bounds it.
    driver = Driver("v1_0.rest", "sync", f"http://{root}/plain", timeout=1.0)
    with ThreadPoolExecutor(1) as pool:
        first = pool.submit(driver.client.get_task, "t-1")
        while not driver.client._own._lock.locked():  # the first request is making the client
            time.sleep(0.001)
        driver.close()
        first.exception()  # the request met a client closing under it: either outcome will do
    assert len(made) == 1 and made[0].is_closed  # type: ignore[attr-defined]


@pytest.mark.parametrize("mode", MODES)
def test_the_own_client_takes_proxies_from_the_environment_as_httpx_does(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.test:3128")
    monkeypatch.setenv("NO_PROXY", "internal.test")
    driver = Driver("v1_0.rest", mode, "https://example.test")
    http = httpx.Client() if mode == "sync" else httpx.AsyncClient()

    def mounts(client: Any) -> dict[str, Any]:
        return {pattern.pattern: type(t) for pattern, t in client._mounts.items()}

    try:
        assert mounts(driver.client._http) == mounts(http)
        assert "https://" in mounts(http)  # a proxy transport, made with the client
    finally:
        driver.close()


@pytest.mark.parametrize("mode", MODES)
def test_a_missing_certificate_file_is_as_httpx_takes_it_on_the_first_request(
    mode: str, root: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """SSL_CERT_FILE is read when the httpx client is made: the first request (and the next)
    raises what making an httpx client raises, as it is (httpx2 and httpx 0.28 raise OSError;
    httpx 0.27 ignores a missing file, and so the requests succeed)."""
    monkeypatch.setenv("SSL_CERT_FILE", str(tmp_path / "missing.pem"))
    try:
        httpx.Client() if mode == "sync" else httpx.AsyncClient()
        httpx_s: OSError | None = None
    except OSError as exc:
        httpx_s = exc
    driver = Driver("v1_0.rest", mode, f"http://{root}/plain")
    try:
        for _ in range(2):
            if httpx_s is None:
                assert driver.call("get_task", "t-1").id == "t-1"
                continue
            with pytest.raises(type(httpx_s)) as ours:
                driver.call("get_task", "t-1")
            assert str(ours.value) == str(httpx_s)
    finally:
        driver.close()


def test_a_blocking_client_imports_neither_asyncio_nor_httpcore_before_it_sends(
    root: str,
) -> None:
    """What the SDK imports lazily: asyncio is the async client's alone, and httpcore comes
    with the first request (each shows in benchmarks/import_time.py), unless the HTTP library
    imports it itself (httpx before 0.28 does)."""
    code = (
        "import json, sys\n"
        "def loaded():\n"
        "    return sorted({m.split('.')[0] for m in sys.modules} & {'asyncio', 'httpcore',"
        " 'httpcore2'})\n"
        "from memorylake_a2a._http import httpx\n"
        "library = loaded()\n"
        "from memorylake_a2a import v1_0\n"
        f"client = v1_0.Client(workspace_id={WORKSPACE_ID!r}, agent_id={AGENT_ID!r},"
        f" api_key='k', base_url={f'http://{root}/plain{API_PREFIX}'!r})\n"
        "made = loaded()\n"
        "client.get_task('t-1')\n"
        "print(json.dumps([library, made, loaded()]))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "PYTHONPATH": str(Path(ml.__file__).parent.parent)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    library, made, sent = json.loads(run.stdout)
    assert made == library and "asyncio" not in made
    assert sent in (["httpcore"], ["httpcore2"])

/**
 * Answers neither test server sends, through a fetch that answers by itself: an error frame
 * inside a stream (a2a-sdk's `event: error` after the first event), error pages that are not
 * JSON, bodies that fit no shape, and a stream answered with one JSON result.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  APIStatusError,
  NotFoundStatusError,
  StreamInterruptedError,
  TaskNotFoundError,
  UnexpectedResponseError,
  V0_3Client,
  V1_0Client,
} from "../../generated/typescript/src/index.js";
import { AGENT_ID, WORKSPACE_ID, collect } from "./peers.js";

const TASK = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_SUBMITTED" } };

function answering(response: () => Response): typeof fetch {
  return async () => response();
}

function sse(...frames: string[]): Response {
  return new Response(frames.join(""), { headers: { "content-type": "text/event-stream" } });
}

function v1(response: () => Response): V1_0Client {
  return new V1_0Client({ workspaceId: WORKSPACE_ID, agentId: AGENT_ID, apiKey: "sk-unusual", maxRetries: 0, fetch: answering(response) });
}

test("an error frame in a REST stream is thrown after the events before it", async () => {
  const error = { error: { code: 404, status: "NOT_FOUND", message: "Task not found", details: [{ reason: "TASK_NOT_FOUND" }] } };
  const client = v1(() => sse(`data: ${JSON.stringify({ task: TASK })}\n\nevent: error\ndata: ${JSON.stringify(error)}\n\n`));
  const events: unknown[] = [];
  await assert.rejects(
    (async () => {
      for await (const event of client.sendStreamingMessage("hi")) events.push(event);
    })(),
    (caught: unknown) => caught instanceof NotFoundStatusError && caught.errorCode === "TASK_NOT_FOUND",
  );
  assert.deepEqual(events, [{ task: TASK }]);
});

test("an error frame in a JSON-RPC stream", async () => {
  const frames = [
    `data: ${JSON.stringify({ jsonrpc: "2.0", id: 1, result: { kind: "task", ...TASK } })}\n\n`,
    `event: error\ndata: ${JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32001, message: "gone" } })}\n\n`,
  ];
  const client = new V0_3Client({ workspaceId: WORKSPACE_ID, agentId: AGENT_ID, apiKey: "k", transport: "jsonrpc", fetch: answering(() => sse(...frames)) });
  await assert.rejects(collect(client.sendStreamingMessage("hi")), TaskNotFoundError);
});

test("an error page that is not JSON", async () => {
  const page = () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } });
  await assert.rejects(v1(page).getTask("t-1"), (error: unknown) => {
    assert.ok(error instanceof APIStatusError);
    assert.equal(error.statusCode, 502);
    assert.match(error.message, /Bad Gateway/);
    return true;
  });
});

// What fits no shape, and where the error says it breaks (the checks spec.ts compiles).
const shapeless: [string, () => Response, RegExp][] = [
  ["not JSON", () => new Response("not json"), /not JSON/],
  ["a list", () => Response.json(["a", "list"]), /got a list/],
  ["no known member", () => Response.json({ neither: "task nor message" }), /none of task, message/],
  ["a task without its status", () => Response.json({ task: { id: "t-1" } }), /^Task has no status, which a Task always has/],
  ["a task whose history is not a list", () => Response.json({ task: { ...TASK, history: { role: "ROLE_USER" } } }), /^Task\.history is not a list/],
  ["a task whose status is not an object", () => Response.json({ task: { ...TASK, status: "working" } }), /^Task\.status is not an object/],
  [
    "a message in the history without its parts",
    () => Response.json({ task: { ...TASK, history: [{ role: "ROLE_USER", parts: [] }, { role: "ROLE_USER" }] } }),
    /^Task\.history\[1\] has no parts, which a Message always has/,
  ],
  [
    "a part of the status's message that is not an object",
    () => Response.json({ task: { ...TASK, status: { state: "TASK_STATE_WORKING", message: { role: "ROLE_AGENT", parts: [{ text: "a" }, 7] } } } }),
    /^Task\.status\.message\.parts\[1\] is not an object/,
  ],
  ["a message part that is not an object", () => Response.json({ message: { role: "ROLE_AGENT", parts: ["text"] } }), /^Message\.parts\[0\] is not an object/],
];
for (const [name, response, says] of shapeless) {
  test(`a body that fits no shape: ${name}`, async () => {
    await assert.rejects(v1(response).sendMessage("hi"), (error: unknown) => {
      assert.ok(error instanceof UnexpectedResponseError);
      assert.match(error.message, says);
      return true;
    });
  });
}

test("a body in several chunks, a character split between two: decoded whole", async () => {
  const bytes = new TextEncoder().encode(JSON.stringify({ task: { ...TASK, metadata: { note: "ré€sumé 🙂" } } }));
  const at = bytes.indexOf(0xe2) + 1; // inside the three bytes of "€"
  const body = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of [bytes.subarray(0, 5), bytes.subarray(5, at), bytes.subarray(at)]) controller.enqueue(piece);
        controller.close();
      },
    });
  const { task } = await v1(() => new Response(body(), { headers: { "content-type": "application/json" } })).sendMessage("hi");
  assert.deepEqual(task?.metadata, { note: "ré€sumé 🙂" });
});

test("withResponse() gives the same response each time it is asked", async () => {
  const call = v1(() => Response.json({ task: TASK }, { headers: { "x-request-id": "req-1" } })).sendMessage("hi");
  const [first, second] = [await call.withResponse(), await call.withResponse()];
  assert.equal(first.response, second.response);
  assert.equal(first.response.requestId, "req-1");
  assert.deepEqual(await call, first.data);
});

test("a body that is not JSON names its status and content type", async () => {
  const page = () => new Response("<html>maintenance</html>", { headers: { "content-type": "text/html" } });
  await assert.rejects(v1(page).sendMessage("hi"), (error: unknown) => {
    assert.ok(error instanceof UnexpectedResponseError);
    assert.match(error.message, /HTTP 200 with a body \(text\/html\) that is not JSON/);
    return true;
  });
});

test("a stream event that is not JSON", async () => {
  await assert.rejects(collect(v1(() => sse("data: {oops\n\n")).sendStreamingMessage("hi")), UnexpectedResponseError);
});

test("a stream answered with one JSON result: it is the only event", async () => {
  const done = { ...TASK, status: { state: "TASK_STATE_COMPLETED" } };
  const events = await collect(v1(() => Response.json({ task: done })).sendStreamingMessage("hi"));
  assert.deepEqual(events, [{ task: done }]);
  // A task that has not finished yet is a cut stream, as any other.
  await assert.rejects(collect(v1(() => Response.json({ task: TASK })).sendStreamingMessage("hi", { resume: false })), StreamInterruptedError);
});

test("the events of one chunk: in order to calls made at once, and only those given are folded", async () => {
  const update = (state: string) => ({ statusUpdate: { taskId: "t-1", contextId: "c-1", status: { state } } });
  const events = [{ task: TASK }, update("TASK_STATE_WORKING"), update("TASK_STATE_COMPLETED")];
  const frames = events.map((event) => `data: ${JSON.stringify(event)}\n\n`);
  const stream = v1(() => sse(...frames)).sendStreamingMessage("hi");
  const results = await Promise.all([stream.next(), stream.next(), stream.next(), stream.next()]);
  assert.deepEqual(results, [...events.map((value) => ({ value, done: false })), { value: undefined, done: true }]);
  // Left after its first event: the rest of the chunk is neither yielded nor folded, and the error
  // frame after it is never thrown.
  const error = `event: error\ndata: ${JSON.stringify({ error: { code: 500, status: "INTERNAL", message: "late" } })}\n\n`;
  const left = v1(() => sse(...frames, error)).sendStreamingMessage("hi");
  assert.deepEqual((await left.next()).value, { task: TASK });
  assert.deepEqual(await left.return(), { value: undefined, done: true });
  assert.deepEqual(await left.next(), { value: undefined, done: true });
  assert.equal((await left.untilDone()).status.state, "TASK_STATE_SUBMITTED");
});

test("the configuration is checked when the client is made", () => {
  const base = { workspaceId: WORKSPACE_ID, agentId: AGENT_ID, apiKey: "k" };
  // The page states no workspace or agent ID format (x-unconfirmed): another one warns, and is sent.
  const warnings: string[] = [];
  const other = new V1_0Client({ ...base, workspaceId: "ws-1", agentId: "a/b", warn: (m) => warnings.push(m) });
  assert.match(warnings[0] ?? "", /workspaceId: "ws-1" does not match .*Not confirmed by MemoryLake/);
  assert.equal(warnings.length, 2);
  assert.ok(other.baseUrl.endsWith("/workspaces/ws-1/agents/a%2Fb/a2a"));
  assert.throws(() => new V1_0Client({ ...base, workspaceId: 1 as unknown as string }), /workspaceId: 1 does not match/);
  assert.throws(() => new V1_0Client({ ...base, maxRetries: -1 }), /maxRetries/);
  assert.throws(() => new V1_0Client({ ...base, transport: "grpc" as "rest" }), /transport: "grpc" is not one of "rest", "jsonrpc"/);
  const saved = process.env["MEMORYLAKE_API_KEY"];
  delete process.env["MEMORYLAKE_API_KEY"];
  try {
    assert.throws(() => new V1_0Client({ workspaceId: WORKSPACE_ID, agentId: AGENT_ID }), /apiKey: pass apiKey or set \$MEMORYLAKE_API_KEY/);
    process.env["MEMORYLAKE_API_KEY"] = "from-env";
    process.env["MEMORYLAKE_BASE_URL"] = "https://proxy.test/api/";
    const client = new V1_0Client({ workspaceId: WORKSPACE_ID, agentId: AGENT_ID });
    assert.equal(client.baseUrl, `https://proxy.test/api/workspaces/${WORKSPACE_ID}/agents/${AGENT_ID}/a2a`);
    // The agent's IDs come from the variables the spec names (base_url.params.*.env) when left out.
    assert.throws(() => new V1_0Client({}), /^ConfigurationError: workspaceId: is missing: pass workspaceId or set \$MEMORYLAKE_WORKSPACE_ID/);
    process.env["MEMORYLAKE_WORKSPACE_ID"] = WORKSPACE_ID;
    process.env["MEMORYLAKE_AGENT_ID"] = AGENT_ID;
    assert.equal(new V0_3Client({}).baseUrl, client.baseUrl);
    const other = "agent-00000000000000000000000000000000";
    assert.ok(new V1_0Client({ agentId: other }).baseUrl.endsWith(`/agents/${other}/a2a`)); // the option wins
    process.env["MEMORYLAKE_AGENT_ID"] = "";
    assert.throws(() => new V1_0Client({}), /^ConfigurationError: agentId: is empty: pass agentId or set \$MEMORYLAKE_AGENT_ID/);
    // A base URL without its scheme, from the environment or an option.
    process.env["MEMORYLAKE_BASE_URL"] = "proxy.test/api/";
    assert.throws(() => new V1_0Client(base), /^ConfigurationError: baseUrl: "proxy.test\/api\/" \(from \$MEMORYLAKE_BASE_URL\) is not an http/);
    assert.throws(() => new V1_0Client({ ...base, baseUrl: "ftp://x.test" }), /^ConfigurationError: baseUrl: "ftp:\/\/x.test" is not an http/);
  } finally {
    if (saved === undefined) delete process.env["MEMORYLAKE_API_KEY"];
    else process.env["MEMORYLAKE_API_KEY"] = saved;
    for (const name of ["BASE_URL", "WORKSPACE_ID", "AGENT_ID"]) delete process.env[`MEMORYLAKE_${name}`];
  }
});

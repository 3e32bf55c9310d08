/**
 * The clients' control surface (issue 14): per-call options, hooks and logging with secrets
 * redacted (the logger option and $MEMORYLAKE_A2A_LOG) against the MemoryLake-behaviour server;
 * withOptions, withResponse() on results and streams, and an API key from a function, asked
 * again after a 401, on the test kit's fake (`testing.ts`), which scripts the faults and records
 * the requests. One dialect of each version and transport.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";

import {
  A2AError,
  APITimeoutError,
  AuthenticationError,
  ConfigurationError,
  InternalServerError,
  Role,
  type HookEvent,
  type Task,
} from "../../generated/typescript/src/index.js";
import { FakeAgent } from "../../generated/typescript/src/testing.js";
import { AGENT_PATH, API_KEY, MEMORYLAKE, collect, connect, recorded, reset, type Client, type Dialect } from "./peers.js";

/** The fake's base URL: the behaviour server's path, on a host no test reaches. */
const FAKE = "https://fake.test" + new URL(MEMORYLAKE).pathname;

const DIALECTS: Dialect[] = ["v1_0.rest", "v0_3.jsonrpc"];
const RETRY_NOW: [number, Record<string, string>] = [503, { "retry-after": "0" }];

async function newTask(client: Client, text = "hello"): Promise<Task> {
  const { task } = await client.sendMessage(text, { memorylake: {} });
  assert.ok(task);
  return task;
}

for (const dialect of DIALECTS) {
  describe(dialect, () => {
    test("headers, maxRetries and timeout for one call", async () => {
      const client = connect(dialect, MEMORYLAKE);
      const task = await newTask(client);
      await reset([RETRY_NOW, RETRY_NOW]);
      await assert.rejects(client.getTask(task.id, { maxRetries: 0, headers: { "X-Trace": "abc" } }), InternalServerError);
      assert.equal((await client.getTask(task.id)).id, task.id); // the client's retries: 503, then 200
      const requests = await recorded();
      assert.equal(requests.length, 3);
      assert.deepEqual(requests.map((r) => r.headers["x-trace"]), ["abc", undefined, undefined]);
      assert.equal(requests[0]!.headers["authorization"], `Bearer ${API_KEY}`);
      await assert.rejects(client.sendMessage("silent question", { memorylake: {}, timeout: 200 }), APITimeoutError);
    });

    test("withOptions changes settings and keeps the others", async () => {
      const fake = new FakeAgent();
      const client = connect(dialect, FAKE, { fetch: fake.fetch });
      const task = await newTask(client);
      const strict = client.withOptions({ maxRetries: 0, defaultHeaders: { "X-Team": "search" } });
      assert.equal(strict.maxRetries, 0);
      assert.equal(client.maxRetries, 2);
      assert.equal(strict.transport, client.transport);
      fake.requests.length = 0;
      fake.fail(RETRY_NOW[0], { headers: RETRY_NOW[1] });
      await assert.rejects(strict.getTask(task.id), InternalServerError);
      assert.equal((await strict.getTask(task.id)).id, task.id);
      assert.deepEqual(fake.requests.map((r) => r.headers["x-team"]), ["search", "search"]);
      assert.throws(() => client.withOptions({ maxRetries: -1 }), ConfigurationError);
    });

    test("withResponse: status, headers, request id and request, for a result and a stream", async () => {
      const client = connect(dialect, FAKE, { fetch: new FakeAgent().fetch });
      const task = await newTask(client);
      const { data, response } = await client.getTask(task.id).withResponse();
      assert.equal(data.id, task.id);
      assert.equal(response.statusCode, 200);
      assert.match(response.requestId ?? "", /^req-/);
      assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
      assert.ok(response.httpRequest.url.includes(AGENT_PATH) && !response.httpRequest.url.includes(API_KEY));
      assert.ok(["GET", "POST"].includes(response.httpRequest.method));

      const stream = client.sendStreamingMessage("hi", { memorylake: {} });
      const opened = await stream.withResponse(); // before the first event
      assert.equal(opened.data, stream);
      assert.equal(opened.response.statusCode, 200);
      assert.match(opened.response.headers.get("content-type") ?? "", /^text\/event-stream/);
      assert.match(opened.response.requestId ?? "", /^req-/);
      assert.ok((await collect(stream)).length > 2);

      await assert.rejects(client.getTask("task-that-does-not-exist").withResponse(), A2AError);
    });

    test("hooks see requests, responses, retries and reconnects", async () => {
      const seen: HookEvent[] = [];
      const hook = (event: HookEvent): void => void seen.push(event);
      const client = connect(dialect, MEMORYLAKE, { hooks: { request: hook, response: hook, retry: hook, reconnect: hook } });
      const task = await newTask(client);
      await reset([RETRY_NOW]);
      await client.getTask(task.id);
      await collect(client.sendStreamingMessage("hello [cut]", { memorylake: {} }));
      const kinds = seen.map((e) => [e.operation, e.kind, e.attempt, e.status]);
      assert.deepEqual(kinds.slice(0, 7), [
        ["sendMessage", "request", 1, undefined],
        ["sendMessage", "response", 1, 200],
        ["getTask", "request", 1, undefined],
        ["getTask", "response", 1, 503],
        ["getTask", "retry", 1, 503],
        ["getTask", "request", 2, undefined],
        ["getTask", "response", 2, 200],
      ]);
      assert.ok(kinds.some(([operation, kind]) => operation === "sendStreamingMessage" && kind === "reconnect"));
      assert.ok(seen.every((e) => e.url.includes(AGENT_PATH) && !JSON.stringify(e).includes(API_KEY)));
      assert.ok(seen.every((e) => e.elapsed >= 0));
      assert.throws(() => connect(dialect, MEMORYLAKE, { hooks: { sent: hook } as never }), ConfigurationError);
    });

    test("an apiKey function is asked per request, and once more after a 401", async () => {
      const answers = ["sk_expired", API_KEY, API_KEY, "sk_revoked", "sk_revoked_too"];
      const asked: string[] = [];
      const key = async (): Promise<string> => {
        asked.push(answers.shift()!);
        return asked.at(-1)!;
      };
      const fake = new FakeAgent({ apiKey: API_KEY }); // another key gets 401
      const client = connect(dialect, FAKE, { apiKey: key, fetch: fake.fetch });
      const task = await newTask(client);
      assert.deepEqual(asked, ["sk_expired", API_KEY]);
      assert.equal((await client.getTask(task.id)).id, task.id);
      const error = await client.getTask(task.id).then(
        () => assert.fail("a revoked key was accepted"),
        (e: unknown) => e,
      );
      assert.ok(error instanceof AuthenticationError);
      assert.deepEqual(asked.slice(3), ["sk_revoked", "sk_revoked_too"]);
      assert.ok(!inspect(error).includes("sk_revoked") && !inspect(client).includes("sk_"));
      assert.deepEqual(fake.requests.map((r) => r.apiKey), asked);
      await assert.rejects(connect(dialect, FAKE, { apiKey: () => "", fetch: fake.fetch }).getAgentCard(), ConfigurationError);
    });

    test("a request holds what the caller passed at the call: later changes to those objects are not sent", async () => {
      const fake = new FakeAgent();
      const client = connect(dialect, FAKE, { fetch: fake.fetch });
      const message = { role: Role.USER, parts: [{ text: "original" }], messageId: "msg-original" };
      const parts = [{ text: "original part" }];
      const [original, changed] = [`actor-${"a".repeat(32)}`, `actor-${"b".repeat(32)}`];
      const memorylake: Record<string, string> = { actorId: original };
      const modes = ["text/original"];
      // A stream's request goes out on the first next(): change everything before that.
      const whole = client.sendStreamingMessage(message, { memorylake, acceptedOutputModes: modes });
      const listed = client.sendStreamingMessage(parts, { memorylake });
      message.parts[0]!.text = "changed";
      message.messageId = "msg-changed";
      parts[0]!.text = "changed part";
      memorylake["actorId"] = changed;
      modes.push("text/changed");
      await collect(whole);
      await collect(listed);
      const sent = fake.requests.map((r) => JSON.stringify(r.json));
      assert.equal(sent.length, 2);
      assert.ok(sent.every((body) => body.includes(original) && !body.includes(changed) && !body.includes("changed")), sent.join("\n"));
      assert.ok(sent[0]!.includes("msg-original") && sent[0]!.includes("text/original"));
      assert.ok(sent[1]!.includes("original part"));
      // The client fills in a messageId on its own copy, not on the caller's Message.
      const withoutId = { role: Role.USER, parts: [{ text: "no id" }] };
      await client.sendMessage(withoutId, { memorylake: {} });
      assert.deepEqual(withoutId, { role: Role.USER, parts: [{ text: "no id" }] });
    });
  });
}

test("logging: the logger option and MEMORYLAKE_A2A_LOG, with the key and secrets redacted", async () => {
  const lines: string[] = [];
  const logger = { info: (m: string) => void lines.push(`INFO ${m}`), debug: (m: string) => void lines.push(`DEBUG ${m}`) };
  const client = connect("v1_0.rest", MEMORYLAKE, { logger, logLevel: "debug" });
  await client.sendMessage("hello", { memorylake: { actorId: "actor-33d6b73298fb43482a765643ff92444b" }, headers: { "X-Api-Key": "hdr-secret" } });
  const request = lines.find((l) => l.includes(" request headers="))!;
  assert.match(request, /^DEBUG sendMessage: POST http/);
  assert.ok(request.includes('"Authorization":"[redacted]"') && request.includes('"X-Api-Key":"[redacted]"'), request);
  assert.ok(request.includes('"actorId":"actor-33d6'), request);
  assert.ok(lines.some((l) => l.startsWith("DEBUG sendMessage: POST") && l.includes(" response body={")));
  const info = lines.filter((l) => l.startsWith("INFO "));
  assert.equal(info.length, 1);
  assert.match(info[0]!, / -> 200 in \d+ ms \(attempt 1\) x-request-id=req-/);

  // Under Node, the environment variable sends them to stderr, at its level.
  const printed: string[] = [];
  const original = console.error;
  process.env["MEMORYLAKE_A2A_LOG"] = "info";
  console.error = (message: string) => void printed.push(message);
  try {
    await connect("v0_3.jsonrpc", MEMORYLAKE).getAgentCard();
    process.env["MEMORYLAKE_A2A_LOG"] = "loud";
    assert.throws(() => connect("v0_3.jsonrpc", MEMORYLAKE), /MEMORYLAKE_A2A_LOG: "loud" is not info or debug/);
  } finally {
    console.error = original;
    delete process.env["MEMORYLAKE_A2A_LOG"];
  }
  assert.equal(printed.length, 1);
  assert.match(printed[0]!, /@memorylake\/a2a GET http.* -> 200 in/);
  assert.ok(![...lines, ...printed].some((l) => l.includes(API_KEY) || l.includes("hdr-secret")));
});

test("the key is in no log line, inspect output or error", async () => {
  const texts: string[] = [];
  const logger = { info: (m: string) => void texts.push(m), debug: (m: string) => void texts.push(m) };
  for (const dialect of DIALECTS) {
    for (const apiKey of [API_KEY, () => API_KEY, async () => API_KEY]) {
      const client = connect(dialect, MEMORYLAKE, { apiKey, logger, logLevel: "debug" });
      const task = await newTask(client);
      texts.push(inspect(client), inspect(client.withOptions({ timeout: 1000 })));
      texts.push(inspect(await client.getTask(task.id).withResponse(), { depth: 5 }));
      await reset([RETRY_NOW, [401, {}]]);
      for (const id of ["nope", task.id]) {
        try {
          await client.getTask(id);
        } catch (error) {
          texts.push(inspect(error, { depth: 5 }), String(error));
        }
      }
      texts.push(...(await collect(client.subscribeToTask(task.id))).map((e) => JSON.stringify(e)));
    }
  }
  assert.ok(texts.length > 60 && texts.some((t) => t.includes("[redacted]")));
  assert.deepEqual(texts.filter((t) => t.includes(API_KEY)), []);
});

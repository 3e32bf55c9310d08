/**
 * The test kit (`@memorylake/a2a/testing`): the fake of the endpoint answers the four dialects as
 * the client expects (scripted answers, faults, cut and slow streams, get, cancel, subscribe, the
 * card) and records what it received. No test here opens a socket: the file starts by making
 * every connection (net, tls, the platform's fetch) throw, and checks at the end that none was
 * tried.
 */

import assert from "node:assert/strict";
import net from "node:net";
import tls from "node:tls";
import { after, describe, test } from "node:test";

import {
  NotFoundError,
  QuotaExceededError,
  StreamInterruptedError,
  TaskNotFoundError,
  TaskState,
  VERSION,
  answer,
  attachments,
  chunkText,
  errorMessage,
  recommendedQuestions,
} from "../../generated/typescript/src/index.js";
import { FakeAgent, REDACTED } from "../../generated/typescript/src/testing.js";
import { API_KEY, DIALECTS, connect } from "./peers.js";

const tried: string[] = [];
function refuse(what: string): () => never {
  return () => {
    tried.push(what);
    throw new Error(`a test tried to open a connection (${what})`);
  };
}
net.Socket.prototype.connect = refuse("net.Socket.connect");
net.connect = net.createConnection = refuse("net.connect");
tls.connect = refuse("tls.connect");
globalThis.fetch = refuse("fetch");

after(() => assert.deepEqual(tried, []));

function faked(dialect: (typeof DIALECTS)[number], fake = new FakeAgent()) {
  return { fake, client: connect(dialect, "https://fake.test/api", { fetch: fake.fetch }) };
}

test("the guard refuses a real connection", () => {
  assert.throws(() => globalThis.fetch("http://127.0.0.1:9"));
  assert.throws(() => net.connect(9, "127.0.0.1"));
  tried.length = 0;
});

for (const dialect of DIALECTS) {
  describe(dialect, () => {
    test("a scripted answer, and the request it was sent", async () => {
      const { fake, client } = faked(dialect);
      fake.reply({
        text: "Paris is the capital of France.",
        data: { attachments: [{ name: "notes.md" }], recommended_questions: ["And of Italy?"] },
      });
      const { task } = await client.sendMessage("What is the capital?", { contextId: "ctx-7" });
      assert.equal(task?.status.state, TaskState.COMPLETED);
      assert.equal(task?.contextId, "ctx-7");
      assert.equal(answer(task!), "Paris is the capital of France.");
      assert.deepEqual(attachments(task!).map((a) => a.name), ["notes.md"]);
      assert.deepEqual(recommendedQuestions(task!), ["And of Italy?"]);
      assert.equal((await client.getTask(task!.id)).status.state, TaskState.COMPLETED);
      const [sent, got] = fake.requests;
      assert.equal(sent?.operation, "send_message");
      assert.equal(sent?.dialect, dialect.replace(".", "-"));
      assert.equal(got?.operation, "get_task");
      assert.equal(sent?.headers["authorization"], REDACTED);
      assert.equal(sent?.apiKey, API_KEY);
      assert.ok(!JSON.stringify(sent).includes(API_KEY)); // apiKey is not enumerable
      assert.ok(sent?.json !== undefined);
    });

    test("a stream with its chunks, a subscription and the card", async () => {
      const { fake, client } = faked(dialect);
      fake.reply({ chunks: ["Paris is", " the capital."], delay: 1 });
      const events = [];
      for await (const event of client.sendStreamingMessage("Stream it")) events.push(event);
      assert.ok(events[0]?.task);
      const chunks = events.flatMap((e) => (e.statusUpdate && chunkText(e.statusUpdate) ? [chunkText(e.statusUpdate)] : []));
      assert.deepEqual(chunks, ["Paris is", " the capital."]);
      assert.equal(events.at(-1)?.statusUpdate?.status.state, TaskState.COMPLETED);
      const replay = [];
      for await (const event of client.subscribeToTask(events[0]!.task!.id)) replay.push(event);
      assert.deepEqual(replay.map(Object.keys), events.slice(1).map(Object.keys)); // no task event
      const card = await client.getAgentCard(); // the fake's own: complete, as official clients need it
      assert.deepEqual([card.name, card.version, card.capabilities?.streaming], ["fake agent", VERSION, true]);
      const agent = fake.requests.at(-1)!.url.replace(/\/\.well-known\/agent-card\.json$/, "");
      const interfaces = (card.supportedInterfaces ?? []).map((i) => [i.url, i.protocolBinding, i.protocolVersion]);
      assert.deepEqual(interfaces, [[agent, "HTTP+JSON", "1.0"], [agent, "JSONRPC", "1.0"], [agent, "HTTP+JSON", "0.3"], [agent, "JSONRPC", "0.3"]]);
    });

    test("a cut stream is resumed, or throws without resume", async () => {
      const { fake, client } = faked(dialect);
      const cut = dialect.endsWith("rest") ? "close" : "reset";
      fake.reply({ chunks: ["a", "b", "c"], cut });
      const task = await client.sendStreamingMessage("hi").untilDone();
      assert.equal(answer(task), "abc");
      assert.deepEqual(fake.requests.map((r) => r.operation), ["send_streaming_message", "subscribe_to_task"]);
      fake.reply({ chunks: ["a", "b", "c"], cut, cutAfter: 3 });
      await assert.rejects(async () => {
        for await (const _ of client.sendStreamingMessage("hi", { resume: false }));
      }, StreamInterruptedError);
    });

    test("a failed task, an unknown one and an HTTP error", async () => {
      const { fake, client } = faked(dialect);
      fake.reply({ error: "LLM model config not found: gpt-0" });
      const failed = await client.sendStreamingMessage("hi").untilDone();
      assert.equal(failed.status.state, TaskState.FAILED);
      assert.equal(errorMessage(failed), "LLM model config not found: gpt-0");
      await assert.rejects(client.getTask("task-that-does-not-exist"), NotFoundError);
      fake.fail(QuotaExceededError, { message: "scripted" });
      await assert.rejects(client.sendMessage("hi", { maxRetries: 0 }), (error: unknown) => {
        assert.ok(error instanceof QuotaExceededError);
        assert.equal(error.errorCode, "QUOTA_EXCEEDED");
        return true;
      });
    });
  });
}

test("faults are retried as the client says, and what the fake refuses", async () => {
  const { fake, client } = faked("v0_3.jsonrpc");
  const { task } = await client.sendMessage("hi", { returnImmediately: true });
  assert.equal(task?.status.state, TaskState.SUBMITTED);
  fake.fail(503, { headers: { "Retry-After": "0" }, times: 2 });
  assert.equal((await client.getTask(task!.id)).status.state, TaskState.COMPLETED); // retried twice
  assert.equal(fake.requests.length, 4);
  assert.throws(() => fake.fail(TaskNotFoundError), /no HTTP error of this API/);
  assert.throws(() => fake.reply({ data: { pictures: [] } }), /no data kind pictures/);
  const guarded = faked("v1_0.rest", new FakeAgent({ apiKey: "another key" }));
  await assert.rejects(guarded.client.getTask("t"), /401/);
});

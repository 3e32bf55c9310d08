/**
 * The generated TypeScript clients against the real peer: the official a2a-sdk 1.3.0 server on
 * loopback, all four dialects under MemoryLake's path. Every operation runs on every dialect.
 * a2a-sdk names its artifact "echo", not "result": answer() then reads all artifacts.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  APIConnectionError,
  APIStatusError,
  InternalError,
  NotFoundError,
  NotFoundStatusError,
  Role,
  TaskNotCancelableError,
  TaskNotFoundError,
  TaskState,
  UnsupportedOperationError,
  answer,
  chunkText,
  errorMessage,
  isThought,
  type Task,
} from "../../generated/typescript/src/index.js";
import { A2A_SDK, DIALECTS, collect, connect, kind } from "./peers.js";

const PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8";

function task(result: { task?: Task }): Task {
  assert.ok(result.task, `expected a task, got ${JSON.stringify(result)}`);
  return result.task;
}

for (const dialect of DIALECTS) {
  describe(dialect, () => {
    const client = connect(dialect, A2A_SDK);

    test("sendMessage waits for the task, with the whole history", async () => {
      const t = task(await client.sendMessage("hello", { memorylake: { readWriteProjectId: PROJECT } }));
      assert.equal(t.status.state, TaskState.COMPLETED);
      assert.equal(answer(t), "hello");
      assert.deepEqual(t.history?.map((m) => m.role), [Role.USER, Role.AGENT]);
      assert.ok(t.contextId);
      assert.equal(errorMessage(t), undefined);
    });

    test("sendMessage continues a conversation with parts of every kind", async () => {
      const first = task(await client.sendMessage("first"));
      const t = task(
        await client.sendMessage(
          ["look at this", { url: "https://example.test/a.pdf", filename: "a.pdf", mediaType: "application/pdf" }, { data: { n: 2 } }],
          { contextId: first.contextId!, memorylake: { readWriteProjectId: PROJECT }, historyLength: 1 },
        ),
      );
      assert.equal(t.contextId, first.contextId);
      assert.equal(t.history?.length, 1);
      const echoed = t.artifacts?.[0]?.parts ?? [];
      assert.equal(echoed[0]?.text, "look at this");
      assert.equal(echoed[1]?.url, "https://example.test/a.pdf");
      assert.equal(echoed[1]?.filename, "a.pdf");
      assert.deepEqual(echoed[2]?.data, { n: 2 });
    });

    test("an agent that replies with a message", async () => {
      const reply = await client.sendMessage("reply-message please");
      assert.ok(reply.message);
      assert.equal(reply.message.role, Role.AGENT);
      assert.equal(answer(reply.message), "reply-message please");
    });

    test("a failed task is returned, not thrown", async () => {
      const t = task(await client.sendMessage("fail now"));
      assert.equal(t.status.state, TaskState.FAILED);
      assert.equal(errorMessage(t), "failed on purpose");
      assert.equal(answer(t), undefined);
    });

    test("sendStreamingMessage yields typed events", async () => {
      const events = await collect(client.sendStreamingMessage("chunks please"));
      assert.deepEqual(events.map(kind), ["task", "statusUpdate", "artifactUpdate", "artifactUpdate", "artifactUpdate", "statusUpdate"]);
      const working = events[1]?.statusUpdate;
      assert.ok(working);
      assert.equal(chunkText(working), "working");
      assert.equal(isThought(working), false);
      const chunks = events.flatMap((e) => (e.artifactUpdate ? [answer(e.artifactUpdate)] : []));
      assert.equal(chunks.join(""), "chunk0chunk1chunk2");
      assert.equal(events.at(-1)?.statusUpdate?.status.state, TaskState.COMPLETED);
    });

    test("getTask, subscribeToTask and cancelTask on a long-running task", async () => {
      const t = task(await client.sendMessage("wait for me", { returnImmediately: true }));
      assert.ok(([TaskState.SUBMITTED, TaskState.WORKING] as string[]).includes(t.status.state));
      const got = await client.getTask(t.id, { historyLength: 0 });
      assert.equal(got.id, t.id);
      assert.equal(got.status.state, TaskState.WORKING);
      const events = await collect(client.subscribeToTask(t.id), 3);
      assert.equal(events[0]?.task?.id, t.id); // a2a-sdk replays a task snapshot first
      for (const e of events.slice(1)) assert.equal(e.statusUpdate?.status.state, TaskState.WORKING);
      const canceled = await client.cancelTask(t.id);
      assert.equal(canceled.status.state, TaskState.CANCELED);
      assert.equal((await client.getTask(t.id)).status.state, TaskState.CANCELED);
      await assert.rejects(client.cancelTask(t.id), (error: unknown) => {
        if (error instanceof APIStatusError) {
          return error.statusCode === 400 && error.errorCode === "TASK_NOT_CANCELABLE";
        }
        return error instanceof TaskNotCancelableError;
      });
    });

    test("subscribing to a finished task is a typed error", async () => {
      const t = task(await client.sendMessage("done"));
      if (dialect === "v0_3.rest") {
        // a2a-sdk answers 200 text/event-stream, then drops the connection (its quirk 6).
        await assert.rejects(collect(client.subscribeToTask(t.id)), APIConnectionError);
        return;
      }
      await assert.rejects(collect(client.subscribeToTask(t.id)), (error: unknown) =>
        error instanceof APIStatusError
          ? error.errorCode === "UNSUPPORTED_OPERATION"
          : error instanceof UnsupportedOperationError || error instanceof InternalError,
      );
    });

    test("an unknown task is a typed error", async () => {
      if (client.transport === "jsonrpc") {
        await assert.rejects(client.getTask("no-such-task"), TaskNotFoundError);
      } else {
        await assert.rejects(client.getTask("no-such-task"), (error: unknown) => {
          assert.ok(error instanceof NotFoundError && error instanceof NotFoundStatusError);
          assert.deepEqual([error.statusCode, error.errorCode], [404, "TASK_NOT_FOUND"]);
          return true;
        });
      }
    });

    test("getAgentCard", async () => {
      const card = await client.getAgentCard();
      assert.equal(card.name, "Echo Agent");
      assert.equal(card.capabilities?.streaming, true);
      const interfaces = (card.supportedInterfaces ?? []).map((i) => `${i.protocolBinding} ${i.protocolVersion}`);
      assert.ok(interfaces.includes("HTTP+JSON 0.3"), interfaces.join(", "));
    });
  });
}

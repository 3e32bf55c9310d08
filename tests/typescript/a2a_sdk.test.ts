/**
 * The generated TypeScript clients against the real peers: the official a2a-sdk 1.3.0 server and
 * the official @a2a-js/sdk 1.3.0 server on loopback, each with all four dialects under
 * MemoryLake's path. Every operation runs on every dialect of each. The tests assert A2A, not one
 * peer: where A2A allows more than one answer they accept each. Neither echo agent names its
 * artifact "result": answer() then reads all artifacts.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  APIConnectionError,
  APIStatusError,
  ConfigurationError,
  ExtensionError,
  InternalError,
  NotFoundError,
  NotFoundStatusError,
  Role,
  TaskNotCancelableError,
  TaskNotFoundError,
  TaskState,
  OperationNotSupportedError,
  answer,
  chunkText,
  errorMessage,
  isThought,
  type Task,
} from "../../generated/typescript/src/index.js";
import { A2A_JS, A2A_SDK, DIALECTS, collect, connect, kind } from "./peers.js";

const PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8";

function task(result: { task?: Task }): Task {
  assert.ok(result.task, `expected a task, got ${JSON.stringify(result)}`);
  return result.task;
}

const PEERS = [
  ["a2a-sdk", A2A_SDK],
  ["a2a-js", A2A_JS],
] as const;

for (const [peer, baseUrl] of PEERS) for (const dialect of DIALECTS) {
  describe(`${peer} ${dialect}`, () => {
    const sent: unknown[] = []; // the JSON bodies the client sent, to show a peer's bug against them
    const client = connect(dialect, baseUrl, {
      fetch: (input, init) => {
        if (typeof init?.body === "string") sent.push(JSON.parse(init.body));
        return fetch(input, init);
      },
    });

    test("memorylake: false sends a plain A2A file part, without the extension", async () => {
      const file = { url: "https://example.test/a.pdf", filename: "a.pdf", mediaType: "application/pdf" };
      // The default client keeps MemoryLake's rule: a file part needs readWriteProjectId (inline
      // bytes: that a url part is a file is a guess, which only warns).
      await assert.rejects(client.sendMessage(["see the file", { raw: "aGVsbG8=", filename: "a.txt" }]), ExtensionError);
      const plain = client.withOptions({ memorylake: false });
      const t = task(await plain.sendMessage(["see the file", file]));
      assert.equal(t.status.state, TaskState.COMPLETED);
      assert.equal(t.artifacts?.[0]?.parts[1]?.url, "https://example.test/a.pdf");
      const body = sent.at(-1) as { params?: { metadata?: object }; metadata?: object };
      assert.ok(!JSON.stringify((body.params ?? body).metadata ?? {}).includes("memorylake"));
      // An extension given to it would be dropped unseen: refused, and nothing is sent.
      await assert.rejects(plain.sendMessage("hi", { memorylake: { readWriteProjectId: PROJECT } }), ConfigurationError);
    });

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
      const echoed = t.artifacts?.[0]?.parts ?? [];
      assert.equal(echoed[0]?.text, "look at this");
      assert.equal(echoed[1]?.url, "https://example.test/a.pdf");
      if (peer === "a2a-js" && dialect === "v0_3.rest") {
        // a2a-js 1.3.0 drops a v0.3 REST send's configuration.historyLength and a file's name
        // (its bugs): the whole history and no filename come back, though the client sent both.
        const body = sent.at(-1) as { configuration: { historyLength: number }; message: { content: { file?: { name: string } }[] } };
        assert.equal(body.configuration.historyLength, 1);
        assert.equal(body.message.content[1]?.file?.name, "a.pdf");
        assert.equal(t.history?.length, 2);
        assert.equal(echoed[1]?.filename, undefined);
      } else {
        assert.equal(t.history?.length, 1);
        assert.equal(echoed[1]?.filename, "a.pdf");
      }
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
      // A2A lets a subscription start with a task snapshot (both peers send one) or without.
      const snapshot = events[0]?.task;
      assert.ok(snapshot === undefined || snapshot.id === t.id, JSON.stringify(events[0]));
      for (const e of snapshot ? events.slice(1) : events) {
        assert.ok(e.statusUpdate, JSON.stringify(e));
        assert.deepEqual([e.statusUpdate.taskId, e.statusUpdate.status.state], [t.id, TaskState.WORKING]);
      }
      const canceled = await client.cancelTask(t.id);
      assert.equal(canceled.status.state, TaskState.CANCELED);
      assert.equal((await client.getTask(t.id)).status.state, TaskState.CANCELED);
      // Canceling it again: A2A allows the canceled task (a2a-js) or TaskNotCancelable (a2a-sdk).
      const again = await client.cancelTask(t.id).catch((error: unknown) => {
        if (error instanceof APIStatusError) {
          assert.deepEqual([error.statusCode, error.errorCode], [400, "TASK_NOT_CANCELABLE"]);
        } else {
          assert.ok(error instanceof TaskNotCancelableError, String(error));
        }
        return undefined;
      });
      if (again) assert.deepEqual([again.id, again.status.state], [t.id, TaskState.CANCELED]);
    });

    test("subscribing to a finished task is a typed error", async () => {
      const t = task(await client.sendMessage("done"));
      if (peer === "a2a-sdk" && dialect === "v0_3.rest") {
        // a2a-sdk answers 200 text/event-stream, then drops the connection (its quirk 6).
        await assert.rejects(collect(client.subscribeToTask(t.id)), APIConnectionError);
        return;
      }
      await assert.rejects(collect(client.subscribeToTask(t.id)), (error: unknown) =>
        error instanceof APIStatusError
          ? error.errorCode === "UNSUPPORTED_OPERATION"
          : error instanceof OperationNotSupportedError || error instanceof InternalError,
      );
    });

    test("an unknown task is a typed error", async () => {
      await assert.rejects(client.getTask("no-such-task"), (error: unknown) => {
        assert.ok(error instanceof NotFoundError, String(error));
        // JSON-RPC's error, or on REST a body that carries its code (a2a-js) ...
        if (error instanceof TaskNotFoundError) return error.code === -32001;
        // ... else on REST the status body (a2a-sdk).
        assert.ok(client.transport !== "jsonrpc" && error instanceof NotFoundStatusError, String(error));
        assert.equal(error.statusCode, 404);
        assert.equal(error.errorCode, "TASK_NOT_FOUND");
        return true;
      });
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

/**
 * stream.untilDone(): a stream folded into its task, on the four dialects, against the
 * MemoryLake-behaviour server (its answer layout, a failed task, a subscription) and the a2a-sdk
 * server (an artifact sent in three appended chunks).
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TaskState, answer, attachments, errorMessage, recommendedQuestions } from "../../generated/typescript/src/index.js";
import { A2A_SDK, DIALECTS, MEMORYLAKE, connect } from "./peers.js";

const ANSWER = "Paris is the capital of France.";

for (const dialect of DIALECTS) {
  describe(dialect, () => {
    const memorylake = connect(dialect, MEMORYLAKE);

    test("a stream read in part, then folded into its task", async () => {
      const stream = memorylake.sendStreamingMessage("hi");
      const first = await stream.next(); // read some events first: untilDone() reads the rest
      assert.equal(first.value?.task?.status.state, TaskState.SUBMITTED);
      const task = await stream.untilDone();
      assert.equal(task.status.state, TaskState.COMPLETED);
      assert.equal(answer(task), ANSWER);
      assert.deepEqual(recommendedQuestions(task), ["What is the population of Paris?"]);
      assert.deepEqual(attachments(task).map((a) => a.name), ["notes.md", "lost.pdf"]);
      assert.equal(task.history?.[0]?.parts[0]?.text, "hi"); // the task event's history
    });

    test("a failed task, and a subscription's task", async () => {
      const failed = await memorylake.sendStreamingMessage("please fail").untilDone();
      assert.equal(failed.status.state, TaskState.FAILED);
      assert.equal(errorMessage(failed), "the agent failed");
      const started = (await memorylake.sendMessage("hello again", { returnImmediately: true })).task!;
      const task = await memorylake.subscribeToTask(started.id).untilDone(); // no leading task event
      assert.deepEqual([task.id, task.contextId], [started.id, started.contextId]);
      assert.equal(answer(task), ANSWER);
    });

    test("appended chunks make one artifact", async () => {
      const stream = connect(dialect, A2A_SDK).sendStreamingMessage("chunks please");
      const events = [(await stream.next()).value, (await stream.next()).value, (await stream.next()).value];
      const task = await stream.untilDone();
      assert.equal(task.status.state, TaskState.COMPLETED);
      assert.deepEqual(task.artifacts?.map((a) => a.parts.map((p) => p.text)), [["chunk0", "chunk1", "chunk2"]]);
      assert.deepEqual(events[2]?.artifactUpdate?.artifact.parts, [{ text: "chunk0" }]); // the event is unchanged
    });
  });
}

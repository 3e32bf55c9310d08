/**
 * A stream cut before its task ends, on the behaviour server (tests/test_streams.py for Python):
 * resumed by subscribing again, it yields the same events as an uncut stream, each once, ending
 * on the final state; with `resume: false` it throws StreamInterruptedError with the task's id
 * and its last state. On every dialect; the cut is a clean close or a broken connection.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { APIConnectionError, StreamInterruptedError, TaskState, answer, chunkText, type Event } from "../../generated/typescript/src/index.js";
import { DIALECTS, MEMORYLAKE, collect, connect, kind, recorded, reset } from "./peers.js";

/** What an event says, without the ids that differ from task to task. */
function shape(events: Event[]): [string, string | undefined, string | undefined][] {
  return events.map((event) => {
    const status = event.task?.status ?? event.statusUpdate?.status;
    const text = event.statusUpdate ? chunkText(event.statusUpdate) : event.artifactUpdate ? answer(event.artifactUpdate) : undefined;
    return [kind(event), status?.state, text];
  });
}

for (const dialect of DIALECTS) {
  describe(dialect, () => {
    const client = connect(dialect, MEMORYLAKE);
    for (const cut of ["[cut]", "[reset]"]) {
      test(`a ${cut} send stream is resumed`, async () => {
        const whole = await collect(client.sendStreamingMessage("hello"));
        await reset();
        const resumed = await collect(client.sendStreamingMessage(`hello ${cut}`));
        assert.deepEqual(shape(resumed), shape(whole));
        assert.equal(resumed.at(-1)?.statusUpdate?.status.state, TaskState.COMPLETED);
        const subscribes = (await recorded()).filter((r) => /subscribe|resubscribe|SubscribeToTask/.test(r.path + JSON.stringify(r.body)));
        assert.equal(subscribes.length, 1); // one reconnect
      });

      test(`a ${cut} subscription is resumed`, async () => {
        const whole = await collect(client.sendStreamingMessage("hello"));
        const { task } = await client.sendMessage(`hello ${cut}`, { returnImmediately: true });
        const replay = await collect(client.subscribeToTask(task!.id));
        assert.deepEqual(shape(replay), shape(whole.slice(1))); // a replay leaves out the leading task event
      });

      test(`without resume a ${cut} stream throws`, async () => {
        const events: Event[] = [];
        await assert.rejects(
          (async () => {
            for await (const event of client.sendStreamingMessage(`hello ${cut}`, { resume: false })) events.push(event);
          })(),
          (error: unknown) => {
            assert.ok(error instanceof StreamInterruptedError && error instanceof APIConnectionError);
            assert.deepEqual([error.taskId, error.lastState], [events[0]?.task?.id, TaskState.WORKING]);
            assert.ok(error.message.includes(`subscribeToTask(${JSON.stringify(error.taskId)})`));
            assert.equal(error.method, "POST");
            return true;
          },
        );
      });
    }
  });
}

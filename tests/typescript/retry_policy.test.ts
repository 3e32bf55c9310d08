/**
 * The TypeScript clients' retry policy and interceptors, on every dialect, against the
 * MemoryLake-behaviour server: the backoff's bounds, the deadline, the predicate, a per-call
 * policy over the client's, a send never retried whatever the policy says; an interceptor's
 * before that changes a header and the metadata, or answers the call itself, and an after that
 * sees the error. Each figure is a count of requests or a bound of a wait the client reports
 * (HookEvent.delay), never a clock reading.
 */

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import {
  A2AError,
  APIStatusError,
  ConfigurationError,
  TaskState,
  type HookEvent,
  type InterceptedCall,
  type RetryAttempt,
  type RetryPolicy,
  type StreamResponse,
  type Task,
} from "../../generated/typescript/src/index.js";
import { JITTER } from "../../generated/typescript/src/spec.js";
import { AGENT_PATH, DIALECTS, MEMORYLAKE, collect, connect, recorded, reset } from "./peers.js";

const QUICK: RetryPolicy = { initialBackoff: 0, maxBackoff: 0 };
const is503 = (error: unknown): boolean => error instanceof APIStatusError && error.statusCode === 503;

function taskOf(result: { task?: Task }): Task {
  assert.ok(result.task, JSON.stringify(result));
  return result.task;
}

for (const dialect of DIALECTS) {
  describe(dialect, () => {
    beforeEach(() => reset([], true));

    test("the backoff stays within its bounds", async () => {
      const retries: HookEvent[] = [];
      const client = connect(dialect, MEMORYLAKE, { retry: { maxRetries: 4, initialBackoff: 1, maxBackoff: 4 }, hooks: { retry: (e) => retries.push(e) } });
      const t = taskOf(await client.sendMessage("hi"));
      await reset([[503, {}], [503, {}], [503, {}], [503, {}]]);
      assert.equal((await client.getTask(t.id)).id, t.id);
      assert.equal((await recorded()).length, 5);
      assert.equal(retries.length, 4);
      retries.forEach((event, n) => {
        const most = Math.min(2 ** n, 4); // doubled each time, up to maxBackoff
        assert.ok(event.delay! >= most * (1 - JITTER) && event.delay! <= most, `${n}: ${event.delay}`);
      });
    });

    test("no retry starts past the deadline", async () => {
      // The first wait (at least 3.75 s) would end past the 1 s deadline: no retry.
      const client = connect(dialect, MEMORYLAKE, { retry: { initialBackoff: 5000, maxBackoff: 5000, deadline: 1000 } });
      const t = taskOf(await client.sendMessage("hi"));
      await reset([[503, {}]]);
      await assert.rejects(client.getTask(t.id), is503);
      assert.equal((await recorded()).length, 1);
    });

    test("the predicate decides instead of the statuses", async () => {
      const seen: [string, number, number | undefined][] = [];
      const retryIf = (a: RetryAttempt): boolean => {
        seen.push([a.operation, a.attempt, a.status]);
        return a.status === 400;
      };
      const client = connect(dialect, MEMORYLAKE, { retry: { ...QUICK, retryIf } });
      const t = taskOf(await client.sendMessage("hi"));
      await reset([[400, {}], [503, {}]]);
      await assert.rejects(client.getTask(t.id), is503);
      assert.equal((await recorded()).length, 2);
      assert.deepEqual(seen, [["getTask", 1, 400], ["getTask", 2, 503]]);
    });

    test("a call's policy is over the client's", async () => {
      const client = connect(dialect, MEMORYLAKE, { retry: QUICK, maxRetries: 0 });
      const t = taskOf(await client.sendMessage("hi"));
      await reset([[503, {}], [503, {}]]);
      assert.equal((await client.getTask(t.id, { retry: { maxRetries: 2 } })).id, t.id);
      assert.equal((await recorded()).length, 3); // the backoff stays the client's (none)
      await reset([[503, {}]]);
      await assert.rejects(client.getTask(t.id, { retry: { maxRetries: 2, statuses: [500] } }), is503);
      assert.equal((await recorded()).length, 1);
      const patient = client.withOptions({ maxRetries: 1 }); // the shorthand, over the policy
      assert.deepEqual([patient.retry.initialBackoff, patient.maxRetries], [0, 1]);
      await reset([[503, {}]]);
      await assert.rejects(patient.getTask(t.id, { maxRetries: 0 }), is503); // per call
      assert.equal((await recorded()).length, 1);
    });

    test("a send is never retried, whatever the policy says", async () => {
      const asked: RetryAttempt[] = [];
      const client = connect(dialect, MEMORYLAKE, { retry: { ...QUICK, maxRetries: 5, statuses: [503], retryIf: (a) => asked.push(a) > 0 } });
      await reset([[503, {}]]);
      await assert.rejects(client.sendMessage("hi"), is503);
      assert.equal((await recorded()).length, 1);
      assert.deepEqual(asked, []); // not even asked
    });

    test("before changes a header and the metadata", async () => {
      const seen: [string, string][] = [];
      const sign = (call: InterceptedCall): undefined => {
        seen.push([call.operation, call.dialect]);
        call.headers["X-Signed"] = "yes";
        const request = call.request as { metadata?: Record<string, unknown> };
        if (call.operation === "sendMessage") request.metadata = { ...request.metadata, trace: "t-1" };
        return undefined;
      };
      const client = connect(dialect, MEMORYLAKE, { interceptors: [{ before: sign }] });
      await client.sendMessage("hi", { memorylake: {} });
      const [request] = await recorded();
      assert.equal(request!.headers["x-signed"], "yes");
      const params = request!.path === AGENT_PATH ? request!.body.params : request!.body;
      assert.deepEqual(params.metadata, { memorylake: {}, trace: "t-1" });
      assert.deepEqual(seen, [["sendMessage", dialect.replace(".", "-")]]);
    });

    test("before answers the call, and nothing is sent", async () => {
      const cached: Task = { id: "t-cached", contextId: "ctx", status: { state: TaskState.COMPLETED } };
      const events: StreamResponse[] = [{ task: cached }];
      const after: unknown[] = [];
      const answers: Record<string, unknown> = { getTask: cached, sendStreamingMessage: events };
      const client = connect(dialect, MEMORYLAKE, {
        interceptors: [{ before: (call) => answers[call.operation], after: (_call, outcome) => after.push(outcome) }],
      });
      assert.equal(await client.getTask("t-cached"), cached);
      assert.deepEqual(await collect(client.sendStreamingMessage("hi")), events);
      assert.deepEqual(await recorded(), []);
      assert.deepEqual(after, [{ result: cached }, {}]); // a stream ends with no result
    });

    test("after sees the error", async () => {
      const ended: [string, unknown][] = [];
      const client = connect(dialect, MEMORYLAKE, { retry: QUICK, maxRetries: 0, interceptors: [{ after: (call, outcome) => ended.push([call.operation, outcome.error]) }] });
      const error = await client.getTask("run-does-not-exist").then(
        () => assert.fail("no error"),
        (e: unknown) => e,
      );
      assert.ok(error instanceof A2AError); // v0.3 JSON-RPC says -32603, no more
      assert.deepEqual(ended, [["getTask", error]]);
    });
  });
}

test("a wrong policy is refused before sending", async () => {
  await reset([], true);
  const refused = (option: string) => (error: unknown) => error instanceof ConfigurationError && error.option === option;
  assert.throws(() => connect("v1_0.rest", MEMORYLAKE, { retry: { initialBackoff: -1 } }), refused("retry.initialBackoff"));
  assert.throws(() => connect("v1_0.rest", MEMORYLAKE, { maxRetries: 1.5 }), refused("maxRetries"));
  const client = connect("v1_0.rest", MEMORYLAKE);
  await assert.rejects(client.getTask("t-1", { retry: { deadline: -1 } }), refused("retry.deadline"));
  const later = connect("v1_0.rest", MEMORYLAKE, { interceptors: [{ before: async () => undefined }] });
  await assert.rejects(later.getTask("t-1"), refused("interceptors"));
  assert.deepEqual(await recorded(), []);
});

/**
 * The generated TypeScript clients against the MemoryLake-behaviour server: the exact bytes each
 * dialect sends, the extension's placement and local checks, the defaults that make the four
 * dialects alike, MemoryLake's errors and answer layout, keep-alives, retries and aborts.
 */

import assert from "node:assert/strict";
import { inspect } from "node:util";
import { beforeEach, describe, test } from "node:test";

import {
  APIConnectionError,
  APIStatusError,
  APITimeoutError,
  AuthenticationError,
  ConfigurationError,
  ExtensionError,
  InternalError,
  InvalidArgumentError,
  NotFoundError,
  NotFoundStatusError,
  RequestShapeError,
  Role,
  TaskNotFoundError,
  TaskState,
  answer,
  attachments,
  chunkText,
  errorMessage,
  files,
  isThought,
  recommendedQuestions,
  toolCall,
  toolResult,
  type ClientOptions,
  type MemoryLakeExtension,
  type MessageInput,
  type Part,
  type Task,
} from "../../generated/typescript/src/index.js";
import { AGENT_PATH, DIALECTS, MEMORYLAKE, collect, connect, kind, recorded, reset, type Dialect } from "./peers.js";

const ACTOR = "actor-33d6b73298fb43482a765643ff92444b";
const PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8";
const READ_ONLY = "proj-cd2e83f761eec93c75977f51667889cd";
const ANSWER = "Paris is the capital of France.";
const HISTORY_ALL = 2 ** 31 - 1;
const PATHS: Record<string, [string, string]> = { "v1_0.rest": ["/message:send", "/message:stream"], "v0_3.rest": ["/v1/message:send", "/v1/message:stream"] };
const METHODS: Record<string, [string, string]> = { "v1_0.jsonrpc": ["SendMessage", "SendStreamingMessage"], "v0_3.jsonrpc": ["message/send", "message/stream"] };

function task(result: { task?: Task }): Task {
  assert.ok(result.task, `expected a task, got ${JSON.stringify(result)}`);
  return result.task;
}

/** The one recorded send: the request, and its params (the body on REST, JSON-RPC params checked out of their envelope). */
async function sent(dialect: Dialect, streaming = false): Promise<[Record<string, string>, any]> {
  const requests = await recorded();
  assert.equal(requests.length, 1, JSON.stringify(requests));
  const [request] = requests as [(typeof requests)[0]];
  const rest = PATHS[dialect];
  if (rest) {
    assert.equal(request.path, AGENT_PATH + rest[streaming ? 1 : 0]);
    return [request.headers, request.body];
  }
  assert.equal(request.path, AGENT_PATH);
  assert.equal(request.body.jsonrpc, "2.0");
  assert.equal(typeof request.body.id, "number");
  assert.equal(request.body.method, METHODS[dialect]![streaming ? 1 : 0]);
  return [request.headers, request.body.params];
}

/** A fetch that fails its first call with Node's error for a refused connection (the request never left), or after the server answered (it may have the message). */
function flaky(when: "before" | "after"): typeof fetch {
  let failures = 1;
  return async (input, init) => {
    const fail = failures-- > 0;
    if (fail && when === "before") throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
    const response = await fetch(input, init);
    if (!fail) return response;
    await response.arrayBuffer();
    throw new TypeError("fetch failed", { cause: { code: "UND_ERR_SOCKET" } });
  };
}

for (const dialect of DIALECTS) {
  const v03 = dialect.startsWith("v0_3");
  describe(dialect, () => {
    const client = connect(dialect, MEMORYLAKE);
    beforeEach(() => reset([], true));

    test("sendMessage: the bytes on the wire", async () => {
      const extension = { actorId: ACTOR, readWriteProjectId: PROJECT, readOnlyProjectIds: [READ_ONLY] };
      const t = task(await client.sendMessage("How do I configure 2FA?", { contextId: "ctx-1", memorylake: extension, historyLength: 10 }));
      const [headers, params] = await sent(dialect);
      assert.equal(headers["authorization"], "Bearer sk_test_secret");
      assert.equal(headers["content-type"], "application/json");
      assert.ok(!(headers["accept"] ?? "").includes("text/event-stream"));
      assert.equal(headers["a2a-version"], v03 ? undefined : "1.0");
      const messageId = params.message.messageId;
      assert.match(messageId, /^[0-9a-f]{32}$/);
      const text = "How do I configure 2FA?";
      const message: Record<string, unknown> = {
        messageId,
        contextId: "ctx-1",
        role: dialect === "v0_3.jsonrpc" ? "user" : "ROLE_USER",
        [dialect === "v0_3.rest" ? "content" : "parts"]: [dialect === "v0_3.jsonrpc" ? { kind: "text", text } : { text }],
      };
      if (dialect === "v0_3.jsonrpc") message["kind"] = "message";
      assert.deepEqual(params, {
        message,
        configuration: { ...(v03 ? { blocking: true } : { returnImmediately: false }), historyLength: 10 },
        metadata: { memorylake: extension }, // top-level metadata on REST, params.metadata on JSON-RPC
      });
      assert.equal(t.status.state, TaskState.COMPLETED);
      assert.equal(answer(t), ANSWER);
      assert.equal(t.history?.length, 2);
    });

    test("defaults make the dialects alike: whole history, {} extension, the send waits", async () => {
      const t = task(await client.sendMessage("hi"));
      const [, params] = await sent(dialect);
      assert.deepEqual(params.metadata, { memorylake: {} });
      assert.deepEqual(params.configuration, {
        ...(v03 ? { blocking: true } : { returnImmediately: false }),
        ...(dialect === "v0_3.rest" ? { historyLength: HISTORY_ALL } : {}),
      });
      assert.deepEqual(t.history?.map((m) => m.role), [Role.USER, Role.AGENT]);
    });

    test("extension keys the checks do not know pass through untouched", async () => {
      const extension = { actorId: ACTOR, futureFlag: { x: [1, null] }, overrides: { newKnob: 0.5 } } as MemoryLakeExtension;
      await client.sendMessage("hi", { memorylake: extension });
      const [, params] = await sent(dialect);
      assert.deepEqual(params.metadata.memorylake, extension);
      assert.equal(params.message.metadata, undefined);
    });

    const localErrors: [string, unknown, "text" | "file", string][] = [
      ["actor ID pattern", { actorId: "actor-xyz" }, "text", "actorId"],
      ["project ID pattern", { readWriteProjectId: "project-1" }, "text", "readWriteProjectId"],
      ["file without readWriteProjectId", { actorId: ACTOR }, "file", "readWriteProjectId"],
      ["unknown capability", { overrides: { capabilitiesOverride: { web_serch: {} } } }, "text", "web_serch"],
      ["enabled false", { overrides: { capabilitiesOverride: { pii: { enabled: false } } } }, "text", "enabled"],
      ["open_datasets not a list", { overrides: { capabilitiesOverride: { web_search: { open_datasets: "research/academic" } } } }, "text", "open_datasets"],
      ["capabilitiesOverride not an object", { overrides: { capabilitiesOverride: ["web_search"] } }, "text", "capabilitiesOverride"],
      ["snake_case spelling", { actor_id: ACTOR }, "text", "actor_id"],
    ];
    for (const [name, extension, content, where] of localErrors) {
      test(`a local check sends nothing: ${name}`, async () => {
        const message: MessageInput = content === "text" ? "hi" : ["see the file", { raw: "aGVsbG8=", filename: "doc.txt" }];
        const memorylake = extension as MemoryLakeExtension;
        const isCaught = (error: unknown): boolean => error instanceof ExtensionError && error.message.includes(where);
        await assert.rejects(client.sendMessage(message, { memorylake }), isCaught);
        assert.throws(() => client.sendStreamingMessage(message, { memorylake }).next(), isCaught);
        assert.deepEqual(await recorded(), []);
      });
    }

    test("a guessed rule or format only warns, and the request is sent", async () => {
      // The page names drive:// references and inline bytes as files, and gives the proj- format
      // for readWriteProjectId only: a url part, and a read-only ID unlike it, are guesses.
      const warnings: string[] = [];
      const warned = connect(dialect, MEMORYLAKE, { warn: (message) => warnings.push(message) });
      const parts = ["see the file", { url: "drive://doc.pdf", filename: "doc.pdf" }];
      const memorylake = { actorId: ACTOR, readOnlyProjectIds: ["project-1"] };
      // The behaviour server applies the guessed rule (400): what counts here is that it was sent.
      await assert.rejects(warned.sendMessage(parts, { memorylake }), InvalidArgumentError);
      assert.equal(warnings.length, 2);
      assert.match(warnings[0]!, /readOnlyProjectIds\[0\]: "project-1" does not match .*; sent as it is\. Not confirmed/);
      assert.match(warnings[1]!, /readWriteProjectId: a message that carries files .*; sent as it is\. Not confirmed/);
      assert.equal((await recorded()).length, 1);
    });

    test("a field in another dialect's spelling is refused before sending", async () => {
      const parts = [{ kind: "text", text: "hi" } as Part];
      await assert.rejects(client.sendMessage({ role: Role.USER, parts }), (error: unknown) => {
        assert.ok(error instanceof RequestShapeError);
        assert.equal(error.path, "message.parts[0].kind");
        return true;
      });
      await assert.rejects(client.sendMessage([{ text: "a", url: "https://example.test/b" }]), RequestShapeError);
      assert.deepEqual(await recorded(), []);
    });

    test("a key named like an Object method is checked as any other key", async () => {
      // The rule tables are plain objects: "constructor" must not find Object's own there.
      const memorylake = { overrides: { capabilitiesOverride: { constructor: {} } } } as unknown as MemoryLakeExtension;
      await assert.rejects(client.sendMessage("hi", { memorylake }), (error: unknown) => {
        assert.ok(error instanceof ExtensionError);
        assert.match(error.message, /"constructor" is not a capability/);
        return true;
      });
      const parts = [{ constructor: 1 } as unknown as Part];
      await assert.rejects(client.sendMessage({ role: Role.USER, parts }), (error: unknown) => {
        assert.ok(error instanceof RequestShapeError);
        assert.equal(error.path, "message.parts[0]"); // carries none of text, raw, url, data
        return true;
      });
      assert.deepEqual(await recorded(), []);
    });

    test("a file with its project is sent", async () => {
      const parts = ["see the file", { url: "drive://doc.pdf", filename: "doc.pdf", mediaType: "application/pdf" }];
      const t = task(await client.sendMessage(parts, { memorylake: { readWriteProjectId: PROJECT } }));
      assert.equal(t.status.state, TaskState.COMPLETED);
    });

    test("a stream with MemoryLake's answer layout", async () => {
      const events = await collect(client.sendStreamingMessage("What is the capital of France?", { contextId: "ctx-s" }));
      const [headers, params] = await sent(dialect, true);
      assert.equal(headers["accept"], "text/event-stream");
      assert.equal(params.message.contextId, "ctx-s");
      assert.deepEqual(params.configuration, dialect === "v0_3.rest" ? { historyLength: HISTORY_ALL } : undefined);
      assert.deepEqual(events.map(kind), ["task", ...Array(8).fill("statusUpdate"), "artifactUpdate", "statusUpdate"]);
      const chunks = events.slice(1, 9).map((e) => e.statusUpdate!);
      assert.deepEqual(chunks.map(chunkText), [undefined, "Let me think.", "Let me look that up.", undefined, undefined, undefined, "Paris is", " the capital of France."]);
      assert.deepEqual(chunks.map(isThought), [false, true, false, false, false, false, false, false]);
      assert.deepEqual(toolCall(chunks[3]!), { id: "call_1", name: "web_search", args: { query: "capital of France" } });
      assert.equal(toolResult(chunks[3]!), undefined);
      assert.equal(toolCall(chunks[4]!), undefined);
      assert.equal(toolResult(chunks[4]!)?.id, "call_1");
      assert.deepEqual(files(chunks[5]!).map((f) => f.url), ["https://files.test/chart.png"]);
      assert.deepEqual(files(chunks[6]!), []);
      const result = events.at(-2)!.artifactUpdate!;
      assert.equal(answer(result), ANSWER);
      assert.deepEqual(recommendedQuestions(result), ["What is the population of Paris?"]);
      assert.deepEqual(attachments(result).map((a) => [a.name, a.committed, a.error]), [["notes.md", undefined, undefined], ["lost.pdf", false, "disk full"]]);
      assert.equal(attachments(result)[0]?.presign_url, "https://files.test/notes.md");
      assert.equal(events.at(-1)!.statusUpdate!.status.state, TaskState.COMPLETED);
    });

    test("returnImmediately, then subscribeToTask and getTask", async () => {
      const t = task(await client.sendMessage("slow question", { returnImmediately: true }));
      assert.equal(t.status.state, TaskState.SUBMITTED);
      assert.equal(answer(t), undefined);
      const [, params] = await sent(dialect);
      assert.deepEqual(params.configuration, v03 ? { blocking: false, ...(dialect === "v0_3.rest" ? { historyLength: HISTORY_ALL } : {}) } : { returnImmediately: true });
      const events = await collect(client.subscribeToTask(t.id));
      assert.equal(kind(events[0]!), "statusUpdate"); // replayed without the leading task event
      assert.equal(answer(events.at(-2)!.artifactUpdate!), ANSWER);
      const got = await client.getTask(t.id);
      assert.deepEqual([got.id, got.contextId, got.status.state], [t.id, t.contextId, TaskState.COMPLETED]);
      assert.equal(got.history, undefined); // GET returns the status only
    });

    test("one message at a time per conversation", async () => {
      const first = task(await client.sendMessage("slow one", { contextId: `ctx-busy-ts-${dialect}`, returnImmediately: true }));
      await assert.rejects(client.sendMessage("next", { contextId: first.contextId! }), (error: unknown) => {
        assert.ok(error instanceof InvalidArgumentError);
        assert.deepEqual([error.statusCode, error.errorCode], [400, "INVALID_ARGUMENT"]);
        assert.match(error.message, /still being processed/);
        assert.equal((error.body as { success: boolean }).success, false);
        return true;
      });
      assert.equal((await client.cancelTask(first.id)).status.state, TaskState.CANCELED);
      assert.equal(task(await client.sendMessage("now", { contextId: first.contextId! })).status.state, TaskState.COMPLETED);
    });

    test("a failed task is a task", async () => {
      const t = task(await client.sendMessage("hi", { memorylake: { overrides: { model: "no-such-model" } } }));
      assert.equal(t.status.state, TaskState.FAILED);
      assert.equal(errorMessage(t), "LLM model config not found: no-such-model");
      assert.equal(answer(t), undefined);
    });

    test("errors are typed: a missing task is a NotFoundError on REST and v1.0 JSON-RPC", async () => {
      await assert.rejects(client.getTask("run-unknown"), (error: unknown) => {
        if (dialect === "v0_3.jsonrpc") {
          assert.ok(error instanceof InternalError && !(error instanceof NotFoundError)); // -32603 says nothing more
        } else if (client.transport === "rest") {
          assert.ok(error instanceof NotFoundError && error instanceof NotFoundStatusError);
          assert.deepEqual([error.statusCode, error.errorCode], [404, "NOT_FOUND"]);
        } else {
          assert.ok(error instanceof NotFoundError && error instanceof TaskNotFoundError);
          assert.equal(error.code, -32001);
        }
        return true;
      });
      // An error answered instead of a stream is thrown, never parsed as events.
      await assert.rejects(collect(client.subscribeToTask("run-unknown")), (error: unknown) =>
        [TaskNotFoundError, InternalError, NotFoundError].some((cls) => error instanceof cls),
      );
    });

    test("a 404 names its URL", async () => {
      // A base URL that is not the endpoint's (a path the server has no route for): the URL itself is what is wrong.
      const wrong = connect(dialect, `${MEMORYLAKE}/api/v2`);
      const url = wrong.baseUrl + (PATHS[dialect]?.[0] ?? ""); // JSON-RPC: the base URL
      await assert.rejects(wrong.sendMessage("hi"), (error: unknown) => {
        assert.ok(error instanceof NotFoundStatusError && error.url === url);
        assert.ok(error.message.endsWith(` (POST ${url})`), error.message);
        return true;
      });
      if (client.transport === "rest") {
        const path = `${v03 ? "/v1" : ""}/tasks/run-unknown`;
        await assert.rejects(client.getTask("run-unknown"), { message: `404 NOT_FOUND: task not found (GET ${client.baseUrl}${path})` });
      }
    });

    test("a task ID that is not a non-empty string is refused, and nothing is sent", async () => {
      for (const bad of [undefined, null, 123, ""]) {
        const isCaught = (error: unknown): boolean =>
          error instanceof ConfigurationError && error.option === "taskId" && error.message.startsWith("taskId: must be a non-empty string, not ");
        await assert.rejects(client.getTask(bad as string), isCaught);
        await assert.rejects(client.cancelTask(bad as string), isCaught);
        assert.throws(() => client.subscribeToTask(bad as string), isCaught);
      }
      assert.deepEqual(await recorded(), []);
    });

    test("a base URL without its scheme, or an empty ID, is refused before sending", async () => {
      const bare = MEMORYLAKE.replace(/^http:\/\//, ""); // it would be a host on port 80
      const cases: [Partial<ClientOptions>, string][] = [
        [{ baseUrl: bare }, "baseUrl"],
        [{ workspaceId: "" }, "workspaceId"],
        [{ agentId: "" }, "agentId"],
      ];
      for (const [options, option] of cases) {
        assert.throws(() => connect(dialect, MEMORYLAKE, options), (error: unknown) => error instanceof ConfigurationError && error.option === option);
      }
      assert.deepEqual(await recorded(), []);
    });

    test("a wrong key is an AuthenticationError, and never shown", async () => {
      const secret = "sk_live_do_not_leak";
      const wrong = connect(dialect, MEMORYLAKE, { apiKey: secret });
      for (const call of [() => wrong.sendMessage("hi"), () => collect(wrong.sendStreamingMessage("hi"))]) {
        await assert.rejects(call(), (error: unknown) => {
          assert.ok(error instanceof AuthenticationError && error.statusCode === 401);
          assert.ok(!inspect(error).includes(secret));
          return true;
        });
      }
      assert.ok(!inspect(wrong, { showHidden: true, depth: 5 }).includes(secret));
      assert.ok(!JSON.stringify(wrong).includes(secret));
    });

    test("keep-alives satisfy the stream timeout; silence does not", async () => {
      // The agent works for 1 s; keep-alive comments come every 0.1 s, unless it is "silent".
      const patient = connect(dialect, MEMORYLAKE, { streamTimeout: 500 });
      const events = await collect(patient.sendStreamingMessage("slow one"));
      assert.equal(events.at(-1)?.statusUpdate?.status.state, TaskState.COMPLETED);
      await assert.rejects(collect(patient.sendStreamingMessage("silent one")), APITimeoutError);
    });

    test("idempotent calls retry, honouring Retry-After", async () => {
      const t = task(await client.sendMessage("hi"));
      await reset([[503, { "Retry-After": "0" }], [429, { "Retry-After": "0" }]]);
      assert.equal((await client.getTask(t.id)).id, t.id);
      assert.equal((await recorded()).length, 3);
      await reset([[503, { "Retry-After": "0" }], [503, { "Retry-After": "0" }], [503, { "Retry-After": "0" }]]);
      await assert.rejects(client.getTask(t.id), (error: unknown) => error instanceof APIStatusError && error.statusCode === 503);
      assert.equal((await recorded()).length, 3);
    });

    test("a message is never sent twice", async () => {
      await reset([[503, { "Retry-After": "0" }]]);
      await assert.rejects(client.sendMessage("hi"), (error: unknown) => error instanceof APIStatusError && error.statusCode === 503);
      assert.equal((await recorded()).length, 1);
    });

    test("a send is retried only when it never left", async () => {
      const retried = connect(dialect, MEMORYLAKE, { fetch: flaky("before") });
      assert.equal(task(await retried.sendMessage("hi")).status.state, TaskState.COMPLETED);
      assert.equal((await recorded()).length, 1);
      await reset();
      const once = connect(dialect, MEMORYLAKE, { fetch: flaky("after") });
      await assert.rejects(once.sendMessage("hi"), (error: unknown) => error instanceof APIConnectionError && /UND_ERR_SOCKET/.test(error.message));
      assert.equal((await recorded()).length, 1);
    });

    test("default headers are sent", async () => {
      await connect(dialect, MEMORYLAKE, { defaultHeaders: { "X-Trace": "t-1" } }).getAgentCard();
      const [request] = await recorded();
      assert.equal(request?.headers["x-trace"], "t-1");
      assert.equal(request?.path, AGENT_PATH + "/.well-known/agent-card.json");
    });

    test("leaving a stream early closes its response; an AbortSignal stops it", async () => {
      let canceled = false;
      const spy: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        const source = response.body!.getReader();
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { value, done } = await source.read();
            if (done) controller.close();
            else controller.enqueue(value);
          },
          cancel(reason) {
            canceled = true;
            return source.cancel(reason);
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      };
      const watched = connect(dialect, MEMORYLAKE, { fetch: spy });
      for await (const _event of watched.sendStreamingMessage("slow one")) break;
      assert.ok(canceled);
      const controller = new AbortController();
      const reason = new Error("stop here");
      const events: unknown[] = [];
      await assert.rejects(
        (async () => {
          for await (const event of client.sendStreamingMessage("slow one", { signal: controller.signal })) {
            events.push(event);
            controller.abort(reason);
          }
        })(),
        (error: unknown) => error === reason,
      );
      assert.equal(events.length, 1);
    });
  });
}

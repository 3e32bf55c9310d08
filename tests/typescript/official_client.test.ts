/**
 * The official @a2a-js/sdk client (its ClientFactory) against the test kit's fake, through the
 * fake's fetch: the fake's own agent card is complete enough for the client to pick a transport
 * from it, and the client finds, sends, streams, gets and subscribes on JSON-RPC as against any
 * A2A agent. (On REST MemoryLake's documented behaviour differs from A2A's: see the package
 * README's section "Other A2A agents".)
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import { Role, TaskState, type Message, type SendMessageRequest, type Task } from "@a2a-js/sdk";
import { ClientFactory, DefaultAgentCardResolver, JsonRpcTransportFactory, RestTransportFactory } from "@a2a-js/sdk/client";
import { TaskNotFoundError } from "@a2a-js/sdk/errors";

import { FakeAgent } from "../../generated/typescript/src/testing.js";
import { AGENT_PATH } from "./peers.js";

function message(text: string): SendMessageRequest {
  const parts = [{ content: { $case: "text" as const, value: text }, filename: "", mediaType: "", metadata: undefined }];
  const sent: Message = { messageId: `m-${text}`, contextId: "", taskId: "", role: Role.ROLE_USER, parts, metadata: undefined, extensions: [], referenceTaskIds: [] };
  return { tenant: "", message: sent, configuration: undefined, metadata: undefined };
}

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const event of events) out.push(event);
  return out;
}

test("the official client finds the fake and talks to it", async () => {
  const fake = new FakeAgent();
  const url = "https://fake.test" + AGENT_PATH;
  // Card discovery: the factory reads the fake's card and picks its JSON-RPC interface.
  const factory = new ClientFactory({
    transports: [new JsonRpcTransportFactory({ fetchImpl: fake.fetch })],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl: fake.fetch }),
  });
  const client = await factory.createFromUrl(url + "/"); // a2a-js resolves the card path against it
  assert.equal(fake.requests[0]?.path, "/.well-known/agent-card.json");

  fake.reply({ text: "Paris is the capital of France." });
  const sent = (await client.sendMessage(message("What is the capital of France?"))) as Task;
  assert.equal(sent.status?.state, TaskState.TASK_STATE_COMPLETED);
  const part = sent.artifacts[0]?.parts[0]?.content;
  assert.deepEqual(part, { $case: "text", value: "Paris is the capital of France." });
  assert.equal(fake.requests.at(-1)?.dialect, "v1_0-jsonrpc"); // the card's JSON-RPC v1.0

  fake.reply({ text: "Paris.", chunks: ["Par", "is."] });
  const streamed = await collect(client.sendMessageStream(message("Stream it")));
  assert.equal(streamed[0]?.payload?.$case, "task");
  const chunks = streamed.flatMap((e) =>
    e.payload?.$case === "statusUpdate" && e.payload.value.status?.message?.parts[0]?.content?.$case === "text"
      ? [e.payload.value.status.message.parts[0].content.value]
      : [],
  );
  assert.deepEqual(chunks, ["Par", "is."]);
  const last = streamed.at(-1)?.payload;
  assert.equal(last?.$case === "statusUpdate" && last.value.status?.state, TaskState.TASK_STATE_COMPLETED);

  const got = await client.getTask({ tenant: "", id: sent.id, historyLength: undefined });
  assert.equal(got.id, sent.id);
  assert.equal(got.status?.state, TaskState.TASK_STATE_COMPLETED);

  const first = streamed[0]?.payload;
  assert.ok(first?.$case === "task");
  const replay = await collect(client.resubscribeTask({ tenant: "", id: first.value.id }));
  assert.deepEqual(replay.map((e) => e.payload?.$case), streamed.slice(1).map((e) => e.payload?.$case));

  await assert.rejects(client.getTask({ tenant: "", id: "no-such-task", historyLength: undefined }), TaskNotFoundError);
});

test("on REST, the differences the README lists", async () => {
  // MemoryLake subscribes by GET where A2A v1.0's clients POST, and answers errors with its own
  // body, not A2A's google.rpc.Status: the official client's REST subscribe finds no route.
  const fake = new FakeAgent();
  const factory = new ClientFactory({
    transports: [new RestTransportFactory({ fetchImpl: fake.fetch })],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl: fake.fetch }),
  });
  const client = await factory.createFromUrl("https://fake.test" + AGENT_PATH + "/");
  const streamed = await collect(client.sendMessageStream(message("Stream it"))); // a send works
  assert.equal(fake.requests.at(-1)?.dialect, "v1_0-rest");
  const first = streamed[0]?.payload;
  assert.ok(first?.$case === "task");
  await assert.rejects(collect(client.resubscribeTask({ tenant: "", id: first.value.id })));
  assert.equal(fake.requests.at(-1)?.method, "POST");
  assert.equal(fake.requests.at(-1)?.operation, undefined); // no such route
  // A task not found, in MemoryLake's body: not read as A2A's TaskNotFound.
  await assert.rejects(client.getTask({ tenant: "", id: "no-such-task", historyLength: undefined }), (error) => !(error instanceof TaskNotFoundError));
  assert.equal(fake.requests.at(-1)?.operation, "get_task");
});

/**
 * The official @a2a-js/sdk server (express) as a test peer: the echo agent of a2a_sdk_echo.py.
 *
 * Serves, on one base path (argv[2], e.g. MemoryLake's agent path), what a2a-js serves with its
 * v0.3 compatibility on (`legacyCompat`):
 *   v1.0 and v0.3 JSON-RPC   POST {base}   (the A2A-Version header picks; none is 0.3)
 *   v1.0 REST                {base}/message:send ..., v0.3 REST {base}/v1/message:send ...
 *   agent card               GET {base}/.well-known/agent-card.json (a v0.3 card without the
 *                            header: v0.3 fields with the v1.0 supportedInterfaces)
 *
 * Run:  node tests/servers/a2a_js_echo.mjs BASE_PATH   (listens on a free loopback port and
 *       prints its root URL, http://127.0.0.1:PORT, on the first line of stdout; the tests start
 *       it so, tests/conftest.py)
 *
 * Echo behaviour (keyword anywhere in the first text part), as a2a_sdk_echo.py's.
 */

import { randomUUID } from "node:crypto";
import express from "express";

import { A2A_PROTOCOL_VERSION, AGENT_CARD_PATH, Role, TaskState } from "@a2a-js/sdk";
import { duplicateInterfacesForLegacy } from "@a2a-js/sdk/compat/v0_3";
import { AgentEvent, DefaultRequestHandler, InMemoryTaskStore } from "@a2a-js/sdk/server";
import {
  agentCardHandler,
  jsonRpcHandler,
  restHandler,
  UserBuilder,
} from "@a2a-js/sdk/server/express";

const text = (value) => ({ content: { $case: "text", value }, filename: "", mediaType: "" });

class EchoExecutor {
  canceled = new Set();
  contexts = new Map();

  async execute(context, bus) {
    const message = context.userMessage;
    const first = message.parts.find((p) => p.content?.$case === "text")?.content.value ?? "";
    const { taskId, contextId } = context;
    const agentMessage = (parts) => ({
      messageId: randomUUID(),
      role: Role.ROLE_AGENT,
      parts,
      taskId,
      contextId,
      extensions: [],
      referenceTaskIds: [],
    });
    const status = (state, parts) =>
      bus.publish(
        AgentEvent.statusUpdate({
          taskId,
          contextId,
          status: { state, message: parts && agentMessage(parts), timestamp: new Date().toISOString() },
        }),
      );
    const artifact = (parts, { artifactId = randomUUID(), append = false, lastChunk = true } = {}) =>
      bus.publish(
        AgentEvent.artifactUpdate({
          taskId,
          contextId,
          artifact: { artifactId, name: "echo", parts, extensions: [] },
          append,
          lastChunk,
        }),
      );

    if (first.includes("reply-message")) {
      bus.publish(AgentEvent.message({ ...agentMessage(message.parts), messageId: `reply-${message.messageId}`, taskId: "" }));
      bus.finished();
      return;
    }
    this.contexts.set(taskId, contextId);
    // Every execution starts with a task event (a2a-js requires it, follow-ups included).
    bus.publish(
      AgentEvent.task(
        context.task ?? {
          id: taskId,
          contextId,
          status: { state: TaskState.TASK_STATE_SUBMITTED, timestamp: new Date().toISOString() },
          artifacts: [],
          history: [message],
        },
      ),
    );
    status(TaskState.TASK_STATE_WORKING, [text("working")]);
    if (first.includes("wait")) {
      for (let i = 0; i < 300 && !this.canceled.has(taskId); i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (!this.canceled.has(taskId)) status(TaskState.TASK_STATE_WORKING);
      }
      if (!this.canceled.has(taskId)) status(TaskState.TASK_STATE_COMPLETED);
    } else if (first.includes("need-input")) {
      status(TaskState.TASK_STATE_INPUT_REQUIRED, [text("need more input")]);
    } else if (first.includes("fail")) {
      status(TaskState.TASK_STATE_FAILED, [text("failed on purpose")]);
    } else {
      if (first.includes("chunks")) {
        for (let i = 0; i < 3; i++) {
          artifact([text(`chunk${i}`)], { artifactId: "echo-chunks", append: i > 0, lastChunk: i === 2 });
        }
      } else {
        artifact(message.parts);
      }
      status(TaskState.TASK_STATE_COMPLETED);
    }
    bus.finished();
  }

  async cancelTask(taskId, bus) {
    this.canceled.add(taskId);
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId: this.contexts.get(taskId) ?? "",
        status: { state: TaskState.TASK_STATE_CANCELED, timestamp: new Date().toISOString() },
      }),
    );
    bus.finished();
  }
}

const base = (process.argv[2] ?? "").replace(/\/$/, "");
const app = express();
const server = app.listen(0, "127.0.0.1", () => {
  const root = `http://127.0.0.1:${server.address().port}`;
  const url = root + base;
  const card = {
    name: "Echo Agent",
    description: "Echoes every part it receives back as an artifact.",
    version: "1.0.0",
    capabilities: { streaming: true, pushNotifications: false, extensions: [] },
    defaultInputModes: ["text/plain", "application/json"],
    defaultOutputModes: ["text/plain", "application/json"],
    skills: [{ id: "echo", name: "Echo", description: "Echo parts", tags: ["echo"] }],
    supportedInterfaces: duplicateInterfacesForLegacy(
      ["JSONRPC", "HTTP+JSON"].map((protocolBinding) => ({
        url,
        protocolBinding,
        tenant: "",
        protocolVersion: A2A_PROTOCOL_VERSION,
      })),
      ["JSONRPC", "HTTP+JSON"],
    ),
    securitySchemes: {},
    securityRequirements: [],
    signatures: [],
  };
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), new EchoExecutor());
  const options = { requestHandler: handler, userBuilder: UserBuilder.noAuthentication, legacyCompat: { enabled: true } };
  const jsonrpc = jsonRpcHandler(options);
  const rest = restHandler(options);
  app.use(`${base}/${AGENT_CARD_PATH}`, agentCardHandler({ agentCardProvider: handler, legacyCompat: { enabled: true } }));
  // JSON-RPC and REST share MemoryLake's one base path: the base itself is JSON-RPC's, the rest
  // REST's (each router's middleware would otherwise see the other's requests).
  app.use(base || "/", (req, res, next) => (req.path === "/" ? jsonrpc : rest)(req, res, next));
  console.log(root);
});

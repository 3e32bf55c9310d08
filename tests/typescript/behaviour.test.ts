/**
 * The behaviour vectors (spec/conformance/behaviour.yaml), as tests/test_behaviour.py runs them
 * in Python: local checks and wrong-dialect spellings on every dialect, answers that fit no shape,
 * the answer helpers and the stream fold. tests/test_typescript.py hands the file over as JSON.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";

import * as sdk from "../../generated/typescript/src/index.js";
import { V1_0Client, checkExtension, v0_3_jsonrpc, v0_3_rest, v1_0_jsonrpc, v1_0_rest } from "../../generated/typescript/src/index.js";

type Json = any;
const BEHAVIOUR: Json = JSON.parse(readFileSync(process.env["BEHAVIOUR"] ?? "", "utf8"));
const WIRES: Record<string, Json> = { "v1_0-rest": v1_0_rest, "v1_0-jsonrpc": v1_0_jsonrpc, "v0_3-rest": v0_3_rest, "v0_3-jsonrpc": v0_3_jsonrpc };
const DIALECTS = Object.keys(WIRES);
const REQUEST_MODELS: Record<string, string> = {
  send_message: "SendMessageRequest",
  send_streaming_message: "SendMessageRequest",
  get_task: "GetTaskRequest",
  cancel_task: "CancelTaskRequest",
  subscribe_to_task: "SubscribeToTaskRequest",
};
/** The answer helpers by the vectors' (Python's) names. */
const HELPERS: Record<string, (x: Json) => unknown> = {
  answer: sdk.answer,
  attachments: sdk.attachments,
  recommended_questions: sdk.recommendedQuestions,
  error_message: sdk.errorMessage,
  text: sdk.chunkText,
  is_thought: sdk.isThought,
  tool_call: sdk.toolCall,
  tool_result: sdk.toolResult,
  files: sdk.files,
};

const pascal = (name: string): string => name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
/** JSON as the vectors write it: no undefined (null instead). */
const plain = (value: unknown): Json => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

function refused(thrown: unknown, expected: Json): void {
  assert.ok(thrown instanceof Error, String(thrown));
  assert.equal(thrown.constructor.name, expected.error, thrown.message);
  if ("path" in expected) assert.equal((thrown as Json).path, expected.path, thrown.message);
  assert.ok(thrown.message.includes(expected.message ?? ""), thrown.message);
}

/** The warnings given: one with each piece, in order. */
function checkWarnings(warnings: string[], pieces: string[]): void {
  assert.equal(warnings.length, pieces.length, JSON.stringify(warnings));
  pieces.forEach((piece, i) => assert.ok(warnings[i]!.includes(piece), warnings[i]));
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  return assert.fail("nothing was thrown");
}

describe("identifiers", () => {
  const options: Record<string, string> = { workspace_id: "workspaceId", agent_id: "agentId" };
  const valid = (field: string): string => BEHAVIOUR.identifiers.find((c: Json) => c.field === field && c.verdict === "valid").value;
  for (const { field, value, verdict } of BEHAVIOUR.identifiers) {
    test(`${field} ${JSON.stringify(value)}: ${verdict}`, () => {
      const warned: string[] = [];
      const check = (): void => {
        if (field in options) {
          const ids = { workspaceId: valid("workspace_id"), agentId: valid("agent_id"), [options[field]!]: value };
          new V1_0Client({ ...ids, apiKey: "k", warn: (message) => warned.push(message) });
        } else {
          warned.push(...checkExtension({ [field]: value }));
        }
      };
      if (verdict === "refused") assert.throws(check, sdk.ExtensionError);
      else check();
      checkWarnings(warned, verdict === "unconfirmed" ? [""] : []);
    });
  }
});

describe("requests", () => {
  for (const v of BEHAVIOUR.requests) {
    for (const dialect of v.dialects ?? DIALECTS) {
      test(`${dialect}: ${v.name}`, () => {
        const operation = v.operation ?? "send_message";
        const wire = WIRES[dialect]!;
        const build = (): Json => wire.wire[`build${pascal(operation)}`](structuredClone(v.request), 1);
        if ("refused" in v) return refused(thrownBy(build), v.refused);
        const request = build();
        checkWarnings(request.warnings ?? [], v.warns ?? []);
        const body = request.body;
        const decode = wire.DECODE[REQUEST_MODELS[operation]!] ?? ((x: Json) => x);
        assert.deepEqual(decode(body.jsonrpc ? body.params : body), v.sent);
      });
    }
  }
});

describe("responses", () => {
  for (const v of BEHAVIOUR.responses) {
    test(`${v.dialect}: ${v.name}`, () => {
      const parse = (): Json => WIRES[v.dialect]!.wire[`parse${pascal(v.operation)}`](structuredClone(v.body));
      if ("refused" in v) return refused(thrownBy(parse), v.refused);
      const event = parse();
      const keys = Object.keys(event);
      // a member-keyed union ({task: ...}) holds the model
      const union = keys.length === 1 && ["task", "message", "statusUpdate", "artifactUpdate"].includes(keys[0]!);
      assert.deepEqual(union ? event[keys[0]!] : event, v.parsed);
    });
  }
});

describe("answers", () => {
  for (const v of BEHAVIOUR.answers) {
    test(v.name, () => {
      for (const [helper, expected] of Object.entries(v.expect)) {
        assert.deepEqual(plain(HELPERS[helper]!(structuredClone(v.value))), expected, helper);
      }
    });
  }
});

describe("folds (untilDone)", () => {
  // A v1.0 REST stream: its wire events are the canonical ones (each dialect's parse is the
  // response vectors').
  const client = (events: Json[]): V1_0Client => {
    const body = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("");
    const fetch = async (): Promise<Response> => new Response(body, { headers: { "content-type": "text/event-stream" } });
    return new V1_0Client({ workspaceId: BEHAVIOUR.identifiers[0].value, agentId: BEHAVIOUR.identifiers[5].value, apiKey: "k", baseUrl: "http://agent.test", fetch });
  };
  for (const v of BEHAVIOUR.folds) {
    test(v.name, async () => {
      const stream = client(v.events).sendStreamingMessage("hi");
      if ("refused" in v) {
        let thrown: unknown;
        await stream.untilDone().catch((error: unknown) => (thrown = error));
        return refused(thrown, v.refused);
      }
      const events: Json[] = [];
      for await (const event of stream) events.push(event);
      const task = await stream.untilDone();
      assert.deepEqual(plain(task), v.task);
      assert.deepEqual(plain(events), v.events); // the events are not changed by the fold
    });
  }
});

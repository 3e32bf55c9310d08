/**
 * The pure parts of the TypeScript client, on the same data as the Python tests: the conformance
 * vectors from MemoryLake's page (spec/conformance/*.yaml) through every dialect's wire module,
 * the SSE decoder on the cases of tests/test_sse.py fed whole, byte by byte and split at every
 * position, and the error mapping. tests/test_typescript.py hands the data over as JSON files.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";

import {
  APIStatusError,
  V0_3Client,
  V1_0Client,
  InternalError,
  JSONRPCError,
  NotFoundError,
  NotFoundStatusError,
  PermissionDeniedError,
  TaskNotFoundError,
  errorFromJsonrpc,
  errorFromStatus,
  eventError,
  v0_3_jsonrpc,
  v0_3_rest,
  v1_0_jsonrpc,
  v1_0_rest,
} from "../../generated/typescript/src/index.js";
import { Dialect, type DialectTable } from "../../generated/typescript/src/codec.js";
import * as packaged from "../../generated/typescript/src/errors.js";
import { retryAfter } from "../../generated/typescript/src/http.js";
import { dump, jsonrpcReader } from "../../generated/typescript/src/wire.js";
// The decoder as source: the generated packages carry it as it is (tests/test_runtime.py).
import { UnexpectedResponseError } from "../../generator/runtime/typescript/errors.js";
import { SSEDecoder, type ServerSentEvent } from "../../generator/runtime/typescript/sse.js";

type Json = any;
const data = (name: string): Json => JSON.parse(readFileSync(process.env[name] ?? "", "utf8"));
/** What every wire module exports, loosely typed: the vectors name operations by string. */
interface WireModule {
  wire: any;
  ENCODE: Record<string, (value: Json) => Json>;
  DECODE: Record<string, (value: Json) => Json>;
}
const DIALECTS: Record<string, WireModule> = {
  "v1_0-rest": v1_0_rest,
  "v1_0-jsonrpc": v1_0_jsonrpc,
  "v0_3-rest": v0_3_rest,
  "v0_3-jsonrpc": v0_3_jsonrpc,
};
const MODELS: Record<string, string> = { task: "Task", message: "Message", statusUpdate: "StatusUpdate", artifactUpdate: "ArtifactUpdate" };

function pascal(operation: string): string {
  return operation.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

describe("conformance vectors", () => {
  const { requests, responses } = data("CONFORMANCE");
  for (const v of requests.vectors) {
    test(`request: ${v.name}`, () => {
      const mod = DIALECTS[v.dialect]!;
      const build = (mod.wire as any)[`build${pascal(v.operation)}`];
      const wire = build(structuredClone(v.canonical), v.request_id ?? 1);
      assert.equal(wire.method, v.wire.method);
      assert.equal(wire.path, v.wire.path);
      assert.deepEqual(wire.headers, v.wire.headers);
      assert.deepEqual(wire.query ?? {}, Object.fromEntries(Object.entries(v.wire.params ?? {}).map(([k, x]) => [k, String(x)])));
      assert.deepEqual(wire.body ?? null, v.wire.body ?? null); // no body: null in the vectors
      const params = v.wire.body?.jsonrpc ? v.wire.body.params : v.wire.body;
      if (params != null && v.operation.startsWith("send")) {
        const decode = mod.DECODE["SendMessageRequest"] ?? ((x: Json) => x);
        assert.deepEqual(decode(params), v.canonical);
      }
    });
  }
  for (const v of responses.vectors) {
    test(`response: ${v.name}`, () => {
      const mod = DIALECTS[v.dialect]!;
      const event = (mod.wire as any)[`parse${pascal(v.operation)}`](structuredClone(v.wire));
      const keys = Object.keys(event);
      const union = keys.length === 1 && keys[0]! in MODELS;
      assert.equal(union ? MODELS[keys[0]!] : v.model, v.model);
      assert.deepEqual(union ? event[keys[0]!] : event, v.canonical);
      if ("last" in v) assert.equal(mod.wire.endsStream(event), v.last);
      let inner = v.wire.jsonrpc ? v.wire.result : v.wire;
      const innerKeys = Object.keys(inner);
      if (innerKeys.length === 1 && innerKeys[0]! in MODELS) inner = inner[innerKeys[0]!];
      assert.deepEqual((mod.ENCODE[v.model] ?? ((x: Json) => x))(v.canonical), inner);
    });
  }
  // A card is served at one route for every dialect: each client reads the same interfaces from it.
  for (const v of responses.cards) {
    for (const [Client, transport] of [[V1_0Client, "rest"], [V1_0Client, "jsonrpc"], [V0_3Client, "rest"], [V0_3Client, "jsonrpc"]] as const) {
      test(`card: ${v.name} (${Client.name} ${transport})`, async () => {
        const warned: string[] = [];
        const fetch = async (): Promise<Response> => Response.json(v.card);
        const ids = { workspaceId: "ws-8001856949ad4f6a5b6226f415ffa877", agentId: "agent-f8bf71ab17ed8eccad8c0e8ae708273f" };
        const client = new Client({ ...ids, apiKey: "k", transport, fetch, warn: (message) => warned.push(message) });
        const card = await client.getAgentCard();
        assert.equal(card.name, v.card.name);
        assert.deepEqual(card.supportedInterfaces, v.interfaces);
        assert.deepEqual(warned, v.warns ? ["the agent card names no interface: it has no supportedInterfaces, nor url (v0_3)"] : []);
      });
    }
  }
  for (const v of responses.errors) {
    test(`error: ${v.name}`, () => {
      let error: any;
      if ("status" in v) {
        error = errorFromStatus(v.status, structuredClone(v.body));
      } else {
        const parse = (DIALECTS[v.dialect]!.wire as any)[`parse${pascal(v.operation)}`];
        try {
          parse(structuredClone(v.body));
        } catch (thrown) {
          error = thrown;
        }
      }
      assert.equal(error.constructor.name, v.error);
      if ("code" in v) {
        assert.ok(error instanceof JSONRPCError);
        assert.equal(error.code, v.code);
      } else {
        assert.ok(error instanceof APIStatusError);
        assert.deepEqual([error.statusCode, error.errorCode ?? null], [v.status, v.error_code]);
      }
      if ("message" in v) assert.equal(error.message, v.message);
    });
  }
});

/** The events, with null for a missing id or retry (as the cases' JSON has them). */
function decode(chunks: Uint8Array[]): Json[] {
  const decoder = new SSEDecoder();
  const events: ServerSentEvent[] = [...chunks.flatMap((chunk) => decoder.feed(chunk)), ...decoder.close()];
  return events.map((e) => ({ ...e, id: e.id ?? null, retry: e.retry ?? null }));
}

describe("the codec interpreter (codec.ts), on a table of its own", () => {
  // Every shape of step, a tag, a nested variant and both kinds of binding, on made-up models
  // (they have no checks of their own): what the spec's dialects do not all exercise.
  const TABLE: DialectTable = {
    name: "test-dialect",
    defaults: {},
    discriminator: "kind",
    tags: { Box: "box", Note: "note" },
    enums: { Color: { encode: { RED: "red" }, decode: { RED: "RED", red: "RED" } } },
    types: {
      Box: {
        tag: "box",
        steps: [
          ["color", "colour", "enum", "Color"],
          ["open", "shut", "negate", ""],
          ["label", "name", "rename", ""],
          ["lid", "lid", "object", "Lid"],
          ["items", "contents", "list", "Item"],
        ],
      },
      Lid: { tag: null, steps: [["color", "color", "enum", "Color"]] },
      Note: { tag: "note", steps: [] },
    },
    variants: {
      Item: [
        { member: "text", tag: "text", fields: { text: ["text"] }, objects: [] },
        { member: "url", tag: "file", fields: { url: ["file", "uri"], name: ["file", "name"] }, objects: [] },
        { member: "data", tag: "data", fields: { data: ["data"] }, objects: ["data"] },
      ],
    },
    unions: { Answer: { box: "Box", note: "Note" } },
    bindings: {
      put_box: {
        http: "PUT",
        path: "/boxes/{id}",
        path_fields: ["id"],
        query: ["size"],
        body: true,
        method: null,
        headers: { "X-A": "1" },
        request: "Box",
        result: "Answer",
        union: true,
        extension: false,
      },
      get_box: {
        http: "POST",
        path: "",
        path_fields: [],
        query: [],
        body: true,
        method: "box/get",
        headers: {},
        request: "Box",
        result: "Box",
        union: false,
        extension: true,
      },
    },
    unsupported: ["drop_box"],
    stream_end: ["done", true],
  };
  const checked: unknown[] = [];
  const d = new Dialect(TABLE, (request) => (checked.push(request), []));
  const canonical = {
    label: "b",
    color: "RED",
    open: true,
    lid: { color: "RED" },
    items: [{ text: "hi" }, { url: "https://x.test/a", name: "a" }, { data: { v: 1 } }],
    id: "b/1",
    size: 3,
  };
  const wire = {
    kind: "box",
    id: "b/1",
    size: 3,
    lid: { color: "red" },
    colour: "red",
    shut: false,
    name: "b",
    contents: [{ kind: "text", text: "hi" }, { kind: "file", file: { uri: "https://x.test/a", name: "a" } }, { kind: "data", data: { v: 1 } }],
  };

  test("each step's shape, the tag and the variants, both ways; a renamed field moves to the end", () => {
    const encoded = d.encode["Box"]!(structuredClone(canonical));
    assert.deepEqual(encoded, wire);
    assert.deepEqual(Object.keys(encoded).slice(-4), ["colour", "shut", "name", "contents"]);
    assert.deepEqual(d.decode["Box"]!(structuredClone(wire)), canonical);
  });

  test("what the tables do not name is kept as it is", () => {
    const odd = { kind: "box", colour: "constructor", contents: [{ kind: "new", x: 1 }], extra: [1] };
    assert.deepEqual(d.decode["Box"]!(structuredClone(odd)), { color: "constructor", items: [{ kind: "new", x: 1 }], extra: [1] });
    assert.deepEqual(d.decode["Box"]!({ colour: 7 }), { color: 7 });
  });

  test("a variant's object-only field refuses anything else, naming the dialect", () => {
    assert.throws(() => d.encode["Item"]!({ data: [1] }), (e: unknown) => e instanceof packaged.RequestShapeError && /test-dialect carries a data part's "data" only as a JSON object, not a list/.test(e.message));
  });

  test("a REST binding fills its path and query, and sends the rest", () => {
    const request = d.builder("put_box")(canonical, 1);
    assert.deepEqual(
      [request.method, request.path, request.headers, request.query],
      ["PUT", "/boxes/b%2F1", { "X-A": "1" }, { size: "3" }],
    );
    assert.deepEqual(request.body, (({ id: _, size: __, ...rest }) => rest)(wire));
    assert.deepEqual(checked, []); // no extension on this operation
    assert.deepEqual(d.parser("put_box")(structuredClone({ ...wire, kind: "note", x: 1 })), { note: { x: 1, id: "b/1", size: 3, lid: { color: "red" }, colour: "red", shut: false, name: "b", contents: wire.contents } });
    assert.throws(() => d.parser("put_box")({ kind: "crate" }), (e: unknown) => e instanceof packaged.UnexpectedResponseError && e.message.includes('unknown Answer kind "crate"'));
  });

  test("a JSON-RPC binding wraps its params, checks the extension, and unwraps the answer", () => {
    const request = d.builder("get_box")({ label: "b" }, "r-1");
    assert.deepEqual(request.body, { jsonrpc: "2.0", id: "r-1", method: "box/get", params: { kind: "box", name: "b" } });
    assert.deepEqual(checked, [{ label: "b" }]); // checked before it is encoded
    assert.deepEqual(d.parser("get_box")({ jsonrpc: "2.0", id: "r-1", result: { kind: "box", shut: true } }), { open: false });
  });

  test("an unsupported operation is refused by name, and nothing is built", () => {
    for (const call of [() => d.builder("drop_box")({}, 1), () => d.bareBuilder("drop_box")(1), () => d.parser("drop_box")({})]) {
      assert.throws(call, (e: unknown) => e instanceof packaged.UnsupportedOperationError && e.message.includes("dropBox") && e.message.includes("test-dialect"));
    }
  });

  test("a stream ends on its end field's value", () => {
    assert.equal(d.endsStream({ box: { done: true } }), true);
    assert.equal(d.endsStream({ box: { done: "true" } }), false);
    assert.equal(new Dialect({ ...TABLE, stream_end: null }).endsStream({ box: { done: true } }), false);
  });
});

describe("SSE decoder", () => {
  for (const c of data("SSE_CASES")) {
    test(c.name, () => {
      const body = Buffer.from(c.body, "base64");
      const bytes = new Uint8Array(body);
      const feeds = [[bytes], Array.from(bytes, (_, i) => bytes.subarray(i, i + 1))];
      for (let i = 1; i < bytes.length; i++) feeds.push([bytes.subarray(0, i), bytes.subarray(i)]);
      for (const feed of feeds) assert.deepEqual(decode(feed), c.events);
    });
  }

  test("a chunk that is one whole event decodes as the whole body (as test_sse.py)", () => {
    const chunks = [": hello\n\n", "data: first\n\n", "data:no space\r\n\r\n", "data:  two spaces\n\n", "id: 9\nretry: 20\n\n",
      "data: after id\r\n\r\n", "event: error\n", "data: typed\n\n", "data: a\rb\n\n", "data: cr\r", "\ndata: x\n\n",
      "data: \r\n\n", ": ping\r\n\r\n", "data: last\n\n"].map((c) => new TextEncoder().encode(c));
    const split = new SSEDecoder();
    const whole = new SSEDecoder();
    const events = chunks.flatMap((chunk) => split.feed(chunk));
    assert.deepEqual(events, whole.feed(new Uint8Array(Buffer.concat(chunks))));
    assert.equal(split.lines, whole.lines);
    assert.deepEqual(events.find((e) => e.data === "typed"), { data: "typed", event: "error", id: "9", retry: 20 });
  });

  test("random bodies, cut at random, decode as WHATWG's line-by-line reading does", () => {
    // The reference: the whole text cut into lines, each read in turn (the spec's own algorithm).
    const reference = (text: string): [ServerSentEvent[], number] => {
      const events: ServerSentEvent[] = [];
      const lines = text.split(/\r\n|\r|\n/);
      lines.pop(); // unfinished
      let [data, event, id, retry] = [[] as string[], "", undefined as string | undefined, undefined as number | undefined];
      for (const line of lines) {
        if (!line) {
          if (data.length) events.push({ data: data.join("\n"), event: event || "message", id, retry });
          [data, event] = [[], ""];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (name === "data") data.push(value);
        else if (name === "event") event = value;
        else if (name === "id") id = value;
        else if (name === "retry" && /^[0-9]+$/.test(value)) retry = Number(value);
      }
      return [events, lines.length];
    };
    const pieces = ["data: x", "data:y", "data:  z", "data", ": ping", "event: e", "id: 3", "retry: 5", "", "data: {\"a\": 1}"];
    const ends = ["\r\n", "\n", "\r"];
    let seed = 7;
    const random = (n: number): number => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0), Math.floor((seed / 2 ** 32) * n));
    for (let round = 0; round < 3000; round++) {
      const mostly = ends[random(3)]!; // a stream keeps to one line end, but not always
      let text = "";
      for (let i = random(12); i >= 0; i--) text += pieces[random(pieces.length)]! + (random(8) ? mostly : ends[random(3)]!);
      const bytes = new TextEncoder().encode(text);
      const cuts = [0, ...Array.from({ length: random(4) }, () => random(bytes.length + 1)).sort((a, b) => a - b), bytes.length];
      const decoder = new SSEDecoder();
      const events = cuts.slice(1).flatMap((cut, i) => decoder.feed(bytes.subarray(cuts[i], cut)));
      const [expected, lines] = reference(text);
      assert.deepEqual(events, expected, JSON.stringify([text, cuts]));
      assert.equal(decoder.lines, lines, JSON.stringify([text, cuts]));
    }
  });

  test("an event or a line longer than the bound throws (as test_sse.py)", () => {
    const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
    const decoder = new SSEDecoder(8);
    decoder.feed(bytes(": start\n\n"));
    assert.equal(decoder.feed(bytes("data: 12345678\r\n\r\n")).length, 1);
    assert.throws(() => decoder.feed(bytes("data: 123456789\r\n\r\n")), UnexpectedResponseError);
    assert.throws(() => new SSEDecoder(8).feed(bytes("data: 12345\ndata: 1234\n\n")), UnexpectedResponseError);
    const unfinished = new SSEDecoder(8);
    unfinished.feed(bytes("data: 12"));
    assert.throws(() => unfinished.feed(bytes("3456789")), UnexpectedResponseError);
  });

  test("invalid UTF-8 is replaced, not thrown", () => {
    assert.deepEqual(decode([new Uint8Array([0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0xff, 0x0a, 0x0a])]).map((e) => e.data), ["\ufffd"]);
  });
});

describe("errors", () => {
  // Which class and codes an error answer gets is responses.yaml's error vectors (above); here,
  // the meanings the classes share across transports, and error frames inside a stream.
  test("the meanings the classes share, and error frames inside a stream", () => {
    const status = errorFromStatus(404, { error: { code: 404, message: "Task not found", details: [{ reason: "TASK_NOT_FOUND" }] } });
    assert.ok(status instanceof NotFoundError); // the meaning every transport shares
    assert.ok(errorFromStatus(403, "") instanceof PermissionDeniedError);
    const missing = errorFromJsonrpc({ code: -32001, message: "no task" });
    assert.ok(missing instanceof TaskNotFoundError && missing instanceof NotFoundError && missing instanceof JSONRPCError);
    assert.ok(!(errorFromJsonrpc({ code: -32603, message: "v0.3 says nothing more" }) instanceof NotFoundError));
    assert.ok(!(errorFromStatus(404, "") instanceof JSONRPCError));
    assert.deepEqual(errorFromJsonrpc({ code: -1, message: "odd", data: { x: 1 } }).data, { x: 1 });
    assert.ok(eventError({ jsonrpc: "2.0", id: 1, error: { code: -32603, message: "boom" } }) instanceof InternalError);
    const frame = eventError({ error: { code: 404, message: "gone", details: [] } });
    assert.ok(frame instanceof NotFoundStatusError);
  });

  test("Retry-After: seconds or an HTTP date, up to 60 s", () => {
    assert.equal(retryAfter("2"), 2000);
    assert.equal(retryAfter("0.5"), 500);
    assert.equal(retryAfter("120"), undefined);
    assert.equal(retryAfter("soon"), undefined);
    assert.equal(retryAfter(null), undefined);
    const inTenSeconds = retryAfter(new Date(Date.now() + 10_000).toUTCString())!;
    assert.ok(inTenSeconds > 8_000 && inTenSeconds <= 10_000, String(inTenSeconds));
  });
});

describe("a request's JSON copy (dump) is what JSON.parse(JSON.stringify()) makes", () => {
  class Point {
    constructor(readonly x = 1) {}
  }
  const deep = (n: number): Json => (n === 0 ? { end: true } : { inner: deep(n - 1), list: [n] });
  const protoKey = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}');
  const cases: [string, Json][] = [
    ["undefined fields and functions left out", { a: undefined, b: () => 1, c: Symbol("s"), d: 1 }],
    ["undefined, functions and symbols in a list become null", { list: [undefined, () => 1, Symbol("s"), 2, , 3] }],
    ["NaN, Infinity and -0", { nan: NaN, inf: -Infinity, zero: -0, n: 1.5 }],
    ["a Date, a class and toJSON", { when: new Date(0), point: new Point(), custom: { toJSON: () => "mine" } }],
    ["a toJSON that reads its key", { when: { toJSON: (key: string) => `at ${key}` }, list: [{ toJSON: (key: string) => key }] }],
    ["a toJSON that gives undefined", { gone: { toJSON: () => undefined }, list: [{ toJSON: () => undefined }], kept: 1 }],
    ["a list with toJSON, a function with toJSON", { list: Object.assign([1, 2], { toJSON: () => "whole" }), fn: Object.assign(() => 1, { toJSON: () => "fn" }) }],
    ["an object without a prototype", { bare: Object.assign(Object.create(null), { x: 1 }) }],
    ["a \"__proto__\" key", { protoKey }],
    ["40 levels deep", deep(40)],
    ["strings, booleans, null and nested lists", { s: "é€🙂", t: true, n: null, l: [[1, [2, { k: "v" }]], []] }],
  ];
  for (const [name, value] of cases) {
    test(name, () => {
      const copy = dump({ metadata: value }, "GetTaskRequest");
      assert.deepEqual(copy, JSON.parse(JSON.stringify({ metadata: value })));
      assert.equal(JSON.stringify(copy), JSON.stringify({ metadata: value }));
      assert.equal(Object.getPrototypeOf(copy), Object.prototype);
    });
  }
  test("a circular value throws JSON's own TypeError", () => {
    const loop: Json = { a: 1 };
    loop.self = loop;
    assert.throws(() => dump({ metadata: loop }, "GetTaskRequest"), TypeError);
  });
  test("a BigInt throws JSON's own TypeError", () => {
    assert.throws(() => dump({ metadata: { n: 1n } }, "GetTaskRequest"), TypeError);
  });
});

describe("a JSON-RPC answer's text reads as JSON.parse reads it (jsonrpcReader's shortcut)", () => {
  const task = '{"task":{"id":"t-1","contextId":"c","status":{"state":"TASK_STATE_WORKING"},"metadata":{"result":"}"}}}';
  const common: [number | string, string][] = [
    [1, `{"jsonrpc":"2.0","id":1,"result":${task}}`],
    [12, `{"jsonrpc": "2.0", "id": 12, "result": ${task}}`],
    ["s-1", `{"jsonrpc":"2.0","id":"s-1","result":${task}}`],
  ];
  const texts = [
    ...common.map(([, text]) => text),
    `{"jsonrpc":"2.0","id":-12,"result":"text"}`,
    `{"jsonrpc":"2.0","id":0,"result":null}`,
    `{"jsonrpc":"2.0","id":1,"result":"}"}`,
    `{"jsonrpc":"2.0","id":1,"result":"}`,
    `{"jsonrpc":"2.0","id":1,"result":${task},"error":{"code":-32603,"message":"both"}}`,
    `{"jsonrpc":"2.0","id":1,"result":${task} }`,
    `{"jsonrpc":"2.0","id":1,"result":{"a":1},"result":{"a":2}}`,
    `{"jsonrpc":"2.0","id":1,"result":{"a":1},"id":2}`,
    `{"jsonrpc":"2.0","id":01,"result":${task}}`,
    `{"jsonrpc":"2.0","id":-0,"result":${task}}`,
    `{"jsonrpc":"2.0","id":1.0,"result":${task}}`,
    `{"jsonrpc":"2.0","id":12345678901234567890,"result":1}`,
    `{"jsonrpc":  "2.0","id":1,"result":${task}}`,
    `{"jsonrpc": "2.0","id":1,"result":${task}}`,
    `{"jsonrpc":"2.0","id":1,"result":{"a":1} ,"x":2}`,
    `{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"Task not found"}}`,
    `{"id":1,"jsonrpc":"2.0","result":${task}}`,
    `{"jsonrpc":"2.0","id":1,"result":${task}}\n`,
    `{"jsonrpc":"2.0","id":1,"result":{"a":}`,
    `{"jsonrpc":"2.0","id":1,"result":`,
    "not JSON",
  ];
  test("the envelope of the request's id, with or without spaces, is not parsed: only its result is", () => {
    const reads = [...common.map(([id, text]) => [jsonrpcReader(id), text] as const), [jsonrpcReader(2), common[0]![1]] as const];
    const parse = JSON.parse;
    const parsed: string[] = [];
    JSON.parse = ((text: string) => (parsed.push(text), parse(text))) as typeof JSON.parse;
    try {
      for (const [read, text] of reads) read(text); // the last: another request's answer
    } finally {
      JSON.parse = parse;
    }
    assert.deepEqual(parsed, [task, task, task, common[0]![1]]);
  });
  for (const text of texts) {
    test(text.length > 60 ? `${text.slice(0, 40)}...${text.slice(-20)}` : text, () => {
      let expected: Json;
      try {
        expected = JSON.parse(text);
      } catch {
        for (const id of [1, "s-1"]) assert.throws(() => jsonrpcReader(id)(text), SyntaxError);
        return;
      }
      // Read as the answer of the id it holds, and of other requests (-0 is written 0).
      for (const id of [typeof expected.id === "string" || Number.isSafeInteger(expected.id) ? expected.id : 1, 99, -0]) {
        const read = jsonrpcReader(id)(text);
        assert.deepEqual(read, expected);
        assert.deepEqual(Object.keys(read as object), Object.keys(expected));
      }
    });
  }
});

/**
 * The fault matrix of tests/test_faults.py (its rows, handed over as JSON) on the TypeScript
 * client: every fault of the fault-injecting server x the 4 dialects. Each row names the error
 * class the caller gets (the same names as in Python) or the events; and for every row nothing
 * hangs, the server writes to no connection afterwards, every error is an A2AError or a
 * configuration error, and the key is nowhere in what the error shows.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import { describe, test } from "node:test";

import * as sdk from "../../generated/typescript/src/index.js";
import { type ClientOptions } from "../../generated/typescript/src/index.js";
import { DIALECTS, connect } from "./peers.js";

interface Row {
  op: "get_task" | "stream" | "construct";
  options?: Record<string, number | string>;
  resume?: boolean;
  error?: string;
  events?: number;
  last_state?: string;
  result?: string;
}

const { rows, key, watchdog, quick } = JSON.parse(readFileSync(process.env["FAULT_ROWS"]!, "utf8")) as {
  rows: Record<string, Row>;
  key: string;
  watchdog: number;
  quick: Record<string, number>;
};
const ROOT = process.env["FAULTS_ROOT"]!;
const REFUSED = process.env["REFUSED_ROOT"]!;
const API_PREFIX = process.env["API_PREFIX"]!;

/** Python's option names, in seconds, as the TypeScript client's, in milliseconds. */
function options(row: Row): Partial<ClientOptions> & { resume?: boolean } {
  const names: Record<string, string> = {
    timeout: "timeout",
    stream_timeout: "streamTimeout",
    stream_deadline: "streamDeadline",
    max_retries: "maxRetries",
    api_key: "apiKey",
  };
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ ...quick, apiKey: key, ...row.options })) {
    const ts = names[name] ?? name;
    out[ts] = typeof value === "number" && name !== "max_retries" ? value * 1000 : value;
  }
  return out as Partial<ClientOptions>;
}

/** What an error shows: message, inspection (causes included) and stack. */
function texts(error: unknown): string {
  return [String(error), inspect(error, { depth: 10, showHidden: true }), (error as Error | undefined)?.stack ?? ""].join("\n");
}

async function active(): Promise<number> {
  return ((await (await fetch(`${ROOT}/_active`)).json()) as { active: number }).active;
}

function hang(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`hung for ${ms} ms`)), ms).unref());
}

for (const [fault, row] of Object.entries(rows)) {
  describe(fault, () => {
    for (const dialect of DIALECTS) {
      test(dialect, async () => {
        const base = (fault === "refused" ? REFUSED : `${ROOT}/${fault}`) + API_PREFIX;
        const settings = options(row);
        if (row.op === "construct") {
          assert.throws(
            () => connect(dialect, base, settings),
            (error: unknown) => {
              assert.equal((error as Error).name, row.error);
              assert.ok(error instanceof sdk.ConfigurationError);
              assert.ok(!texts(error).includes(String(settings.apiKey).trim()));
              return true;
            },
          );
          return;
        }
        const client = connect(dialect, base, settings);
        const events: unknown[] = [];
        let result: sdk.Task | undefined;
        let error: unknown;
        const run = async (): Promise<void> => {
          if (row.op === "get_task") result = await client.getTask("task-1");
          else for await (const event of client.sendStreamingMessage("hi", { resume: row.resume ?? true })) events.push(event);
        };
        try {
          await Promise.race([run(), hang(watchdog * 1000)]);
        } catch (caught) {
          error = caught;
        }
        assert.ok(!(error instanceof Error && error.message.startsWith("hung for")), `${fault} hung`);
        if (row.error !== undefined) {
          assert.ok(error !== undefined, `no error; ${events.length} events`);
          assert.equal((error as Error).name, row.error, texts(error));
          assert.ok(error instanceof sdk.A2AError);
          assert.ok(!texts(error).includes(key), texts(error));
          if (fault !== "refused") assert.ok(error.url?.includes(API_PREFIX) && error.method, texts(error));
          else assert.ok(String(error).includes("127.0.0.1"), texts(error)); // names the host
        } else {
          assert.equal(error, undefined, texts(error));
        }
        if (row.events !== undefined) assert.equal(events.length, row.events);
        if (row.last_state !== undefined) {
          assert.ok(error instanceof sdk.StreamInterruptedError);
          assert.deepEqual([error.taskId, error.lastState], ["task-cut-1", row.last_state]);
        }
        if (row.result !== undefined) assert.equal(result?.status.state, row.result);
        if (fault === "retry_after_10000") {
          assert.ok(error instanceof sdk.APIStatusError);
          assert.equal(error.headers["retry-after"], "10000"); // above the cap: the client's own backoff
        }
        if (fault !== "refused") {
          const deadline = Date.now() + 5000;
          while ((await active()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
          assert.equal(await active(), 0, "the server still writes to a connection");
        }
      });
    }
  });
}

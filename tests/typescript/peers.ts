/**
 * The servers the Node tests talk to, started by tests/test_typescript.py on loopback and passed
 * in the environment, and a client factory over the four dialects.
 */

import { V0_3Client, V1_0Client, type ClientOptions } from "../../generated/typescript/src/index.js";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`$${name} is not set: run these tests through tests/test_typescript.py`);
  return value;
}

/** The base URLs (the clients' baseUrl) of the a2a-sdk server, of the @a2a-js/sdk server and of
 * the MemoryLake-behaviour server. */
export const A2A_SDK = required("A2A_SDK_BASE_URL");
export const A2A_JS = required("A2A_JS_BASE_URL");
export const MEMORYLAKE = required("MEMORYLAKE_BASE_URL");
export const WORKSPACE_ID = required("WORKSPACE_ID");
export const AGENT_ID = required("AGENT_ID");
/** The agent's path below the server's root. */
export const AGENT_PATH = required("AGENT_PATH");
export const API_KEY = "sk_test_secret";

export const DIALECTS = ["v1_0.rest", "v1_0.jsonrpc", "v0_3.rest", "v0_3.jsonrpc"] as const;
export type Dialect = (typeof DIALECTS)[number];
export type Client = V1_0Client | V0_3Client;

export function connect(dialect: Dialect, baseUrl: string, options: Partial<ClientOptions> = {}): Client {
  const [version, transport] = dialect.split(".") as ["v1_0" | "v0_3", "rest" | "jsonrpc"];
  const settings = { workspaceId: WORKSPACE_ID, agentId: AGENT_ID, apiKey: API_KEY, baseUrl, transport, ...options };
  return version === "v1_0" ? new V1_0Client(settings) : new V0_3Client(settings);
}

/** All the events of a stream, or the first n. */
export async function collect<E>(stream: AsyncIterable<E>, n = Infinity): Promise<E[]> {
  const events: E[] = [];
  for await (const event of stream) {
    events.push(event);
    if (events.length >= n) break;
  }
  return events;
}

/** The kind of a stream event: its one member's key. */
export function kind(event: object): string {
  return Object.keys(event)[0]!;
}

/** A request the behaviour server recorded. */
export interface Recorded {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: any;
}

const CONTROL = new URL("/_control", MEMORYLAKE).href;

/** Empty the behaviour server's record, and queue faults ([status, headers]) for the next requests;
 * `afresh` (at the start of a test) also makes it forget every conversation. */
export async function reset(faults: [number, Record<string, string>][] = [], afresh = false): Promise<void> {
  const response = await fetch(CONTROL, { method: "POST", body: JSON.stringify({ faults, afresh }) });
  if (!response.ok) throw new Error(`reset: HTTP ${response.status}`);
}

/** What the behaviour server received since the last reset. */
export async function recorded(): Promise<Recorded[]> {
  return (await (await fetch(CONTROL)).json()) as Recorded[];
}

// What fake.ts needs from the spec: the names and types of the generated module fake-spec.ts
// (templates/typescript/fake-spec.ts.jinja), so that the runtime type-checks as source.

import type { FakeDialect } from "./fake.js";

/** operation -> [request model, [union key, model] pairs, streaming, idempotent, extension, task field]. */
export declare const OPERATIONS: Record<string, readonly [string | null, readonly (readonly [string | null, string])[], boolean, boolean, boolean, string | null]>;
export declare const RESUME_OPERATION: string | null;
export declare const DIALECTS: Record<string, FakeDialect>;
export declare const HTTP_ERRORS: Record<string, readonly [number, string | null]>;
export declare const NOT_FOUND: readonly [number, string | null, number | null];
export declare const CARD: Record<string, unknown>;
export declare const CARD_FIELD: string;
export declare const CARD_INTERFACES: { url: string; protocolBinding: string; protocolVersion: string }[];
export declare const STATES: Record<string, string>;
export declare const ROLES: Record<string, string>;
export declare const ARTIFACT_NAME: string;
export declare const DATA_KIND_KEY: string;
export declare const DATA_KINDS: Record<string, string>;
export declare const FAILED_STATE: string;
export declare const FAILED_TEXT: readonly (string | number)[];

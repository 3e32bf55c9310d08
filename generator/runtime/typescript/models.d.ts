// What the runtime needs from the generated module models.ts (the spec's canonical types), so
// that the runtime type-checks as source.
export type TaskState = string;

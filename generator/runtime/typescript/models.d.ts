// What the runtime needs from the generated module models.ts (the spec's canonical types), so
// that the runtime type-checks as source. A stream folds its events into the Task (fold.ts).
export type TaskState = string;

export interface Artifact {
  artifactId: string;
  parts: unknown[];
}

export interface Task {
  id: string;
  contextId?: string;
  status: { state: TaskState };
  artifacts?: Artifact[];
}

// A task's stream folded into the task, as an A2A client keeps it: `stream.untilDone()`.
//
// The task event is the start (a subscription has none: the first update names the task). A
// status update replaces the status; an artifact update adds its artifact, or replaces the one of
// the same ID, or, with `append`, adds its parts to that one (`lastChunk` only says no more will
// come). Each update's metadata is merged into the task's. The history is the task event's: the
// messages the status updates carry along the way (text chunks, tool calls) are the stream's
// events, so folding keeps only what the final task needs. Nothing a caller was given is changed.

import { UnexpectedResponseError } from "./errors.js";
import type { Artifact, Task } from "./models.js";

interface Update {
  taskId: string;
  contextId?: string;
  status?: Task["status"];
  artifact?: Artifact;
  append?: boolean;
  metadata?: { [key: string]: unknown };
}

/** A task's metadata: a spec's Task may have no such field, which the fold then never sets. */
type Metadata = { metadata?: { [key: string]: unknown } };

interface FoldEvent {
  task?: Task;
  message?: unknown;
  statusUpdate?: Update;
  artifactUpdate?: Update;
}

/** The events of one task's stream, folded as they are yielded. */
export class TaskFold {
  #task: Task | undefined;
  #ids: { id: string; contextId?: string } | undefined; // when no task event came
  #message = false; // the agent answered with a message: no task
  #status: Task["status"] | undefined;
  #artifacts: Artifact[] | undefined;
  #at = new Map<string, number>(); // an artifact's place in #artifacts, by its ID
  #parts = new Map<number, Artifact["parts"]>(); // the parts of an artifact chunks were appended to
  #metadata: { [key: string]: unknown } | undefined;

  add(event: unknown): void {
    const e = event as FoldEvent;
    if (e.task !== undefined) {
      this.#task = e.task;
      this.#status = e.task.status;
      this.#artifacts = e.task.artifacts && [...e.task.artifacts];
      this.#at = new Map();
      this.#parts = new Map();
      this.#artifacts?.forEach((a, i) => this.#at.has(a.artifactId) || this.#at.set(a.artifactId, i));
      const metadata = (e.task as Metadata).metadata;
      this.#metadata = metadata && { ...metadata };
      return;
    }
    const update = e.statusUpdate ?? e.artifactUpdate;
    if (update === undefined) {
      if (e.message !== undefined && this.#task === undefined && this.#ids === undefined) this.#message = true;
      return;
    }
    if (this.#task === undefined) this.#ids ??= update.contextId === undefined ? { id: update.taskId } : { id: update.taskId, contextId: update.contextId };
    if (update.status !== undefined) this.#status = update.status;
    if (update.artifact !== undefined) this.#addArtifact(update.artifact, update.append === true);
    if (update.metadata) this.#metadata = { ...this.#metadata, ...update.metadata };
  }

  // Appended parts gather in an array of the fold's own, joined to their artifact once, in
  // result(): a long answer's chunks cost one push each, not a copy of the parts.
  #addArtifact(artifact: Artifact, append: boolean): void {
    const artifacts = (this.#artifacts ??= []);
    const at = this.#at.get(artifact.artifactId);
    if (at === undefined) {
      this.#at.set(artifact.artifactId, artifacts.length); // a chunk of an artifact not seen yet starts it
      artifacts.push(artifact);
    } else if (append) {
      let parts = this.#parts.get(at);
      if (parts === undefined) this.#parts.set(at, (parts = [...artifacts[at]!.parts]));
      for (const part of artifact.parts) parts.push(part);
    } else {
      artifacts[at] = artifact;
      this.#parts.delete(at);
    }
  }

  /** The task as the events left it. */
  result(): Task {
    if (this.#message) throw new UnexpectedResponseError("the agent answered with a message, not a task: iterate the stream to get it", undefined);
    if (this.#status === undefined) throw new UnexpectedResponseError("the stream ended before any event of a task came", undefined);
    const task: Task = { ...(this.#task ?? this.#ids), status: this.#status } as Task;
    if (this.#artifacts !== undefined) {
      const parts = this.#parts;
      task.artifacts = parts.size === 0 ? this.#artifacts : this.#artifacts.map((a, i) => (parts.has(i) ? { ...a, parts: [...parts.get(i)!] } : a));
    }
    if (this.#metadata !== undefined) (task as Metadata).metadata = this.#metadata;
    return task;
  }
}

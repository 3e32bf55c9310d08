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
  #metadata: { [key: string]: unknown } | undefined;

  add(event: unknown): void {
    const e = event as FoldEvent;
    if (e.task !== undefined) {
      this.#task = e.task;
      this.#status = e.task.status;
      this.#artifacts = e.task.artifacts && [...e.task.artifacts];
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

  #addArtifact(artifact: Artifact, append: boolean): void {
    const artifacts = (this.#artifacts ??= []);
    const at = artifacts.findIndex((a) => a.artifactId === artifact.artifactId);
    if (at < 0) artifacts.push(artifact); // a chunk of an artifact not seen yet starts it
    else if (append) artifacts[at] = { ...artifacts[at]!, parts: [...artifacts[at]!.parts, ...artifact.parts] };
    else artifacts[at] = artifact;
  }

  /** The task as the events left it. */
  result(): Task {
    if (this.#message) throw new UnexpectedResponseError("the agent answered with a message, not a task: iterate the stream to get it", undefined);
    if (this.#status === undefined) throw new UnexpectedResponseError("the stream ended before any event of a task came", undefined);
    const task: Task = { ...(this.#task ?? this.#ids), status: this.#status } as Task;
    if (this.#artifacts !== undefined) task.artifacts = this.#artifacts;
    if (this.#metadata !== undefined) (task as Metadata).metadata = this.#metadata;
    return task;
  }
}

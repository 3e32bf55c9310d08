package memorylakea2a

// A task's stream folded into the task, as an A2A client keeps it: Stream.UntilDone.
//
// The task event is the start (a subscription has none: the first update names the task). A
// status update replaces the status; an artifact update adds its artifact, or replaces the one
// of the same ID, or, with append, adds its parts to that one (lastChunk only says no more will
// come). Each update's metadata is merged into the task's. The history is the task event's: the
// messages the status updates carry along the way (text chunks, tool calls) are the stream's
// events, so folding keeps only what the final task needs. Events are canonical JSON, which the
// stream parsed for the fold alone: the caller's events are typed copies.

// taskFold is the events of one task's stream, folded as they are given.
type taskFold struct {
	task      map[string]any // the task event (nil: none came)
	ids       map[string]any // the task's id and contextId, when no task event came
	message   bool           // the agent answered with a message: no task
	status    any
	artifacts []any
	at        map[string]int // an artifact's place in artifacts, by its ID
	parts     map[int][]any  // the parts of an artifact chunks were appended to
	metadata  map[string]any
}

func (f *taskFold) add(event map[string]any) {
	if task, ok := event["task"].(map[string]any); ok {
		f.task, f.status = task, task["status"]
		f.artifacts, f.at, f.parts = nil, map[string]int{}, map[int][]any{}
		if artifacts, ok := task["artifacts"].([]any); ok {
			f.artifacts = append([]any{}, artifacts...)
			for i, a := range artifacts {
				if id, ok := artifactID(a); ok {
					if _, seen := f.at[id]; !seen {
						f.at[id] = i
					}
				}
			}
		}
		f.metadata = nil
		if metadata, ok := task["metadata"].(map[string]any); ok {
			f.metadata = merged(nil, metadata)
		}
		return
	}
	update, ok := event["statusUpdate"].(map[string]any)
	if !ok {
		update, ok = event["artifactUpdate"].(map[string]any)
	}
	if !ok {
		if _, message := event["message"]; message && f.task == nil && f.ids == nil {
			f.message = true
		}
		return
	}
	if f.task == nil && f.ids == nil {
		f.ids = map[string]any{"id": update["taskId"]}
		if context, ok := update["contextId"]; ok {
			f.ids["contextId"] = context
		}
	}
	if status, ok := update["status"]; ok && status != nil {
		f.status = status
	}
	if artifact, ok := update["artifact"].(map[string]any); ok {
		f.addArtifact(artifact, update["append"] == true)
	}
	if metadata, ok := update["metadata"].(map[string]any); ok && len(metadata) > 0 {
		f.metadata = merged(f.metadata, metadata)
	}
}

// addArtifact adds an artifact, or a chunk of one. Appended parts gather in a list of the
// fold's own, joined to their artifact once, in result: a chunk costs one append, not a copy.
func (f *taskFold) addArtifact(artifact map[string]any, appended bool) {
	if f.at == nil {
		f.at, f.parts = map[string]int{}, map[int][]any{}
	}
	id, _ := artifactID(artifact)
	at, seen := f.at[id]
	switch {
	case !seen: // a chunk of an artifact not seen yet starts it
		f.at[id] = len(f.artifacts)
		f.artifacts = append(f.artifacts, artifact)
	case appended:
		parts, ok := f.parts[at]
		if !ok {
			earlier, _ := f.artifacts[at].(map[string]any)
			before, _ := earlier["parts"].([]any)
			parts = append([]any{}, before...)
		}
		more, _ := artifact["parts"].([]any)
		f.parts[at] = append(parts, more...)
	default:
		f.artifacts[at] = artifact
		delete(f.parts, at)
	}
}

// result is the task as the events left it.
func (f *taskFold) result() (*Task, error) {
	if f.message {
		return nil, &UnexpectedResponseError{Message: "the agent answered with a message, not a task: read the stream's events to get it"}
	}
	if f.status == nil {
		return nil, &UnexpectedResponseError{Message: "the stream ended before any event of a task came"}
	}
	task := merged(nil, f.ids)
	if f.task != nil {
		task = merged(nil, f.task)
	}
	task["status"] = f.status
	if f.artifacts != nil {
		artifacts := append([]any{}, f.artifacts...)
		for at, parts := range f.parts {
			artifact := merged(nil, artifacts[at].(map[string]any))
			artifact["parts"] = parts
			artifacts[at] = artifact
		}
		task["artifacts"] = artifacts
	}
	if f.metadata != nil {
		task["metadata"] = f.metadata
	}
	return typed[Task](task)
}

func artifactID(artifact any) (string, bool) {
	object, _ := artifact.(map[string]any)
	id, ok := object["artifactId"].(string)
	return id, ok
}

// merged is a new map of a's entries, then b's.
func merged(a, b map[string]any) map[string]any {
	out := make(map[string]any, len(a)+len(b))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

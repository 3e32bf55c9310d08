// Stream.UntilDone: a stream folded into its task, on the four dialects, against the
// MemoryLake-behaviour server (its answer layout, a failed task, a subscription, a cut stream)
// and the a2a-sdk server (an artifact sent in three appended chunks, an agent that answers with a
// message).
package tests

import (
	"errors"
	"testing"

	ml "github.com/memorylake/a2a-go/v2"
)

func TestUntilDone(t *testing.T) {
	for _, dialect := range dialectNames {
		memorylake := connect(t, dialect, env(t, "MEMORYLAKE_BASE_URL"))
		sdk := connect(t, dialect, env(t, "A2A_SDK_BASE_URL"))

		t.Run(dialect+" a stream read in part, then folded into its task", func(t *testing.T) {
			reset(t)
			stream, err := memorylake.SendStreamingMessage(ctx, ml.Text("hi"), nil)
			if err != nil || !stream.Next() { // read some events first: UntilDone reads the rest
				t.Fatal(err, stream.Err())
			}
			equal(t, "first", stream.Event().Task.Status.State, ml.TaskStateSubmitted)
			task, err := stream.UntilDone()
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "state", task.Status.State, ml.TaskStateCompleted)
			equal(t, "answer", task.Answer(), answerText)
			equal(t, "questions", task.RecommendedQuestions(), []string{"What is the population of Paris?"})
			var names []string
			for _, a := range task.Attachments() {
				names = append(names, a.Name)
			}
			equal(t, "attachments", names, []string{"notes.md", "lost.pdf"})
			equal(t, "history", task.History[0].Parts[0].Text, "hi") // the task event's
			equal(t, "requests", len(recorded(t)), 1)
		})

		t.Run(dialect+" a failed task, a subscription's task and a cut stream's", func(t *testing.T) {
			reset(t)
			failed, err := untilDone(memorylake.SendStreamingMessage(ctx, ml.Text("please fail"), nil))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "failed", [2]any{failed.Status.State, failed.ErrorMessage()}, [2]any{ml.TaskStateFailed, "the agent failed"})
			started := taskOf(t)(memorylake.SendMessage(ctx, ml.Text("hello again"), &ml.SendMessageOptions{ReturnImmediately: ml.Bool(true)}))
			task, err := untilDone(memorylake.SubscribeToTask(ctx, started.ID, nil)) // no leading task event
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "ids", [2]string{task.ID, task.ContextID}, [2]string{started.ID, started.ContextID})
			equal(t, "answer", task.Answer(), answerText)
			resumed, err := untilDone(memorylake.SendStreamingMessage(ctx, ml.Text("hello [reset]"), nil))
			if err != nil || resumed.Status.State != ml.TaskStateCompleted || resumed.Answer() == "" {
				t.Fatalf("%+v %v", resumed, err)
			}
		})

		t.Run(dialect+" appended chunks make one artifact", func(t *testing.T) {
			stream, err := sdk.SendStreamingMessage(ctx, ml.Text("chunks please"), nil)
			if err != nil {
				t.Fatal(err)
			}
			var events []*ml.StreamResponse
			for len(events) < 3 && stream.Next() {
				events = append(events, stream.Event())
			}
			task, err := stream.UntilDone()
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "state", task.Status.State, ml.TaskStateCompleted)
			equal(t, "artifacts", len(task.Artifacts), 1)
			var texts []string
			for _, p := range task.Artifacts[0].Parts {
				texts = append(texts, p.Text)
			}
			equal(t, "parts", texts, []string{"chunk0", "chunk1", "chunk2"})
			equal(t, "the event is unchanged", len(events[2].ArtifactUpdate.Artifact.Parts), 1)
		})

		t.Run(dialect+" an agent that answers with a message has no task", func(t *testing.T) {
			_, err := untilDone(sdk.SendStreamingMessage(ctx, ml.Text("reply-message please"), nil))
			var odd *ml.UnexpectedResponseError
			if !errors.As(err, &odd) || odd.Method != "POST" {
				t.Fatalf("got %#v", err)
			}
		})
	}
}

func untilDone(stream *ml.Stream[ml.StreamResponse], err error) (*ml.Task, error) {
	if err != nil {
		return nil, err
	}
	return stream.UntilDone()
}

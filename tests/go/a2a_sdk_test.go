// The Go clients against the real peer: the official a2a-sdk 1.3.0 server on loopback, all four
// dialects under MemoryLake's path; every operation on every dialect. a2a-sdk names its artifact
// "echo", not "result": Answer then reads all artifacts.
package tests

import (
	"errors"
	"strings"
	"testing"

	ml "github.com/memorylake/a2a-go"
)

const project = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8"

// taskOf is the task of a send's result, for test t.
func taskOf(t *testing.T) func(*ml.SendMessageResponse, error) *ml.Task {
	return func(result *ml.SendMessageResponse, err error) *ml.Task {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if result.Task == nil {
			t.Fatalf("expected a task, got %+v", result)
		}
		return result.Task
	}
}

func TestA2ASDK(t *testing.T) {
	for _, dialect := range dialectNames {
		client := connect(t, dialect, env(t, "A2A_SDK_BASE_URL"))
		t.Run(dialect+" send waits for the task, with the whole history", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hello"), &ml.SendMessageOptions{Memorylake: map[string]any{"readWriteProjectId": project}}))
			equal(t, "state", task.Status.State, ml.TaskStateCompleted)
			equal(t, "answer", task.Answer(), "hello")
			equal(t, "roles", []ml.Role{task.History[0].Role, task.History[1].Role}, []ml.Role{ml.RoleUser, ml.RoleAgent})
			equal(t, "error message", task.ErrorMessage(), "")
		})
		t.Run(dialect+" a conversation goes on with parts of every kind", func(t *testing.T) {
			first := taskOf(t)(client.SendMessage(ctx, ml.Text("first"), nil))
			parts := ml.Parts{{Text: "look at this"}, {URL: "https://example.test/a.pdf", Filename: "a.pdf", MediaType: "application/pdf"}, {Data: map[string]any{"n": 2}}}
			task := taskOf(t)(client.SendMessage(ctx, parts, &ml.SendMessageOptions{ContextID: first.ContextID, Memorylake: ml.MemoryLakeExtension{ReadWriteProjectID: project}, HistoryLength: ml.Int(1)}))
			equal(t, "context", task.ContextID, first.ContextID)
			equal(t, "history", len(task.History), 1)
			echoed := task.Artifacts[0].Parts
			equal(t, "text", echoed[0].Text, "look at this")
			equal(t, "file", [2]string{echoed[1].URL, echoed[1].Filename}, [2]string{"https://example.test/a.pdf", "a.pdf"})
			equal(t, "data", echoed[2].Data, map[string]any{"n": 2.0})
		})
		t.Run(dialect+" an agent that replies with a message", func(t *testing.T) {
			reply, err := client.SendMessage(ctx, ml.Text("reply-message please"), nil)
			if err != nil || reply.Message == nil {
				t.Fatalf("%v %+v", err, reply)
			}
			equal(t, "role", reply.Message.Role, ml.RoleAgent)
			equal(t, "answer", reply.Message.Answer(), "reply-message please")
		})
		t.Run(dialect+" a failed task is returned, not an error", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("fail now"), nil))
			equal(t, "state", task.Status.State, ml.TaskStateFailed)
			equal(t, "error message", task.ErrorMessage(), "failed on purpose")
			equal(t, "answer", task.Answer(), "")
		})
		t.Run(dialect+" a stream gives typed events", func(t *testing.T) {
			events, err := collect(client.SendStreamingMessage(ctx, ml.Text("chunks please"), nil))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "kinds", kinds(events), []string{"task", "statusUpdate", "artifactUpdate", "artifactUpdate", "artifactUpdate", "statusUpdate"})
			equal(t, "working", events[1].StatusUpdate.ChunkText(), "working")
			chunks := ""
			for _, e := range events {
				if e.ArtifactUpdate != nil {
					chunks += e.ArtifactUpdate.Answer()
				}
			}
			equal(t, "chunks", chunks, "chunk0chunk1chunk2")
			equal(t, "last", events[5].StatusUpdate.Status.State, ml.TaskStateCompleted)
		})
		t.Run(dialect+" get, subscribe and cancel a long task", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("wait for me"), &ml.SendMessageOptions{ReturnImmediately: ml.Bool(true)}))
			if task.Status.State != ml.TaskStateSubmitted && task.Status.State != ml.TaskStateWorking {
				t.Fatalf("state %s", task.Status.State)
			}
			got, err := client.GetTask(ctx, task.ID, &ml.GetTaskOptions{HistoryLength: ml.Int(0)})
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "got", [2]any{got.ID, got.Status.State}, [2]any{task.ID, ml.TaskStateWorking})
			events, err := first(3)(client.SubscribeToTask(ctx, task.ID, nil))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "replayed task", events[0].Task.ID, task.ID)
			for _, e := range events[1:] {
				equal(t, "working", e.StatusUpdate.Status.State, ml.TaskStateWorking)
			}
			canceled, err := client.CancelTask(ctx, task.ID, nil)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "canceled", canceled.Status.State, ml.TaskStateCanceled)
			got, err = client.GetTask(ctx, task.ID, nil)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "got canceled", got.Status.State, ml.TaskStateCanceled)
			_, err = client.CancelTask(ctx, task.ID, nil)
			var status *ml.APIStatusError
			var notCancelable *ml.TaskNotCancelableError
			if !(errors.As(err, &status) && status.StatusCode == 400 && status.ErrorCode == "TASK_NOT_CANCELABLE" || errors.As(err, &notCancelable)) {
				t.Fatalf("canceling twice: %v", err)
			}
		})
		t.Run(dialect+" subscribing to a finished task is a typed error", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("done"), nil))
			_, err := collect(client.SubscribeToTask(ctx, task.ID, nil))
			if dialect == "v0_3.rest" {
				// a2a-sdk answers 200 text/event-stream, then drops the connection (its quirk 6)
				var cut *ml.StreamInterruptedError
				var conn *ml.APIConnectionError
				if !errors.As(err, &cut) && !errors.As(err, &conn) {
					t.Fatalf("got %v", err)
				}
				return
			}
			var status *ml.APIStatusError
			var unsupported *ml.OperationNotSupportedError
			var internal *ml.InternalError
			if !(errors.As(err, &status) && status.ErrorCode == "UNSUPPORTED_OPERATION" || errors.As(err, &unsupported) || errors.As(err, &internal)) {
				t.Fatalf("got %#v", err)
			}
		})
		t.Run(dialect+" an unknown task is a typed error", func(t *testing.T) {
			_, err := client.GetTask(ctx, "no-such-task", nil)
			if !errors.Is(err, ml.ErrNotFound) {
				t.Fatalf("got %v", err)
			}
			if client.Transport() == "jsonrpc" {
				var missing *ml.TaskNotFoundError
				if !errors.As(err, &missing) || missing.Code != -32001 {
					t.Fatalf("got %#v", err)
				}
			} else {
				var missing *ml.NotFoundStatusError
				if !errors.As(err, &missing) || missing.StatusCode != 404 || missing.ErrorCode != "TASK_NOT_FOUND" {
					t.Fatalf("got %#v", err)
				}
			}
		})
		t.Run(dialect+" the agent card", func(t *testing.T) {
			card, err := client.GetAgentCard(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "name", card.Name, "Echo Agent")
			equal(t, "streaming", *card.Capabilities.Streaming, true)
			var interfaces []string
			for _, i := range card.SupportedInterfaces {
				interfaces = append(interfaces, i.ProtocolBinding+" "+i.ProtocolVersion)
			}
			if !strings.Contains(strings.Join(interfaces, ","), "HTTP+JSON 0.3") {
				t.Fatalf("interfaces %v", interfaces)
			}
		})
	}
}

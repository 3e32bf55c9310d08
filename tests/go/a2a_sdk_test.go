// The Go clients against the real peers: the official a2a-sdk 1.3.0 server and the official
// @a2a-js/sdk 1.3.0 server on loopback, each with all four dialects under MemoryLake's path; every
// operation on every dialect of each. The tests assert A2A, not one peer: where A2A allows more
// than one answer they accept each. Neither echo agent names its artifact "result": Answer then
// reads all artifacts.
package tests

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	ml "github.com/memorylake/a2a-go/v2"
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

// recorder sends requests with http.DefaultTransport and keeps the JSON body of each, to show a
// peer's bug against what the client sent.
type recorder struct{ bodies []any }

func (r *recorder) RoundTrip(request *http.Request) (*http.Response, error) {
	if request.Body != nil {
		body, err := io.ReadAll(request.Body)
		request.Body.Close()
		if err != nil {
			return nil, err
		}
		var decoded any
		if json.Unmarshal(body, &decoded) == nil {
			r.bodies = append(r.bodies, decoded)
		}
		request = request.Clone(request.Context())
		request.Body = io.NopCloser(bytes.NewReader(body))
	}
	return http.DefaultTransport.RoundTrip(request)
}

// at is the JSON value at this path of object keys and array indexes, nil when there is none.
func at(value any, path ...any) any {
	for _, step := range path {
		switch key := step.(type) {
		case string:
			object, _ := value.(map[string]any)
			value = object[key]
		case int:
			array, _ := value.([]any)
			if key >= len(array) {
				return nil
			}
			value = array[key]
		}
	}
	return value
}

func TestA2ASDK(t *testing.T) {
	peers := [][2]string{{"a2a-sdk", "A2A_SDK_BASE_URL"}, {"a2a-js", "A2A_JS_BASE_URL"}}
	for _, p := range peers {
		for _, dialect := range dialectNames {
			testPeer(t, p[0], dialect, env(t, p[1]))
		}
	}
}

// testPeer runs every operation on one dialect of one peer.
func testPeer(t *testing.T, peer, dialect, baseURL string) {
	sent := &recorder{}
	client := connect(t, dialect, baseURL, func(o *ml.Options) { o.HTTPClient = &http.Client{Transport: sent} })
	name := peer + " " + dialect
	t.Run(name+" DisableMemoryLake sends a plain A2A file part, without the extension", func(t *testing.T) {
		parts := ml.Parts{{Text: "see the file"}, {URL: "https://example.test/a.pdf", Filename: "a.pdf", MediaType: "application/pdf"}}
		// The default client keeps MemoryLake's rule: a file part needs readWriteProjectId (inline
		// bytes: that a url part is a file is a guess, which only warns).
		inline := ml.Parts{{Text: "see the file"}, {Raw: "aGVsbG8=", Filename: "a.txt"}}
		var refused *ml.ExtensionError
		if _, err := client.SendMessage(ctx, inline, nil); !errors.As(err, &refused) {
			t.Fatalf("want an ExtensionError, got %v", err)
		}
		plain, err := client.WithOptions(func(o *ml.Options) { o.DisableMemoryLake = true })
		if err != nil {
			t.Fatal(err)
		}
		task := taskOf(t)(plain.SendMessage(ctx, parts, nil))
		equal(t, "state", task.Status.State, ml.TaskStateCompleted)
		if len(task.Artifacts) == 0 || len(task.Artifacts[0].Parts) < 2 {
			t.Fatalf("no echo: %+v", task.Artifacts)
		}
		equal(t, "echoed file", task.Artifacts[0].Parts[1].URL, "https://example.test/a.pdf")
		body := sent.bodies[len(sent.bodies)-1]
		if params := at(body, "params"); params != nil {
			body = params
		}
		if metadata, _ := json.Marshal(at(body, "metadata")); strings.Contains(string(metadata), "memorylake") {
			t.Errorf("the extension was sent: %s", metadata)
		}
		// An extension given to it would be dropped unseen: refused, and nothing is sent.
		var configuration *ml.ConfigurationError
		_, err = plain.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{Memorylake: map[string]any{"readWriteProjectId": project}})
		if !errors.As(err, &configuration) {
			t.Fatalf("want a ConfigurationError, got %v", err)
		}
	})
	t.Run(name+" send waits for the task, with the whole history", func(t *testing.T) {
		task := taskOf(t)(client.SendMessage(ctx, ml.Text("hello"), &ml.SendMessageOptions{Memorylake: map[string]any{"readWriteProjectId": project}}))
		equal(t, "state", task.Status.State, ml.TaskStateCompleted)
		equal(t, "answer", task.Answer(), "hello")
		var roles []ml.Role
		for _, m := range task.History {
			roles = append(roles, m.Role)
		}
		equal(t, "roles", roles, []ml.Role{ml.RoleUser, ml.RoleAgent})
		equal(t, "error message", task.ErrorMessage(), "")
	})
	t.Run(name+" a conversation goes on with parts of every kind", func(t *testing.T) {
		first := taskOf(t)(client.SendMessage(ctx, ml.Text("first"), nil))
		parts := ml.Parts{{Text: "look at this"}, {URL: "https://example.test/a.pdf", Filename: "a.pdf", MediaType: "application/pdf"}, {Data: map[string]any{"n": 2}}}
		task := taskOf(t)(client.SendMessage(ctx, parts, &ml.SendMessageOptions{ContextID: first.ContextID, Memorylake: ml.MemoryLakeExtension{ReadWriteProjectID: project}, HistoryLength: ml.Int(1)}))
		equal(t, "context", task.ContextID, first.ContextID)
		if len(task.Artifacts) != 1 || len(task.Artifacts[0].Parts) != 3 {
			t.Fatalf("artifacts %+v", task.Artifacts)
		}
		echoed := task.Artifacts[0].Parts
		equal(t, "text", echoed[0].Text, "look at this")
		equal(t, "data", echoed[2].Data, map[string]any{"n": 2.0})
		if name == "a2a-js v0_3.rest" {
			// a2a-js 1.3.0 drops a v0.3 REST send's configuration.historyLength and a file's
			// name (its bugs): the whole history and no filename come back, though the
			// client sent both.
			body := sent.bodies[len(sent.bodies)-1]
			equal(t, "historyLength sent", at(body, "configuration", "historyLength"), 1.0)
			equal(t, "name sent", at(body, "message", "content", 1, "file", "name"), "a.pdf")
			equal(t, "history", len(task.History), 2)
			equal(t, "file", [2]string{echoed[1].URL, echoed[1].Filename}, [2]string{"https://example.test/a.pdf", ""})
		} else {
			equal(t, "history", len(task.History), 1)
			equal(t, "file", [2]string{echoed[1].URL, echoed[1].Filename}, [2]string{"https://example.test/a.pdf", "a.pdf"})
		}
	})
	t.Run(name+" an agent that replies with a message", func(t *testing.T) {
		reply, err := client.SendMessage(ctx, ml.Text("reply-message please"), nil)
		if err != nil || reply.Message == nil {
			t.Fatalf("%v %+v", err, reply)
		}
		equal(t, "role", reply.Message.Role, ml.RoleAgent)
		equal(t, "answer", reply.Message.Answer(), "reply-message please")
	})
	t.Run(name+" a failed task is returned, not an error", func(t *testing.T) {
		task := taskOf(t)(client.SendMessage(ctx, ml.Text("fail now"), nil))
		equal(t, "state", task.Status.State, ml.TaskStateFailed)
		equal(t, "error message", task.ErrorMessage(), "failed on purpose")
		equal(t, "answer", task.Answer(), "")
	})
	t.Run(name+" a stream gives typed events", func(t *testing.T) {
		events, err := collect(client.SendStreamingMessage(ctx, ml.Text("chunks please"), nil))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(kinds(events), " "); got != "task statusUpdate artifactUpdate artifactUpdate artifactUpdate statusUpdate" {
			t.Fatalf("kinds %s", got)
		}
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
	t.Run(name+" get, subscribe and cancel a long task", func(t *testing.T) {
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
		// A2A lets a subscription start with a task snapshot (both peers send one) or without.
		updates := events
		if len(events) > 0 && events[0].Task != nil {
			equal(t, "snapshot", events[0].Task.ID, task.ID)
			updates = events[1:]
		}
		for _, e := range updates {
			if e.StatusUpdate == nil {
				t.Fatalf("expected a status update, got %s", kind(e))
			}
			equal(t, "working", [2]any{e.StatusUpdate.TaskID, e.StatusUpdate.Status.State}, [2]any{task.ID, ml.TaskStateWorking})
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
		// Canceling it again: A2A allows the canceled task (a2a-js) or TaskNotCancelable
		// (a2a-sdk).
		again, err := client.CancelTask(ctx, task.ID, nil)
		var status *ml.APIStatusError
		var notCancelable *ml.TaskNotCancelableError
		if err == nil {
			equal(t, "canceled again", [2]any{again.ID, again.Status.State}, [2]any{task.ID, ml.TaskStateCanceled})
		} else if !(errors.As(err, &status) && status.StatusCode == 400 && status.ErrorCode == "TASK_NOT_CANCELABLE" || errors.As(err, &notCancelable)) {
			t.Fatalf("canceling twice: %v", err)
		}
	})
	t.Run(name+" subscribing to a finished task is a typed error", func(t *testing.T) {
		task := taskOf(t)(client.SendMessage(ctx, ml.Text("done"), nil))
		_, err := collect(client.SubscribeToTask(ctx, task.ID, nil))
		if name == "a2a-sdk v0_3.rest" {
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
	t.Run(name+" an unknown task is a typed error", func(t *testing.T) {
		_, err := client.GetTask(ctx, "no-such-task", nil)
		if !errors.Is(err, ml.ErrNotFound) {
			t.Fatalf("got %v", err)
		}
		// JSON-RPC's error, or on REST a body that carries its code (a2a-js); else on REST the
		// status body (a2a-sdk).
		var byCode *ml.TaskNotFoundError
		var byStatus *ml.NotFoundStatusError
		switch {
		case errors.As(err, &byCode):
			if byCode.Code != -32001 {
				t.Fatalf("got %#v", err)
			}
		case client.Transport() == "jsonrpc" || !errors.As(err, &byStatus):
			t.Fatalf("got %#v", err)
		case byStatus.StatusCode != 404 || byStatus.ErrorCode != "TASK_NOT_FOUND":
			t.Fatalf("got %#v", err)
		}
	})
	t.Run(name+" the agent card", func(t *testing.T) {
		card, err := client.GetAgentCard(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		equal(t, "name", card.Name, "Echo Agent")
		equal(t, "streaming", card.Capabilities != nil && card.Capabilities.Streaming != nil && *card.Capabilities.Streaming, true)
		var interfaces []string
		for _, i := range card.SupportedInterfaces {
			interfaces = append(interfaces, i.ProtocolBinding+" "+i.ProtocolVersion)
		}
		if !strings.Contains(strings.Join(interfaces, ","), "HTTP+JSON 0.3") {
			t.Fatalf("interfaces %v", interfaces)
		}
	})
}

// The Go clients against the MemoryLake-behaviour server: the exact bytes each dialect sends, the
// extension's placement and local checks, the defaults that make the four dialects alike,
// MemoryLake's errors and answer layout, keep-alives, retries, cancellation and resumed streams.
package tests

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	ml "github.com/memorylake/a2a-go/v2"
)

const (
	actor      = "actor-33d6b73298fb43482a765643ff92444b"
	readOnly   = "proj-cd2e83f761eec93c75977f51667889cd"
	answerText = "Paris is the capital of France."
	historyAll = 2147483647.0
)

var (
	restPaths      = map[string][2]string{"v1_0.rest": {"/message:send", "/message:stream"}, "v0_3.rest": {"/v1/message:send", "/v1/message:stream"}}
	jsonrpcMethods = map[string][2]string{"v1_0.jsonrpc": {"SendMessage", "SendStreamingMessage"}, "v0_3.jsonrpc": {"message/send", "message/stream"}}
)

// sent is the one recorded send: its headers, and its params (the body on REST, the JSON-RPC
// params checked out of their envelope).
func sent(t *testing.T, dialect string, streaming bool) (map[string]string, map[string]any) {
	t.Helper()
	requests := recorded(t)
	if len(requests) != 1 {
		t.Fatalf("%d requests: %+v", len(requests), requests)
	}
	r := requests[0]
	which := 0
	if streaming {
		which = 1
	}
	if paths, ok := restPaths[dialect]; ok {
		equal(t, "path", r.Path, env(t, "AGENT_PATH")+paths[which])
		return r.Headers, r.Body
	}
	equal(t, "path", r.Path, env(t, "AGENT_PATH"))
	equal(t, "envelope", [2]any{r.Body["jsonrpc"], r.Body["method"]}, [2]any{"2.0", jsonrpcMethods[dialect][which]})
	if _, ok := r.Body["id"].(float64); !ok {
		t.Errorf("id %v is not a number", r.Body["id"])
	}
	return r.Headers, r.Body["params"].(map[string]any)
}

// shape is what stream events say, without the ids that differ from task to task.
func shape(events []*ml.StreamResponse) []string {
	out := make([]string, len(events))
	for i, e := range events {
		state, text := "", ""
		switch {
		case e.Task != nil:
			state = string(e.Task.Status.State)
		case e.StatusUpdate != nil:
			state, text = string(e.StatusUpdate.Status.State), e.StatusUpdate.ChunkText()
		case e.ArtifactUpdate != nil:
			text = e.ArtifactUpdate.Answer()
		}
		out[i] = kind(e) + " " + state + " " + text
	}
	return out
}

// flaky is an http.Client whose first request fails: before it left (a refused connection), or
// after the server answered.
func flaky(before bool) *http.Client {
	var failures atomic.Int32
	failures.Store(1)
	return &http.Client{Transport: roundTrip(func(r *http.Request) (*http.Response, error) {
		fail := failures.Add(-1) >= 0
		if fail && before {
			return nil, &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}
		}
		response, err := http.DefaultTransport.RoundTrip(r)
		if err != nil || !fail {
			return response, err
		}
		response.Body.Close()
		return nil, &net.OpError{Op: "read", Net: "tcp", Err: errors.New("connection reset by peer")}
	})}
}

type roundTrip func(*http.Request) (*http.Response, error)

func (f roundTrip) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestMemoryLake(t *testing.T) {
	base := env(t, "MEMORYLAKE_BASE_URL")
	for _, dialect := range dialectNames {
		v03 := strings.HasPrefix(dialect, "v0_3")
		client := connect(t, dialect, base)
		run := func(name string, test func(t *testing.T)) {
			t.Run(dialect+" "+name, func(t *testing.T) {
				reset(t)
				test(t)
			})
		}

		run("send: the bytes on the wire", func(t *testing.T) {
			extension := map[string]any{"actorId": actor, "readWriteProjectId": project, "readOnlyProjectIds": []any{readOnly}}
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("How do I configure 2FA?"), &ml.SendMessageOptions{ContextID: "ctx-1", Memorylake: extension, HistoryLength: ml.Int(10)}))
			headers, params := sent(t, dialect, false)
			equal(t, "auth", headers["authorization"], "Bearer "+apiKey)
			equal(t, "content type", headers["content-type"], "application/json")
			if strings.Contains(headers["accept"], "text/event-stream") {
				t.Error("a plain send asks for a stream")
			}
			version, hasVersion := headers["a2a-version"]
			equal(t, "A2A-Version", [2]any{version, hasVersion}, map[bool][2]any{true: {"", false}, false: {"1.0", true}}[v03])
			message := params["message"].(map[string]any)
			if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(message["messageId"].(string)) {
				t.Errorf("messageId %v", message["messageId"])
			}
			text := "How do I configure 2FA?"
			want := map[string]any{"messageId": message["messageId"], "contextId": "ctx-1", "role": "ROLE_USER"}
			partsKey, part := "parts", map[string]any{"text": text}
			switch dialect {
			case "v0_3.rest":
				partsKey = "content"
			case "v0_3.jsonrpc":
				want["role"], want["kind"], part["kind"] = "user", "message", "text"
			}
			want[partsKey] = []any{part}
			configuration := map[string]any{"returnImmediately": false, "historyLength": 10.0}
			if v03 {
				configuration = map[string]any{"blocking": true, "historyLength": 10.0}
			}
			equal(t, "params", params, map[string]any{
				"message":       want,
				"configuration": configuration,
				"metadata":      map[string]any{"memorylake": toJSON(t, extension)},
			})
			equal(t, "state", task.Status.State, ml.TaskStateCompleted)
			equal(t, "answer", task.Answer(), answerText)
			equal(t, "history", len(task.History), 2)
		})

		run("defaults make the dialects alike", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), nil))
			_, params := sent(t, dialect, false)
			equal(t, "metadata", params["metadata"], map[string]any{"memorylake": map[string]any{}})
			configuration := map[string]any{"returnImmediately": false}
			if v03 {
				configuration = map[string]any{"blocking": true}
			}
			if dialect == "v0_3.rest" {
				configuration["historyLength"] = historyAll
			}
			equal(t, "configuration", params["configuration"], configuration)
			equal(t, "roles", []ml.Role{task.History[0].Role, task.History[1].Role}, []ml.Role{ml.RoleUser, ml.RoleAgent})
		})

		localErrors := []struct {
			name      string
			extension any
			file      bool
			where     string
		}{
			{"actor ID pattern", map[string]any{"actorId": "actor-xyz"}, false, "actorId"},
			{"project ID pattern", ml.MemoryLakeExtension{ReadWriteProjectID: "project-1"}, false, "readWriteProjectId"},
			{"file without readWriteProjectId", ml.MemoryLakeExtension{ActorID: actor}, true, "readWriteProjectId"},
			{"unknown capability", map[string]any{"overrides": map[string]any{"capabilitiesOverride": map[string]any{"web_serch": map[string]any{}}}}, false, "web_serch"},
			{"enabled false", map[string]any{"overrides": map[string]any{"capabilitiesOverride": map[string]any{"pii": map[string]any{"enabled": false}}}}, false, "enabled"},
			{"open_datasets not a list", map[string]any{"overrides": map[string]any{"capabilitiesOverride": map[string]any{"web_search": map[string]any{"open_datasets": "research/academic"}}}}, false, "open_datasets"},
			{"capabilitiesOverride not an object", map[string]any{"overrides": map[string]any{"capabilitiesOverride": []any{"web_search"}}}, false, "capabilitiesOverride"},
			{"snake_case spelling", map[string]any{"actor_id": actor}, false, "actor_id"},
		}
		for _, c := range localErrors {
			c := c
			run("a local check sends nothing: "+c.name, func(t *testing.T) {
				var message ml.MessageInput = ml.Text("hi")
				if c.file {
					message = ml.Parts{{Text: "see the file"}, {Raw: "aGVsbG8=", Filename: "doc.txt"}}
				}
				_, err := client.SendMessage(ctx, message, &ml.SendMessageOptions{Memorylake: c.extension})
				_, streamErr := client.SendStreamingMessage(ctx, message, &ml.SendStreamingMessageOptions{Memorylake: c.extension})
				for _, err := range []error{err, streamErr} {
					var refused *ml.ExtensionError
					if !errors.As(err, &refused) || !strings.Contains(err.Error(), c.where) {
						t.Errorf("got %v", err)
					}
				}
				equal(t, "sent", len(recorded(t)), 0)
			})
		}

		run("a guessed rule or format only warns, and the request is sent", func(t *testing.T) {
			// The page names drive:// references and inline bytes as files, and gives the proj-
			// format for readWriteProjectId only: a url part, and a read-only ID unlike it, are guesses.
			var warnings []string
			warned := connect(t, dialect, base, func(o *ml.Options) { o.Warn = func(m string) { warnings = append(warnings, m) } })
			message := ml.Parts{{Text: "see the file"}, {URL: "drive://doc.pdf", Filename: "doc.pdf"}}
			extension := ml.MemoryLakeExtension{ActorID: actor, ReadOnlyProjectIDs: []string{"project-1"}}
			// The behaviour server applies the guessed rule (400): what counts here is that it was sent.
			_, err := warned.SendMessage(ctx, message, &ml.SendMessageOptions{Memorylake: extension})
			var refused *ml.InvalidArgumentError
			if !errors.As(err, &refused) {
				t.Fatalf("got %v", err)
			}
			if len(warnings) != 2 || !strings.Contains(warnings[0], `readOnlyProjectIds[0]: "project-1" does not match`) ||
				!strings.Contains(warnings[1], "readWriteProjectId: a message that carries files") ||
				!strings.Contains(warnings[1], "; sent as it is. Not confirmed") {
				t.Errorf("warnings: %q", warnings)
			}
			equal(t, "sent", len(recorded(t)), 1)
		})

		run("the enabled pitfall says why", func(t *testing.T) {
			extension := ml.MemoryLakeExtension{Overrides: &ml.Overrides{CapabilitiesOverride: &ml.CapabilitiesOverride{PII: &ml.PIICapability{}}}}
			if _, err := client.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{Memorylake: extension}); err != nil {
				t.Fatalf("a typed capability is sent: %v", err)
			}
			err := ml.CheckExtension(map[string]any{"overrides": map[string]any{"capabilitiesOverride": map[string]any{"web_fetch": map[string]any{"enabled": false}}}})
			if err == nil || !strings.Contains(err.Error(), `turns the capability ON`) {
				t.Errorf("got %v", err)
			}
		})

		run("a field in another dialect's spelling is refused before sending", func(t *testing.T) {
			_, err := client.SendMessage(ctx, ml.Parts{{Text: "a", URL: "https://example.test/b"}}, nil)
			var shape *ml.RequestShapeError
			if !errors.As(err, &shape) {
				t.Errorf("got %v", err)
			}
			equal(t, "sent", len(recorded(t)), 0)
		})

		run("a stream with MemoryLake's answer layout", func(t *testing.T) {
			events, err := collect(client.SendStreamingMessage(ctx, ml.Text("What is the capital of France?"), &ml.SendStreamingMessageOptions{ContextID: "ctx-s"}))
			if err != nil {
				t.Fatal(err)
			}
			headers, params := sent(t, dialect, true)
			equal(t, "accept", headers["accept"], "text/event-stream")
			equal(t, "context", params["message"].(map[string]any)["contextId"], "ctx-s")
			want := []string{"task"}
			for i := 0; i < 8; i++ {
				want = append(want, "statusUpdate")
			}
			equal(t, "kinds", kinds(events), append(want, "artifactUpdate", "statusUpdate"))
			var texts []string
			var thoughts []bool
			for _, e := range events[1:9] {
				texts = append(texts, e.StatusUpdate.ChunkText())
				thoughts = append(thoughts, e.StatusUpdate.IsThought())
			}
			equal(t, "chunks", texts, []string{"", "Let me think.", "Let me look that up.", "", "", "", "Paris is", " the capital of France."})
			equal(t, "thoughts", thoughts, []bool{false, true, false, false, false, false, false, false})
			call := events[4].StatusUpdate.ToolCall()
			if call == nil || call.ID != "call_1" || call.Name != "web_search" || !reflect.DeepEqual(call.Args, map[string]any{"query": "capital of France"}) {
				t.Errorf("tool call %+v", call)
			}
			if result := events[5].StatusUpdate.ToolResult(); result == nil || result.ID != "call_1" || events[5].StatusUpdate.ToolCall() != nil {
				t.Errorf("tool result %+v", result)
			}
			files := events[6].StatusUpdate.Files()
			equal(t, "files", len(files), 1)
			equal(t, "file", files[0].URL, "https://files.test/chart.png")
			result := events[9].ArtifactUpdate
			equal(t, "answer", result.Answer(), answerText)
			equal(t, "questions", result.RecommendedQuestions(), []string{"What is the population of Paris?"})
			attachments := result.Attachments()
			equal(t, "attachments", len(attachments), 2)
			equal(t, "attachment", [3]any{attachments[1].Name, *attachments[1].Committed, attachments[1].Error}, [3]any{"lost.pdf", false, "disk full"})
			equal(t, "presign", attachments[0].PresignURL, "https://files.test/notes.md")
			equal(t, "last", events[10].StatusUpdate.Status.State, ml.TaskStateCompleted)
		})

		run("return immediately, then subscribe and get", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("slow question"), &ml.SendMessageOptions{ReturnImmediately: ml.Bool(true)}))
			equal(t, "state", task.Status.State, ml.TaskStateSubmitted)
			_, params := sent(t, dialect, false)
			configuration := map[string]any{"returnImmediately": true}
			if v03 {
				configuration = map[string]any{"blocking": false}
			}
			if dialect == "v0_3.rest" {
				configuration["historyLength"] = historyAll
			}
			equal(t, "configuration", params["configuration"], configuration)
			events, err := collect(client.SubscribeToTask(ctx, task.ID, nil))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "replayed without the leading task", kind(events[0]), "statusUpdate")
			equal(t, "answer", events[len(events)-2].ArtifactUpdate.Answer(), answerText)
			got, err := client.GetTask(ctx, task.ID, nil)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "got", [3]any{got.ID, got.ContextID, got.Status.State}, [3]any{task.ID, task.ContextID, ml.TaskStateCompleted})
		})

		run("one message at a time per conversation", func(t *testing.T) {
			first := taskOf(t)(client.SendMessage(ctx, ml.Text("slow one"), &ml.SendMessageOptions{ContextID: "ctx-busy-go-" + dialect, ReturnImmediately: ml.Bool(true)}))
			_, err := client.SendMessage(ctx, ml.Text("next"), &ml.SendMessageOptions{ContextID: first.ContextID})
			var invalid *ml.InvalidArgumentError
			if !errors.As(err, &invalid) || !errors.Is(err, ml.ErrBadRequest) || invalid.StatusCode != 400 || invalid.ErrorCode != "INVALID_ARGUMENT" || !strings.Contains(err.Error(), "still being processed") {
				t.Fatalf("got %#v", err)
			}
			equal(t, "body", invalid.Body.(map[string]any)["success"], false)
			canceled, err := client.CancelTask(ctx, first.ID, nil)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "canceled", canceled.Status.State, ml.TaskStateCanceled)
			equal(t, "then", taskOf(t)(client.SendMessage(ctx, ml.Text("now"), &ml.SendMessageOptions{ContextID: first.ContextID})).Status.State, ml.TaskStateCompleted)
		})

		run("a failed task is a task", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{Memorylake: map[string]any{"overrides": map[string]any{"model": "no-such-model"}}}))
			equal(t, "state", task.Status.State, ml.TaskStateFailed)
			equal(t, "error message", task.ErrorMessage(), "LLM model config not found: no-such-model")
			equal(t, "answer", task.Answer(), "")
		})

		run("a missing task is typed on every transport", func(t *testing.T) {
			_, err := client.GetTask(ctx, "run-unknown", nil)
			var internal *ml.InternalError
			var status *ml.NotFoundStatusError
			var rpc *ml.TaskNotFoundError
			switch {
			case dialect == "v0_3.jsonrpc":
				if !errors.As(err, &internal) || errors.Is(err, ml.ErrNotFound) {
					t.Errorf("-32603 says nothing more: %#v", err)
				}
			case client.Transport() == "rest":
				if !errors.Is(err, ml.ErrNotFound) || !errors.As(err, &status) || status.StatusCode != 404 || status.ErrorCode != "NOT_FOUND" || status.Method != "GET" {
					t.Errorf("got %#v", err)
				}
			default:
				if !errors.Is(err, ml.ErrNotFound) || !errors.As(err, &rpc) || rpc.Code != -32001 {
					t.Errorf("got %#v", err)
				}
			}
			// an error answered instead of a stream is returned, never parsed as events
			events, err := collect(client.SubscribeToTask(ctx, "run-unknown", nil))
			if len(events) != 0 || !(errors.Is(err, ml.ErrNotFound) || errors.As(err, &internal)) {
				t.Errorf("got %d events, %v", len(events), err)
			}
		})

		run("a 404 names its URL", func(t *testing.T) {
			// A base URL that is not the endpoint's (a path the server has no route for).
			wrong := connect(t, dialect, base+"/api/v2")
			_, err := wrong.SendMessage(ctx, ml.Text("hi"), nil)
			url := wrong.BaseURL() + restPaths[dialect][0] // JSON-RPC: the base URL
			var status *ml.APIStatusError
			if !errors.As(err, &status) || status.StatusCode != 404 || status.URL != url || !strings.HasSuffix(err.Error(), " (POST "+url+")") {
				t.Errorf("got %v", err)
			}
			if client.Transport() == "rest" {
				path := map[bool]string{false: "/tasks/run-unknown", true: "/v1/tasks/run-unknown"}[v03]
				_, err := client.GetTask(ctx, "run-unknown", nil)
				equal(t, "error", fmt.Sprint(err), "404 NOT_FOUND: task not found (GET "+client.BaseURL()+path+")")
			}
		})

		run("an empty task ID is refused, and nothing is sent", func(t *testing.T) {
			_, getErr := client.GetTask(ctx, "", nil)
			_, cancelErr := client.CancelTask(ctx, "", nil)
			_, subscribeErr := client.SubscribeToTask(ctx, "", nil)
			for _, err := range []error{getErr, cancelErr, subscribeErr} {
				var refused *ml.ConfigurationError
				if !errors.As(err, &refused) || refused.Option != "taskID" || err.Error() != "taskID: must not be empty; nothing was sent" {
					t.Errorf("got %v", err)
				}
			}
			equal(t, "sent", len(recorded(t)), 0)
		})

		run("a base URL without its scheme, or an empty ID, is refused before sending", func(t *testing.T) {
			t.Setenv("MEMORYLAKE_WORKSPACE_ID", "") // nothing to fall back on
			t.Setenv("MEMORYLAKE_AGENT_ID", "")
			version, _, _ := strings.Cut(dialect, ".")
			bare := strings.TrimPrefix(base, "http://") // it would be a host on port 80
			cases := map[string]func(*ml.Options){
				"BaseURL":     func(o *ml.Options) { o.BaseURL = bare },
				"WorkspaceID": func(o *ml.Options) { o.WorkspaceID = "" },
				"AgentID":     func(o *ml.Options) { o.AgentID = "" },
			}
			for option, edit := range cases {
				options := ml.Options{WorkspaceID: env(t, "WORKSPACE_ID"), AgentID: env(t, "AGENT_ID"), APIKey: apiKey, BaseURL: base}
				edit(&options)
				_, err := newClient(version, options)
				var refused *ml.ConfigurationError
				if !errors.As(err, &refused) || refused.Option != option {
					t.Errorf("%s: got %v", option, err)
				}
			}
			equal(t, "sent", len(recorded(t)), 0)
		})

		run("a wrong key is an authentication error, and never shown", func(t *testing.T) {
			secret := "sk_live_do_not_leak"
			wrong := connect(t, dialect, base, func(o *ml.Options) { o.APIKey = secret })
			_, err := wrong.SendMessage(ctx, ml.Text("hi"), nil)
			_, streamErr := collect(wrong.SendStreamingMessage(ctx, ml.Text("hi"), nil))
			for _, err := range []error{err, streamErr} {
				var status *ml.APIStatusError
				if !errors.Is(err, ml.ErrAuthentication) || !errors.As(err, &status) || status.StatusCode != 401 {
					t.Errorf("got %#v", err)
				}
				for _, format := range []string{"%v", "%+v", "%#v"} {
					if strings.Contains(fmt.Sprintf(format, err), secret) || strings.Contains(fmt.Sprintf(format, status), secret) {
						t.Errorf("%s of the error shows the key", format)
					}
				}
			}
			options := ml.Options{APIKey: secret}
			for _, format := range []string{"%v", "%+v", "%#v", "%s"} {
				for _, value := range []any{wrong, options, &options} {
					if strings.Contains(fmt.Sprintf(format, value), secret) {
						t.Errorf("%s of %T shows the key", format, value)
					}
				}
			}
		})

		run("keep-alives satisfy the stream timeout; silence does not", func(t *testing.T) {
			// the agent works for 1 s; keep-alive comments come every 0.1 s, unless it is "silent"
			patient := connect(t, dialect, base, func(o *ml.Options) { o.StreamTimeout = 500 * time.Millisecond })
			events, err := collect(patient.SendStreamingMessage(ctx, ml.Text("slow one"), nil))
			if err != nil || events[len(events)-1].StatusUpdate.Status.State != ml.TaskStateCompleted {
				t.Fatalf("%v %v", err, kinds(events))
			}
			_, err = collect(patient.SendStreamingMessage(ctx, ml.Text("silent one"), nil))
			var timeout *ml.APITimeoutError
			if !errors.As(err, &timeout) || !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("got %#v", err)
			}
		})

		run("idempotent calls retry, honouring Retry-After", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), nil))
			reset(t, [2]any{503, map[string]string{"Retry-After": "0"}}, [2]any{429, map[string]string{"Retry-After": "0"}})
			got, err := client.GetTask(ctx, task.ID, nil)
			if err != nil || got.ID != task.ID {
				t.Fatalf("%v %+v", err, got)
			}
			equal(t, "attempts", len(recorded(t)), 3)
			reset(t, [2]any{503, map[string]string{"Retry-After": "0"}}, [2]any{503, map[string]string{"Retry-After": "0"}}, [2]any{503, map[string]string{"Retry-After": "0"}})
			_, err = client.GetTask(ctx, task.ID, nil)
			var status *ml.APIStatusError
			if !errors.As(err, &status) || status.StatusCode != 503 || !errors.Is(err, ml.ErrInternalServer) {
				t.Errorf("got %#v", err)
			}
			equal(t, "attempts", len(recorded(t)), 3)
		})

		run("a message is never sent twice", func(t *testing.T) {
			reset(t, [2]any{503, map[string]string{"Retry-After": "0"}})
			_, err := client.SendMessage(ctx, ml.Text("hi"), nil)
			var status *ml.APIStatusError
			if !errors.As(err, &status) || status.StatusCode != 503 {
				t.Errorf("got %#v", err)
			}
			equal(t, "attempts", len(recorded(t)), 1)
		})

		run("a send is retried only when it never left", func(t *testing.T) {
			retried := connect(t, dialect, base, func(o *ml.Options) { o.HTTPClient = flaky(true) })
			equal(t, "state", taskOf(t)(retried.SendMessage(ctx, ml.Text("hi"), nil)).Status.State, ml.TaskStateCompleted)
			equal(t, "sent", len(recorded(t)), 1)
			reset(t)
			once := connect(t, dialect, base, func(o *ml.Options) { o.HTTPClient = flaky(false) })
			_, err := once.SendMessage(ctx, ml.Text("hi"), nil)
			var conn *ml.APIConnectionError
			if !errors.As(err, &conn) || !strings.Contains(err.Error(), "connection reset") {
				t.Errorf("got %#v", err)
			}
			equal(t, "sent", len(recorded(t)), 1)
		})

		run("default headers are sent, and the agent card", func(t *testing.T) {
			traced := connect(t, dialect, base, func(o *ml.Options) { o.Headers = map[string]string{"X-Trace": "t-1"} })
			if _, err := traced.GetAgentCard(ctx, nil); err != nil {
				t.Fatal(err)
			}
			requests := recorded(t)
			equal(t, "header", requests[0].Headers["x-trace"], "t-1")
			equal(t, "path", requests[0].Path, env(t, "AGENT_PATH")+"/.well-known/agent-card.json")
		})

		run("a canceled context stops a stream", func(t *testing.T) {
			stop, cancel := context.WithCancel(ctx)
			defer cancel()
			stream, err := client.SendStreamingMessage(stop, ml.Text("slow one"), nil)
			if err != nil {
				t.Fatal(err)
			}
			count := 0
			for stream.Next() {
				count++
				cancel()
			}
			equal(t, "events", count, 1)
			if !errors.Is(stream.Err(), context.Canceled) {
				t.Errorf("got %v", stream.Err())
			}
		})

		for _, cut := range []string{"[cut]", "[reset]"} {
			cut := cut
			run("a "+cut+" send stream is resumed", func(t *testing.T) {
				whole, err := collect(client.SendStreamingMessage(ctx, ml.Text("hello"), nil))
				if err != nil {
					t.Fatal(err)
				}
				reset(t)
				resumed, err := collect(client.SendStreamingMessage(ctx, ml.Text("hello "+cut), nil))
				if err != nil {
					t.Fatal(err)
				}
				equal(t, "events", shape(resumed), shape(whole))
				subscribes := 0
				for _, r := range recorded(t) {
					if regexp.MustCompile(`subscribe|resubscribe|SubscribeToTask`).MatchString(r.Path + fmt.Sprint(r.Body)) {
						subscribes++
					}
				}
				equal(t, "reconnects", subscribes, 1)
			})
			run("a "+cut+" subscription is resumed", func(t *testing.T) {
				whole, err := collect(client.SendStreamingMessage(ctx, ml.Text("hello"), nil))
				if err != nil {
					t.Fatal(err)
				}
				task := taskOf(t)(client.SendMessage(ctx, ml.Text("hello "+cut), &ml.SendMessageOptions{ReturnImmediately: ml.Bool(true)}))
				replay, err := collect(client.SubscribeToTask(ctx, task.ID, nil))
				if err != nil {
					t.Fatal(err)
				}
				equal(t, "events", shape(replay), shape(whole[1:]))
			})
			run("without resume a "+cut+" stream fails", func(t *testing.T) {
				events, err := collect(client.SendStreamingMessage(ctx, ml.Text("hello "+cut), &ml.SendStreamingMessageOptions{StreamOptions: ml.StreamOptions{NoResume: true}}))
				var interrupted *ml.StreamInterruptedError
				if !errors.As(err, &interrupted) {
					t.Fatalf("got %#v", err)
				}
				equal(t, "where", [2]any{interrupted.TaskID, interrupted.LastState}, [2]any{events[0].Task.ID, string(ml.TaskStateWorking)})
				if !strings.Contains(err.Error(), fmt.Sprintf("SubscribeToTask(%q)", interrupted.TaskID)) || interrupted.Method != "POST" {
					t.Errorf("got %v (%s)", err, interrupted.Method)
				}
			})
		}
	}
}

// TestOptionsFromTheEnvironment: the agent's IDs come from the variables the spec names
// (base_url.params.*.env) when the options are empty, as the base URL and the key do.
func TestOptionsFromTheEnvironment(t *testing.T) {
	base := env(t, "MEMORYLAKE_BASE_URL")
	workspace, agent := env(t, "WORKSPACE_ID"), env(t, "AGENT_ID")
	t.Setenv("MEMORYLAKE_WORKSPACE_ID", "")
	t.Setenv("MEMORYLAKE_AGENT_ID", agent)
	_, err := newClient("v1_0", ml.Options{APIKey: apiKey, BaseURL: base})
	var refused *ml.ConfigurationError
	if !errors.As(err, &refused) || err.Error() != "WorkspaceID: is empty: pass WorkspaceID or set $MEMORYLAKE_WORKSPACE_ID; nothing was sent" {
		t.Errorf("got %v", err)
	}
	t.Setenv("MEMORYLAKE_WORKSPACE_ID", workspace)
	reset(t)
	client, err := newClient("v0_3", ml.Options{APIKey: apiKey, BaseURL: base})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.GetAgentCard(ctx, nil); err != nil {
		t.Fatal(err)
	}
	requests := recorded(t)
	if len(requests) != 1 || !strings.Contains(requests[0].Path, "/workspaces/"+workspace+"/agents/"+agent+"/") {
		t.Errorf("sent %+v", requests)
	}
	other := "agent-00000000000000000000000000000000"
	client, err = newClient("v1_0", ml.Options{AgentID: other, APIKey: apiKey, BaseURL: base})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(client.BaseURL(), "/agents/"+other+"/a2a") {
		t.Errorf("the option does not win: %s", client.BaseURL())
	}
	t.Setenv("MEMORYLAKE_BASE_URL", strings.TrimPrefix(base, "http://"))
	_, err = newClient("v1_0", ml.Options{APIKey: apiKey})
	if !errors.As(err, &refused) || refused.Option != "BaseURL" || !strings.Contains(err.Error(), "(from $MEMORYLAKE_BASE_URL) is not an http:// or https:// URL") {
		t.Errorf("got %v", err)
	}
}

// The behaviour vectors (spec/conformance/behaviour.yaml), as tests/test_behaviour.py runs them in
// Python: local checks and wrong-dialect spellings on every dialect, answers that fit no shape,
// the answer helpers and the stream fold.
package tests

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	ml "github.com/memorylake/a2a-go/v2"
	"github.com/memorylake/a2a-go/v2/v1_0"
)

type refusal struct {
	Error   string  `json:"error"`
	Path    *string `json:"path"`
	Message string  `json:"message"`
}

type behaviour struct {
	Identifiers []struct {
		Field   string `json:"field"`
		Value   any    `json:"value"`
		Verdict string `json:"verdict"`
	} `json:"identifiers"`
	Requests    []struct {
		Name      string   `json:"name"`
		Operation string   `json:"operation"`
		Dialects  []string `json:"dialects"`
		Request   any      `json:"request"`
		Refused   *refusal `json:"refused"`
		Sent      any      `json:"sent"`
		Warns     []string `json:"warns"`
	} `json:"requests"`
	Responses []struct {
		Name      string   `json:"name"`
		Dialect   string   `json:"dialect"`
		Operation string   `json:"operation"`
		Body      any      `json:"body"`
		Refused   *refusal `json:"refused"`
		Parsed    any      `json:"parsed"`
	} `json:"responses"`
	Answers []struct {
		Name   string         `json:"name"`
		Model  string         `json:"model"`
		Value  any            `json:"value"`
		Expect map[string]any `json:"expect"`
	} `json:"answers"`
	Folds []struct {
		Name    string   `json:"name"`
		Events  []any    `json:"events"`
		Task    any      `json:"task"`
		Refused *refusal `json:"refused"`
	} `json:"folds"`
}

var requestModels = map[string]string{
	"send_message": "SendMessageRequest", "send_streaming_message": "SendMessageRequest",
	"get_task": "GetTaskRequest", "cancel_task": "CancelTaskRequest", "subscribe_to_task": "SubscribeToTaskRequest",
}

// helpers are the answer helpers' Go methods, by the vectors' (Python's) names.
var helpers = map[string]string{
	"answer": "Answer", "attachments": "Attachments", "recommended_questions": "RecommendedQuestions",
	"error_message": "ErrorMessage", "text": "ChunkText", "is_thought": "IsThought",
	"tool_call": "ToolCall", "tool_result": "ToolResult", "files": "Files",
}

// warned checks the warnings given: one with each piece, in order.
func warned(t *testing.T, warnings, pieces []string) {
	t.Helper()
	if len(warnings) != len(pieces) {
		t.Fatalf("warnings %q, want %d", warnings, len(pieces))
	}
	for i, piece := range pieces {
		if !strings.Contains(warnings[i], piece) {
			t.Errorf("%q does not say %q", warnings[i], piece)
		}
	}
}

// refused checks an error against a refusal: its class, the path it names, a piece of its text.
func refused(t *testing.T, err error, want *refusal) {
	t.Helper()
	if err == nil {
		t.Fatalf("nothing refused, want %s", want.Error)
	}
	name := reflect.TypeOf(err).String()
	equal(t, "class", name[strings.LastIndex(name, ".")+1:], want.Error)
	if want.Path != nil {
		var extension *ml.ExtensionError
		var shape *ml.RequestShapeError
		path := "(none)"
		if errors.As(err, &extension) {
			path = extension.Path
		} else if errors.As(err, &shape) {
			path = shape.Path
		}
		equal(t, "path", path, *want.Path)
	}
	if !strings.Contains(err.Error(), want.Message) {
		t.Errorf("%q does not say %q", err.Error(), want.Message)
	}
}

func TestBehaviour(t *testing.T) {
	var b behaviour
	data(t, "BEHAVIOUR", &b)
	valid := map[string]string{}
	for _, c := range b.Identifiers {
		if _, ok := valid[c.Field]; !ok && c.Verdict == "valid" {
			valid[c.Field], _ = c.Value.(string)
		}
	}
	for _, c := range b.Identifiers {
		t.Run(fmt.Sprint("identifier ", c.Field, " ", c.Value), func(t *testing.T) {
			var warnings []string
			var err error
			switch c.Field {
			case "workspace_id", "agent_id":
				options := ml.Options{WorkspaceID: valid["workspace_id"], AgentID: valid["agent_id"], APIKey: "k", Warn: func(m string) { warnings = append(warnings, m) }}
				if c.Field == "workspace_id" {
					options.WorkspaceID = c.Value.(string)
				} else {
					options.AgentID = c.Value.(string)
				}
				_, err = v1_0.NewClient(options)
			default:
				// A send's checks: what breaks only a guessed format is a warning of the request
				// (CheckExtension answers only whether it is refused).
				request := map[string]any{
					"message":  map[string]any{"role": "ROLE_USER", "parts": []any{map[string]any{"text": "hi"}}},
					"metadata": map[string]any{"memorylake": map[string]any{c.Field: c.Value}},
				}
				var wire *ml.WireRequest
				if wire, err = v1_0.REST.Build("send_message", request, 1); err == nil {
					warnings = wire.Warnings
				}
			}
			var refused *ml.ExtensionError
			equal(t, "refused", errors.As(err, &refused), c.Verdict == "refused")
			if c.Verdict != "refused" && err != nil {
				t.Fatal(err)
			}
			warned(t, warnings, map[bool][]string{true: {""}, false: nil}[c.Verdict == "unconfirmed"])
		})
	}
	for _, v := range b.Requests {
		names := v.Dialects
		if names == nil {
			names = []string{"v1_0-rest", "v1_0-jsonrpc", "v0_3-rest", "v0_3-jsonrpc"}
		}
		operation := v.Operation
		if operation == "" {
			operation = "send_message"
		}
		for _, name := range names {
			t.Run("request "+name+" "+v.Name, func(t *testing.T) {
				d := dialects[name]
				wire, err := d.Build(operation, toJSON(t, v.Request).(map[string]any), 1.0)
				if v.Refused != nil {
					refused(t, err, v.Refused)
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				warned(t, wire.Warnings, v.Warns)
				body := toJSON(t, wire.Body).(map[string]any)
				if _, rpc := body["jsonrpc"]; rpc {
					body = body["params"].(map[string]any)
				}
				decoded, err := d.Decode(requestModels[operation], body)
				if err != nil {
					t.Fatal(err)
				}
				equal(t, "sent", toJSON(t, decoded), toJSON(t, v.Sent))
			})
		}
	}
	models := map[string]bool{"task": true, "message": true, "statusUpdate": true, "artifactUpdate": true}
	for _, v := range b.Responses {
		t.Run("response "+v.Dialect+" "+v.Name, func(t *testing.T) {
			event, err := dialects[v.Dialect].Parse(v.Operation, toJSON(t, v.Body))
			if v.Refused != nil {
				refused(t, err, v.Refused)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got any = event
			for key, inner := range event {
				if len(event) == 1 && models[key] {
					got = inner
				}
			}
			equal(t, "parsed", toJSON(t, got), toJSON(t, v.Parsed))
		})
	}
	types := map[string]func() any{
		"Task": func() any { return &ml.Task{} }, "Message": func() any { return &ml.Message{} },
		"StatusUpdate": func() any { return &ml.StatusUpdate{} }, "ArtifactUpdate": func() any { return &ml.ArtifactUpdate{} },
	}
	for _, v := range b.Answers {
		t.Run("answer "+v.Name, func(t *testing.T) {
			value := types[v.Model]()
			if err := fromJSON(v.Value, value); err != nil {
				t.Fatal(err)
			}
			for helper, want := range v.Expect {
				method := reflect.ValueOf(value).MethodByName(helpers[helper])
				if !method.IsValid() {
					t.Fatalf("%s has no %s", v.Model, helpers[helper])
				}
				equal(t, helper, plainResult(t, method.Call(nil)[0]), toJSON(t, want))
			}
		})
	}
	for _, v := range b.Folds {
		t.Run("fold "+v.Name, func(t *testing.T) {
			var body strings.Builder
			for _, event := range v.Events {
				fmt.Fprintf(&body, "data: %s\n\n", jsonText(event))
			}
			// A v1.0 REST stream: its wire events are the canonical ones (each dialect's parse is
			// the response vectors').
			server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				fmt.Fprint(w, body.String())
			}))
			defer server.Close()
			client, err := v1_0.NewClient(ml.Options{WorkspaceID: valid["workspace_id"], AgentID: valid["agent_id"], APIKey: "k", BaseURL: server.URL})
			if err != nil {
				t.Fatal(err)
			}
			stream, err := client.SendStreamingMessage(ctx, ml.Text("hi"), nil)
			if err != nil {
				t.Fatal(err)
			}
			if v.Refused != nil {
				_, err := stream.UntilDone()
				refused(t, err, v.Refused)
				return
			}
			var events []any
			for stream.Next() {
				events = append(events, toJSON(t, stream.Event()))
			}
			task, err := stream.UntilDone()
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "task", toJSON(t, task), toJSON(t, v.Task))
			equal(t, "the events are not changed by the fold", events, toJSON(t, v.Events))
		})
	}
}

// plainResult is a helper's result as the vectors write it: null for none ("" or nil), [] for
// no items.
func plainResult(t *testing.T, result reflect.Value) any {
	switch {
	case result.Kind() == reflect.String && result.String() == "":
		return nil
	case result.Kind() == reflect.Slice && result.Len() == 0:
		return []any{}
	}
	return toJSON(t, result.Interface())
}

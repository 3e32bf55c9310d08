// The pure parts of the Go client, on the same data as the Python and TypeScript tests: the
// conformance vectors from MemoryLake's page through every dialect's wire declarations, the SSE
// decoder on the cases of tests/test_sse.py fed whole, byte by byte and split at every position,
// the identifier cases, and the error mapping.
package tests

import (
	"encoding/base64"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	ml "github.com/memorylake/a2a-go/v2"
)

type vector struct {
	Name      string         `json:"name"`
	Dialect   string         `json:"dialect"`
	Operation string         `json:"operation"`
	Model     string         `json:"model"`
	RequestID any            `json:"request_id"`
	Canonical map[string]any `json:"canonical"`
	Wire      map[string]any `json:"wire"`
	Last      *bool          `json:"last"`
}

func equal(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %#v\nwant %#v", what, got, want)
	}
}

func TestConformanceVectors(t *testing.T) {
	var vectors struct {
		Requests  struct{ Vectors []vector } `json:"requests"`
		Responses struct{ Vectors []vector } `json:"responses"`
	}
	data(t, "CONFORMANCE", &vectors)
	if len(vectors.Requests.Vectors) < 8 || len(vectors.Responses.Vectors) < 8 {
		t.Fatalf("too few vectors: %d requests, %d responses", len(vectors.Requests.Vectors), len(vectors.Responses.Vectors))
	}
	for _, v := range vectors.Requests.Vectors {
		t.Run("request "+v.Name, func(t *testing.T) {
			d := dialects[v.Dialect]
			id := v.RequestID
			if id == nil {
				id = 1.0
			}
			wire, err := d.Build(v.Operation, v.Canonical, id)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "method", wire.Method, v.Wire["method"])
			equal(t, "path", wire.Path, v.Wire["path"])
			headers := map[string]any{}
			for k, value := range wire.Headers {
				headers[k] = value
			}
			equal(t, "headers", headers, v.Wire["headers"])
			query := map[string]any{}
			for k, value := range wire.Query {
				query[k] = value
			}
			params, _ := v.Wire["params"].(map[string]any)
			want := map[string]any{}
			for k, value := range params {
				want[k] = jsonText(value)
			}
			equal(t, "query", query, want)
			body := toJSON(t, wire.Body)
			equal(t, "body", body, v.Wire["body"])
			if strings.HasPrefix(v.Operation, "send") && v.Wire["body"] != nil {
				wireParams := v.Wire["body"].(map[string]any)
				if _, rpc := wireParams["jsonrpc"]; rpc {
					wireParams = wireParams["params"].(map[string]any)
				}
				decoded, err := d.Decode("SendMessageRequest", wireParams)
				if err != nil {
					t.Fatal(err)
				}
				equal(t, "decoded back", toJSON(t, decoded), v.Canonical)
			}
		})
	}
	models := map[string]string{"task": "Task", "message": "Message", "statusUpdate": "StatusUpdate", "artifactUpdate": "ArtifactUpdate"}
	for _, v := range vectors.Responses.Vectors {
		t.Run("response "+v.Name, func(t *testing.T) {
			d := dialects[v.Dialect]
			event, err := d.Parse(v.Operation, toJSON(t, v.Wire))
			if err != nil {
				t.Fatal(err)
			}
			var got any = event
			if len(event) == 1 {
				for key, inner := range event {
					if model, ok := models[key]; ok {
						equal(t, "model", model, v.Model)
						got = inner
					}
				}
			}
			equal(t, "canonical", got, v.Canonical)
			if v.Last != nil {
				equal(t, "ends the stream", d.EndsStream(event), *v.Last)
			}
			inner := v.Wire
			if _, rpc := inner["jsonrpc"]; rpc {
				inner = inner["result"].(map[string]any)
			}
			if len(inner) == 1 {
				for key, value := range inner {
					if _, ok := models[key]; ok {
						inner = value.(map[string]any)
					}
				}
			}
			encoded, err := d.Encode(v.Model, toJSON(t, v.Canonical).(map[string]any))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "encoded back", encoded, inner)
			// and the typed models hold it: what the Go value encodes to is the canonical JSON, less
			// the fields the models do not name (and empty objects)
			key := strings.ToLower(v.Model[:1]) + v.Model[1:]
			var typed ml.StreamResponse
			if err := fromJSON(map[string]any{key: v.Canonical}, &typed); err != nil {
				t.Fatal(err)
			}
			if path, ok := within(toJSON(t, typed), map[string]any{key: v.Canonical}, key); !ok {
				t.Errorf("the typed value differs at %s", path)
			}
		})
	}
}

type sseCase struct {
	Name   string `json:"name"`
	Body   string `json:"body"`
	Events []struct {
		Data  string  `json:"data"`
		Event string  `json:"event"`
		ID    *string `json:"id"`
		Retry *int    `json:"retry"`
	} `json:"events"`
}

func decodeSSE(t *testing.T, chunks [][]byte) []ml.ServerSentEvent {
	t.Helper()
	decoder := &ml.SSEDecoder{}
	var events []ml.ServerSentEvent
	for _, chunk := range chunks {
		out, err := decoder.Feed(chunk)
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, out...)
	}
	return append(events, decoder.Close()...)
}

func TestSSEDecoder(t *testing.T) {
	var cases []sseCase
	data(t, "SSE_CASES", &cases)
	if len(cases) < 10 {
		t.Fatalf("only %d SSE cases", len(cases))
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			body, err := base64.StdEncoding.DecodeString(c.Body)
			if err != nil {
				t.Fatal(err)
			}
			want := make([]ml.ServerSentEvent, len(c.Events))
			for i, e := range c.Events {
				want[i] = ml.ServerSentEvent{Data: e.Data, Event: e.Event, ID: e.ID, Retry: e.Retry}
			}
			feeds := [][][]byte{{body}, {}}
			for i := range body {
				feeds[1] = append(feeds[1], body[i:i+1])
			}
			for i := 1; i < len(body); i++ {
				feeds = append(feeds, [][]byte{body[:i], body[i:]})
			}
			for _, feed := range feeds {
				got := decodeSSE(t, feed)
				if len(got) == 0 && len(want) == 0 {
					continue
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("fed in %d pieces:\n got %s\nwant %s", len(feed), show(got), show(want))
				}
			}
		})
	}
	t.Run("invalid UTF-8 is replaced", func(t *testing.T) {
		got := decodeSSE(t, [][]byte{[]byte("data: \xff\n\n")})
		equal(t, "data", got[0].Data, "\ufffd")
	})
	t.Run("a line longer than the bound is refused", func(t *testing.T) {
		decoder := &ml.SSEDecoder{MaxEvent: 8}
		_, err := decoder.Feed([]byte("data: 0123456789"))
		var odd *ml.UnexpectedResponseError
		if !errors.As(err, &odd) {
			t.Fatalf("got %v", err)
		}
	})
}

// meanings are the classes of the other languages that Go states as sentinels, which
// errors.Is matches on an APIStatusError.
var meanings = map[string]error{
	"NotFoundError": ml.ErrNotFound, "BadRequestError": ml.ErrBadRequest, "AuthenticationError": ml.ErrAuthentication,
	"PermissionDeniedError": ml.ErrPermissionDenied, "RateLimitError": ml.ErrRateLimit, "InternalServerError": ml.ErrInternalServer,
}

// TestErrorVectors runs spec/conformance's error vectors: an HTTP error answer, or a JSON-RPC
// error object through its dialect, to its class and codes.
func TestErrorVectors(t *testing.T) {
	var vectors struct {
		Responses struct {
			Errors []struct {
				Name      string  `json:"name"`
				Dialect   string  `json:"dialect"`
				Operation string  `json:"operation"`
				Status    int     `json:"status"`
				Body      any     `json:"body"`
				Error     string  `json:"error"`
				ErrorCode *string `json:"error_code"`
				Code      *int    `json:"code"`
				Message   *string `json:"message"`
			} `json:"errors"`
		} `json:"responses"`
	}
	data(t, "CONFORMANCE", &vectors)
	if len(vectors.Responses.Errors) < 8 {
		t.Fatalf("too few error vectors: %d", len(vectors.Responses.Errors))
	}
	for _, v := range vectors.Responses.Errors {
		t.Run(v.Name, func(t *testing.T) {
			var err error
			if v.Status != 0 {
				err = ml.ErrorFromStatus(v.Status, v.Body)
			} else if _, err = dialects[v.Dialect].Parse(v.Operation, v.Body); err == nil {
				t.Fatal("no error")
			}
			name := reflect.TypeOf(err).String()
			name = name[strings.LastIndex(name, ".")+1:]
			if meaning, ok := meanings[v.Error]; ok && errors.Is(err, meaning) && name == "APIStatusError" {
				name = v.Error // Go states this class as a meaning of APIStatusError
			}
			equal(t, "class", name, v.Error)
			var rpc *ml.JSONRPCError
			var status *ml.APIStatusError
			switch {
			case v.Code != nil:
				if !errors.As(err, &rpc) || rpc.Code != *v.Code {
					t.Fatalf("want JSON-RPC code %d: %#v", *v.Code, err)
				}
			case !errors.As(err, &status):
				t.Fatalf("want an APIStatusError: %#v", err)
			default:
				want := ""
				if v.ErrorCode != nil {
					want = *v.ErrorCode
				}
				equal(t, "status and error code", [2]any{status.StatusCode, status.ErrorCode}, [2]any{v.Status, want})
			}
			if v.Message != nil {
				equal(t, "message", err.Error(), *v.Message)
			}
		})
	}
}

// TestErrorMeanings: which class and codes an error answer gets is the error vectors' (above);
// here, the meanings the classes share across transports, and error frames inside a stream.
func TestErrorMeanings(t *testing.T) {
	status := ml.ErrorFromStatus(404, map[string]any{"error": map[string]any{"code": 404.0, "message": "Task not found", "details": []any{map[string]any{"reason": "TASK_NOT_FOUND"}}}})
	if !errors.Is(status, ml.ErrNotFound) {
		t.Fatalf("a 404 means not found: %#v", status)
	}
	if err := ml.ErrorFromStatus(403, ""); !errors.Is(err, ml.ErrPermissionDenied) {
		t.Errorf("403: %v", err)
	}
	missing := ml.ErrorFromJSONRPC(map[string]any{"code": -32001.0, "message": "no task"})
	var taskNotFound *ml.TaskNotFoundError
	var rpc *ml.JSONRPCError
	if !errors.As(missing, &taskNotFound) || !errors.Is(missing, ml.ErrNotFound) || !errors.As(missing, &rpc) || rpc.Code != -32001 {
		t.Fatalf("got %#v", missing)
	}
	if errors.Is(ml.ErrorFromJSONRPC(map[string]any{"code": -32603.0, "message": "v0.3 says nothing more"}), ml.ErrNotFound) {
		t.Error("-32603 is not a not-found")
	}
	if errors.As(ml.ErrorFromStatus(404, ""), &rpc) {
		t.Error("an HTTP error is no JSON-RPC error")
	}
	unknown := ml.ErrorFromJSONRPC(map[string]any{"code": -1.0, "message": "odd", "data": map[string]any{"x": 1.0}})
	equal(t, "data", unknown.(*ml.JSONRPCError).Data, map[string]any{"x": 1.0})
	var internal *ml.InternalError
	if !errors.As(ml.EventError(map[string]any{"jsonrpc": "2.0", "id": 1.0, "error": map[string]any{"code": -32603.0, "message": "boom"}}), &internal) {
		t.Error("an error frame of JSON-RPC")
	}
	var notFound *ml.NotFoundStatusError
	if !errors.As(ml.EventError(map[string]any{"error": map[string]any{"code": 404.0, "message": "gone", "details": []any{}}}), &notFound) {
		t.Error("an error frame of REST")
	}
}

func TestRetryAfter(t *testing.T) {
	for value, want := range map[string]time.Duration{"2": 2 * time.Second, "0.5": 500 * time.Millisecond} {
		got, ok := ml.RetryAfter(value)
		equal(t, value, [2]any{got, ok}, [2]any{want, true})
	}
	for _, value := range []string{"120", "soon", ""} {
		if _, ok := ml.RetryAfter(value); ok {
			t.Errorf("%q is honoured", value)
		}
	}
	got, ok := ml.RetryAfter(time.Now().Add(10 * time.Second).UTC().Format(http.TimeFormat))
	if !ok || got < 8*time.Second || got > 10*time.Second {
		t.Errorf("an HTTP date 10 s ahead: %s", got)
	}
}

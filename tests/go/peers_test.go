package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	ml "github.com/memorylake/a2a-go/v2"
	"github.com/memorylake/a2a-go/v2/v0_3"
	"github.com/memorylake/a2a-go/v2/v1_0"
)

// The servers tests/test_go.py starts on loopback, and a client factory over the four dialects.

const apiKey = "sk_test_secret"

var dialectNames = []string{"v1_0.rest", "v1_0.jsonrpc", "v0_3.rest", "v0_3.jsonrpc"}

// connect is a client of one dialect ("v1_0.rest"...) on a server; edit changes its options.
func connect(t *testing.T, dialect, baseURL string, edit ...func(*ml.Options)) *ml.Client {
	t.Helper()
	version, transport, _ := strings.Cut(dialect, ".")
	options := ml.Options{
		WorkspaceID: env(t, "WORKSPACE_ID"),
		AgentID:     env(t, "AGENT_ID"),
		APIKey:      apiKey,
		BaseURL:     baseURL,
		Transport:   transport,
	}
	for _, e := range edit {
		e(&options)
	}
	client, err := newClient(version, options)
	if err != nil {
		t.Fatal(err)
	}
	return client
}

// newClient is a client of a version ("v1_0"...) or a dialect ("v1_0.rest"...).
func newClient(version string, options ml.Options) (*ml.Client, error) {
	if strings.HasPrefix(version, "v0_3") {
		return v0_3.NewClient(options)
	}
	return v1_0.NewClient(options)
}

// collect is every event of a stream, and the stream's error.
func collect(stream *ml.Stream[ml.StreamResponse], err error) ([]*ml.StreamResponse, error) {
	return first(0)(stream, err)
}

// first collects the first n events of a stream (all when n is 0).
func first(n int) func(*ml.Stream[ml.StreamResponse], error) ([]*ml.StreamResponse, error) {
	return func(stream *ml.Stream[ml.StreamResponse], err error) ([]*ml.StreamResponse, error) {
		return collectN(stream, err, n)
	}
}

func collectN(stream *ml.Stream[ml.StreamResponse], err error, n int) ([]*ml.StreamResponse, error) {
	if err != nil {
		return nil, err
	}
	defer stream.Close()
	var events []*ml.StreamResponse
	for stream.Next() {
		events = append(events, stream.Event())
		if n > 0 && len(events) == n {
			break
		}
	}
	return events, stream.Err()
}

// kind is the member a stream event has.
func kind(e *ml.StreamResponse) string {
	switch {
	case e.Task != nil:
		return "task"
	case e.Message != nil:
		return "message"
	case e.StatusUpdate != nil:
		return "statusUpdate"
	case e.ArtifactUpdate != nil:
		return "artifactUpdate"
	}
	return "?"
}

func kinds(events []*ml.StreamResponse) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = kind(e)
	}
	return out
}

// recordedRequest is a request the behaviour server recorded.
type recordedRequest struct {
	Method  string            `json:"method"`
	Path    string            `json:"path"`
	Headers map[string]string `json:"headers"`
	Body    map[string]any    `json:"body"`
}

func control(t *testing.T) string {
	t.Helper()
	base := env(t, "MEMORYLAKE_BASE_URL")
	return base[:strings.Index(base[len("http://"):], "/")+len("http://")] + "/_control"
}

// reset empties the behaviour server's record, and queues faults ([status, headers]) for the
// next requests.
func reset(t *testing.T, faults ...[2]any) {
	t.Helper()
	if faults == nil {
		faults = [][2]any{}
	}
	body, _ := json.Marshal(map[string]any{"faults": faults})
	response, err := http.Post(control(t), "application/json", bytes.NewReader(body))
	if err != nil || response.StatusCode != 200 {
		t.Fatalf("reset: %v %v", err, response)
	}
	response.Body.Close()
}

// recorded is what the behaviour server received since the last reset.
func recorded(t *testing.T) []recordedRequest {
	t.Helper()
	response, err := http.Get(control(t))
	if err != nil {
		t.Fatal(err)
	}
	defer response.Body.Close()
	var out []recordedRequest
	if err := json.NewDecoder(response.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

var ctx = context.Background()

// The fault matrix of tests/test_faults.py (its rows, handed over as JSON) on the Go client:
// every fault of the fault-injecting server x the 4 dialects. Each row names the error the caller
// gets (the names the Python classes have) or the events; and for every row nothing hangs, the
// server writes to no connection afterwards, the error names its request, and the key is nowhere
// in what the error shows.
package tests

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	ml "github.com/memorylake/a2a-go/v2"
)

type faultRow struct {
	Op        string         `json:"op"`
	Options   map[string]any `json:"options"`
	Resume    *bool          `json:"resume"`
	Error     string         `json:"error"`
	Events    *int           `json:"events"`
	LastState string         `json:"last_state"`
	Result    string         `json:"result"`
}

// isError reports whether err is what a row names, by the Python class's name.
func isError(err error, name string) bool {
	var (
		conn   *ml.APIConnectionError
		cut    *ml.StreamInterruptedError
		late   *ml.APITimeoutError
		odd    *ml.UnexpectedResponseError
		config *ml.ConfigurationError
		arg    *ml.InvalidArgumentError
	)
	switch name {
	case "APIConnectionError":
		return errors.As(err, &conn)
	case "StreamInterruptedError":
		return errors.As(err, &cut)
	case "APITimeoutError":
		return errors.As(err, &late)
	case "UnexpectedResponseError":
		return errors.As(err, &odd)
	case "ConfigurationError":
		return errors.As(err, &config)
	case "InvalidArgumentError":
		return errors.As(err, &arg)
	case "InternalServerError":
		return errors.Is(err, ml.ErrInternalServer)
	}
	return false
}

// request is the request an error names.
func request(err error) ml.Request {
	var (
		status *ml.APIStatusError
		conn   *ml.APIConnectionError
		cut    *ml.StreamInterruptedError
		late   *ml.APITimeoutError
		odd    *ml.UnexpectedResponseError
	)
	switch {
	case errors.As(err, &status):
		return status.Request
	case errors.As(err, &cut):
		return cut.Request
	case errors.As(err, &late):
		return late.Request
	case errors.As(err, &conn):
		return conn.Request
	case errors.As(err, &odd):
		return odd.Request
	}
	return ml.Request{}
}

// faultOptions are a row's client options (Python's names, in seconds) as the Go client's.
func faultOptions(quick, row map[string]any, key string) func(*ml.Options) {
	return func(o *ml.Options) {
		o.APIKey = key
		for _, options := range []map[string]any{quick, row} {
			for name, value := range options {
				seconds, _ := value.(float64)
				d := time.Duration(seconds * float64(time.Second))
				switch name {
				case "timeout":
					o.Timeout = d
				case "stream_timeout":
					o.StreamTimeout = d
				case "stream_deadline":
					o.StreamDeadline = d
				case "max_retries":
					o.MaxRetries = ml.Int(int(seconds))
				case "api_key":
					o.APIKey = value.(string)
				}
			}
		}
	}
}

func active(t *testing.T, root string) int {
	response, err := http.Get(root + "/_active")
	if err != nil {
		t.Fatal(err)
	}
	defer response.Body.Close()
	var out struct{ Active int }
	if err := json.NewDecoder(response.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out.Active
}

func TestFaults(t *testing.T) {
	var matrix struct {
		Rows     map[string]faultRow `json:"rows"`
		Key      string              `json:"key"`
		Watchdog float64             `json:"watchdog"`
		Quick    map[string]any      `json:"quick"`
	}
	data(t, "FAULT_ROWS", &matrix)
	root, refused, prefix := env(t, "FAULTS_ROOT"), env(t, "REFUSED_ROOT"), env(t, "API_PREFIX")
	for fault, row := range matrix.Rows {
		for _, dialect := range dialectNames {
			fault, row, dialect := fault, row, dialect
			t.Run(fault+" "+dialect, func(t *testing.T) {
				base := root + "/" + fault + prefix
				if fault == "refused" {
					base = refused + prefix
				}
				edit := faultOptions(matrix.Quick, row.Options, matrix.Key)
				if row.Op == "construct" {
					options := ml.Options{WorkspaceID: env(t, "WORKSPACE_ID"), AgentID: env(t, "AGENT_ID"), BaseURL: base}
					edit(&options)
					_, err := newClient(dialect, options)
					if !isError(err, row.Error) || strings.Contains(fmt.Sprintf("%v %+v %#v", err, err, err), strings.TrimSpace(options.APIKey)) {
						t.Fatalf("got %#v", err)
					}
					return
				}
				client := connect(t, dialect, base, edit)
				var (
					events []*ml.StreamResponse
					task   *ml.Task
					err    error
				)
				done := make(chan struct{})
				go func() {
					defer close(done)
					if row.Op == "get_task" {
						task, err = client.GetTask(ctx, "task-1", nil)
						return
					}
					noResume := row.Resume != nil && !*row.Resume
					events, err = collect(client.SendStreamingMessage(ctx, ml.Text("hi"), &ml.SendStreamingMessageOptions{StreamOptions: ml.StreamOptions{NoResume: noResume}}))
				}()
				select {
				case <-done:
				case <-time.After(time.Duration(matrix.Watchdog * float64(time.Second))):
					t.Fatalf("%s hung", fault)
				}
				shown := fmt.Sprintf("%v\n%+v\n%#v", err, err, err)
				if row.Error != "" {
					if !isError(err, row.Error) {
						t.Fatalf("wanted %s, got %s (%d events)", row.Error, shown, len(events))
					}
					if strings.Contains(shown, matrix.Key) {
						t.Errorf("the key is in %s", shown)
					}
					r := request(err)
					if fault == "refused" {
						if !strings.Contains(err.Error(), "127.0.0.1") {
							t.Errorf("the error does not name the host: %v", err)
						}
					} else if !strings.Contains(r.URL, prefix) || r.Method == "" {
						t.Errorf("the error does not name its request: %+v", r)
					}
				} else if err != nil {
					t.Fatalf("got %s", shown)
				}
				if row.Events != nil {
					equal(t, "events", len(events), *row.Events)
				}
				if row.LastState != "" {
					var cut *ml.StreamInterruptedError
					if !errors.As(err, &cut) {
						t.Fatalf("got %v", err)
					}
					equal(t, "where", [2]string{cut.TaskID, cut.LastState}, [2]string{"task-cut-1", row.LastState})
				}
				if row.Result != "" {
					equal(t, "result", string(task.Status.State), row.Result)
				}
				if fault == "retry_after_10000" {
					var status *ml.APIStatusError
					if !errors.As(err, &status) || status.Header.Get("Retry-After") != "10000" {
						t.Errorf("got %#v", err)
					}
				}
				if fault != "refused" {
					deadline := time.Now().Add(5 * time.Second)
					for active(t, root) > 0 && time.Now().Before(deadline) {
						time.Sleep(10 * time.Millisecond)
					}
					equal(t, "connections the server still writes to", active(t, root), 0)
				}
			})
		}
	}
}

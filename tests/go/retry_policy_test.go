// The Go clients' retry policy and interceptors, on every dialect, against the
// MemoryLake-behaviour server: the backoff's bounds, the deadline, the predicate, a per-call
// policy over the client's, a send never retried whatever the policy says; an interceptor's
// Before that changes a header and the metadata, or answers the call itself, and an After that
// sees the error. Each figure is a count of requests or a bound of a wait the client reports
// (HookEvent.Delay), never a clock reading.
package tests

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	ml "github.com/memorylake/a2a-go/v2"
)

// quick is a policy without waits.
var quick = &ml.RetryPolicy{InitialBackoff: time.Nanosecond, MaxBackoff: time.Nanosecond}

func fails(statuses ...int) [][2]any {
	out := make([][2]any, len(statuses))
	for i, s := range statuses {
		out[i] = [2]any{s, map[string]string{}}
	}
	return out
}

func is503(err error) bool {
	var status *ml.APIStatusError
	return errors.As(err, &status) && status.StatusCode == 503
}

func TestRetryPolicy(t *testing.T) {
	base := env(t, "MEMORYLAKE_BASE_URL")
	for _, dialect := range dialectNames {
		run := func(name string, test func(t *testing.T)) {
			t.Run(dialect+" "+name, func(t *testing.T) {
				reset(t)
				test(t)
			})
		}

		run("the backoff stays within its bounds", func(t *testing.T) {
			var retries []ml.HookEvent
			client := connect(t, dialect, base, func(o *ml.Options) {
				o.Retry = &ml.RetryPolicy{MaxRetries: ml.Int(4), InitialBackoff: time.Millisecond, MaxBackoff: 4 * time.Millisecond}
				o.Hooks.Retry = func(e ml.HookEvent) { retries = append(retries, e) }
			})
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), nil))
			reset(t, fails(503, 503, 503, 503)...)
			if got, err := client.GetTask(ctx, task.ID, nil); err != nil || got.ID != task.ID {
				t.Fatalf("%v %+v", err, got)
			}
			equal(t, "attempts", len(recorded(t)), 5)
			equal(t, "retries", len(retries), 4)
			for n, e := range retries {
				most := min(time.Millisecond<<n, 4*time.Millisecond) // doubled each time, up to MaxBackoff
				if e.Delay < most*3/4 || e.Delay > most {
					t.Errorf("retry %d waited %s, not within [%s, %s]", n+1, e.Delay, most*3/4, most)
				}
			}
		})

		run("no retry starts past the deadline", func(t *testing.T) {
			// The first wait (at least 3.75 s) would end past the 1 s deadline: no retry.
			client := connect(t, dialect, base, func(o *ml.Options) {
				o.Retry = &ml.RetryPolicy{InitialBackoff: 5 * time.Second, MaxBackoff: 5 * time.Second, Deadline: time.Second}
			})
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), nil))
			reset(t, fails(503)...)
			if _, err := client.GetTask(ctx, task.ID, nil); !is503(err) {
				t.Fatalf("got %v", err)
			}
			equal(t, "attempts", len(recorded(t)), 1)
		})

		run("the predicate decides instead of the statuses", func(t *testing.T) {
			var seen [][3]any
			client := connect(t, dialect, base, func(o *ml.Options) {
				o.Retry = &ml.RetryPolicy{InitialBackoff: time.Nanosecond, MaxBackoff: time.Nanosecond, RetryIf: func(a ml.RetryAttempt) bool {
					seen = append(seen, [3]any{a.Operation, a.Attempt, a.Status})
					return a.Status == 400
				}}
			})
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), nil))
			reset(t, fails(400, 503)...)
			if _, err := client.GetTask(ctx, task.ID, nil); !is503(err) {
				t.Fatalf("got %v", err)
			}
			equal(t, "attempts", len(recorded(t)), 2)
			equal(t, "asked", seen, [][3]any{{"GetTask", 1, 400}, {"GetTask", 2, 503}})
		})

		run("a call's policy is over the client's", func(t *testing.T) {
			client := connect(t, dialect, base, func(o *ml.Options) { o.Retry, o.MaxRetries = quick, ml.Int(0) })
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), nil))
			reset(t, fails(503, 503)...)
			options := &ml.GetTaskOptions{RequestOptions: ml.RequestOptions{Retry: &ml.RetryPolicy{MaxRetries: ml.Int(2)}}}
			if got, err := client.GetTask(ctx, task.ID, options); err != nil || got.ID != task.ID {
				t.Fatalf("%v %+v", err, got)
			}
			equal(t, "attempts", len(recorded(t)), 3) // the backoff stays the client's (none)
			reset(t, fails(503)...)
			options.Retry.Statuses = []int{500}
			if _, err := client.GetTask(ctx, task.ID, options); !is503(err) {
				t.Fatalf("got %v", err)
			}
			equal(t, "attempts", len(recorded(t)), 1)
			patient, err := client.WithOptions(func(o *ml.Options) { o.MaxRetries = ml.Int(1) }) // the shorthand
			if err != nil {
				t.Fatal(err)
			}
			reset(t, fails(503)...)
			perCall := &ml.GetTaskOptions{RequestOptions: ml.RequestOptions{MaxRetries: ml.Int(0)}}
			if _, err := patient.GetTask(ctx, task.ID, perCall); !is503(err) {
				t.Fatalf("got %v", err)
			}
			equal(t, "attempts", len(recorded(t)), 1)
		})

		run("a send is never retried, whatever the policy says", func(t *testing.T) {
			asked := 0
			client := connect(t, dialect, base, func(o *ml.Options) {
				o.Retry = &ml.RetryPolicy{MaxRetries: ml.Int(5), InitialBackoff: time.Nanosecond, MaxBackoff: time.Nanosecond,
					Statuses: []int{503}, RetryIf: func(ml.RetryAttempt) bool { asked++; return true }}
			})
			reset(t, fails(503)...)
			if _, err := client.SendMessage(ctx, ml.Text("hi"), nil); !is503(err) {
				t.Fatalf("got %v", err)
			}
			equal(t, "attempts", len(recorded(t)), 1)
			equal(t, "asked", asked, 0) // not even asked
		})

		run("Before changes a header and the metadata", func(t *testing.T) {
			var seen [][2]string
			sign := func(_ context.Context, call *ml.InterceptedCall) (any, error) {
				seen = append(seen, [2]string{call.Operation, call.Dialect})
				call.Headers["X-Signed"] = "yes"
				if metadata, ok := call.Request["metadata"].(map[string]any); ok {
					metadata["trace"] = "t-1"
				}
				return nil, nil
			}
			client := connect(t, dialect, base, func(o *ml.Options) { o.Interceptors = []ml.Interceptor{{Before: sign}} })
			if _, err := client.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{Memorylake: map[string]any{}}); err != nil {
				t.Fatal(err)
			}
			headers, params := sent(t, dialect, false)
			equal(t, "header", headers["x-signed"], "yes")
			equal(t, "metadata", params["metadata"], map[string]any{"memorylake": map[string]any{}, "trace": "t-1"})
			equal(t, "seen", seen, [][2]string{{"SendMessage", strings.Replace(dialect, ".", "-", 1)}})
		})

		run("Before answers the call, and nothing is sent", func(t *testing.T) {
			cached := &ml.Task{ID: "t-cached", Status: ml.TaskStatus{State: ml.TaskStateCompleted}}
			events := []ml.StreamResponse{{Task: cached}}
			var after []any
			client := connect(t, dialect, base, func(o *ml.Options) {
				o.Interceptors = []ml.Interceptor{{
					Before: func(_ context.Context, call *ml.InterceptedCall) (any, error) {
						return map[string]any{"GetTask": cached, "SendStreamingMessage": events}[call.Operation], nil
					},
					After: func(_ context.Context, _ *ml.InterceptedCall, result any, err error) {
						after = append(after, result, err)
					},
				}}
			})
			got, err := client.GetTask(ctx, "t-cached", nil)
			if err != nil || got != cached {
				t.Fatalf("%v %+v", err, got)
			}
			streamed, err := collect(client.SendStreamingMessage(ctx, ml.Text("hi"), nil))
			if err != nil || len(streamed) != 1 || !reflect.DeepEqual(*streamed[0], events[0]) {
				t.Fatalf("%v %+v", err, streamed)
			}
			equal(t, "sent", len(recorded(t)), 0)
			equal(t, "after", after, []any{cached, nil, nil, nil}) // a stream ends with no result
		})

		run("After sees the error", func(t *testing.T) {
			var ended []any
			client := connect(t, dialect, base, func(o *ml.Options) {
				o.Retry, o.MaxRetries = quick, ml.Int(0)
				o.Interceptors = []ml.Interceptor{{After: func(_ context.Context, call *ml.InterceptedCall, result any, err error) {
					ended = append(ended, call.Operation, result, err)
				}}}
			})
			_, err := client.GetTask(ctx, "run-does-not-exist", nil)
			if err == nil {
				t.Fatal("no error")
			}
			equal(t, "ended", ended, []any{"GetTask", nil, err})
		})
	}
}

func TestAWrongPolicyIsRefusedBeforeSending(t *testing.T) {
	reset(t)
	options := ml.Options{WorkspaceID: env(t, "WORKSPACE_ID"), AgentID: env(t, "AGENT_ID"), APIKey: apiKey, BaseURL: env(t, "MEMORYLAKE_BASE_URL")}
	var wrong *ml.ConfigurationError
	options.Retry = &ml.RetryPolicy{InitialBackoff: -time.Second}
	if _, err := newClient("v1_0", options); !errors.As(err, &wrong) || wrong.Option != "Retry.InitialBackoff" {
		t.Errorf("got %v", err)
	}
	options.Retry = nil
	client, err := newClient("v1_0", options)
	if err != nil {
		t.Fatal(err)
	}
	perCall := &ml.GetTaskOptions{RequestOptions: ml.RequestOptions{Retry: &ml.RetryPolicy{MaxRetries: ml.Int(-1)}}}
	if _, err := client.GetTask(ctx, "t-1", perCall); !errors.As(err, &wrong) || wrong.Option != "MaxRetries" {
		t.Errorf("got %v", err)
	}
	equal(t, "sent", len(recorded(t)), 0)
}

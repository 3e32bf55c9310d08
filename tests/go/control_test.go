// The client's control surface against the MemoryLake-behaviour server, one dialect of each
// version and transport: per-call options, WithOptions, the raw response of a call and of a
// stream, hooks, a key function asked again after a 401, and logging with every secret redacted.
package tests

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	ml "github.com/memorylake/a2a-go/v2"
)

var (
	controlDialects = []string{"v1_0.rest", "v0_3.jsonrpc"}
	retryNow        = [2]any{503, map[string]string{"Retry-After": "0"}}
)

func TestControlSurface(t *testing.T) {
	base := env(t, "MEMORYLAKE_BASE_URL")
	for _, dialect := range controlDialects {
		client := connect(t, dialect, base)
		run := func(name string, test func(t *testing.T)) {
			t.Run(dialect+" "+name, func(t *testing.T) {
				reset(t)
				test(t)
			})
		}

		run("headers, retries, timeout and key for one call", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hello"), nil))
			reset(t, retryNow, retryNow)
			_, err := client.GetTask(ctx, task.ID, &ml.GetTaskOptions{RequestOptions: ml.RequestOptions{MaxRetries: ml.Int(0), Headers: map[string]string{"X-Trace": "abc"}}})
			if !errors.Is(err, ml.ErrInternalServer) {
				t.Fatalf("got %v", err)
			}
			if got, err := client.GetTask(ctx, task.ID, nil); err != nil || got.ID != task.ID { // the client's retries: 503, then 200
				t.Fatalf("%v %v", got, err)
			}
			requests := recorded(t)
			equal(t, "traced", []string{requests[0].Headers["x-trace"], requests[1].Headers["x-trace"], requests[2].Headers["x-trace"]}, []string{"abc", "", ""})
			reset(t, retryNow)
			_, err = client.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{RequestOptions: ml.RequestOptions{MaxRetries: ml.Int(5)}})
			if !errors.Is(err, ml.ErrInternalServer) || len(recorded(t)) != 1 {
				t.Fatalf("a message sent twice: %v", err)
			}
			reset(t)
			wrong := connect(t, dialect, base, func(o *ml.Options) { o.APIKey = "sk_wrong" })
			if _, err := wrong.GetTask(ctx, task.ID, &ml.GetTaskOptions{RequestOptions: ml.RequestOptions{APIKey: apiKey}}); err != nil {
				t.Fatalf("the call's key: %v", err)
			}
			_, err = client.CancelTask(ctx, task.ID, &ml.RequestOptions{APIKey: "sk_wrong"})
			if !errors.Is(err, ml.ErrAuthentication) || strings.Contains(fmt.Sprintf("%#v", err), "sk_wrong") {
				t.Fatalf("got %#v", err)
			}
			requests = recorded(t)
			equal(t, "keys", []string{requests[0].Headers["authorization"], requests[1].Headers["authorization"]}, []string{"Bearer " + apiKey, "Bearer sk_wrong"})
			_, err = client.SendMessage(ctx, ml.Text("silent question"), &ml.SendMessageOptions{RequestOptions: ml.RequestOptions{Timeout: 200 * time.Millisecond}})
			var late *ml.APITimeoutError
			if !errors.As(err, &late) {
				t.Fatalf("got %v", err)
			}
			for _, options := range []ml.RequestOptions{{MaxRetries: ml.Int(-1)}, {APIKey: "sk with a space"}} {
				var config *ml.ConfigurationError
				if _, err := client.GetTask(ctx, task.ID, &ml.GetTaskOptions{RequestOptions: options}); !errors.As(err, &config) {
					t.Errorf("%+v: got %v", options, err)
				}
			}
		})

		run("a stream's own headers, retries and key", func(t *testing.T) {
			stream, err := client.SendStreamingMessage(ctx, ml.Text("hello [cut]"), &ml.SendStreamingMessageOptions{StreamOptions: ml.StreamOptions{MaxRetries: ml.Int(0), Headers: map[string]string{"X-Trace": "s-1"}, APIKey: apiKey}})
			if err != nil {
				t.Fatal(err)
			}
			_, err = collect(stream, nil)
			var cut *ml.StreamInterruptedError
			if !errors.As(err, &cut) { // no reconnect left
				t.Fatalf("got %v", err)
			}
			requests := recorded(t)
			equal(t, "requests", len(requests), 1)
			equal(t, "traced", requests[0].Headers["x-trace"], "s-1")
			var config *ml.ConfigurationError
			if _, err := client.SendStreamingMessage(ctx, ml.Text("hi"), &ml.SendStreamingMessageOptions{StreamOptions: ml.StreamOptions{MaxRetries: ml.Int(-1)}}); !errors.As(err, &config) {
				t.Errorf("got %v", err)
			}
		})

		run("WithOptions changes settings and keeps the others", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hello"), nil))
			strict, err := client.WithOptions(func(o *ml.Options) {
				o.MaxRetries = ml.Int(0)
				o.Headers = map[string]string{"X-Team": "search"}
			})
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "transport", strict.Transport(), client.Transport())
			equal(t, "url", strict.BaseURL(), client.BaseURL())
			reset(t, retryNow, retryNow)
			if _, err := strict.GetTask(ctx, task.ID, nil); !errors.Is(err, ml.ErrInternalServer) {
				t.Fatalf("no retries: %v", err)
			}
			if got, err := client.GetTask(ctx, task.ID, nil); err != nil || got.ID != task.ID { // still 2 retries
				t.Fatalf("%v %v", got, err)
			}
			requests := recorded(t)
			equal(t, "teams", []string{requests[0].Headers["x-team"], requests[1].Headers["x-team"], requests[2].Headers["x-team"]}, []string{"search", "", ""})
			var config *ml.ConfigurationError
			if _, err := client.WithOptions(func(o *ml.Options) { o.MaxRetries = ml.Int(-1) }); !errors.As(err, &config) {
				t.Errorf("got %v", err)
			}
		})

		run("the raw response of a call and of a stream", func(t *testing.T) {
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("hello"), nil))
			var raw ml.RawResponse
			got, err := client.GetTask(ctx, task.ID, &ml.GetTaskOptions{RequestOptions: ml.RequestOptions{Response: &raw}})
			if err != nil || got.ID != task.ID {
				t.Fatalf("%v %v", got, err)
			}
			equal(t, "status", raw.StatusCode, 200)
			equal(t, "request id", raw.RequestID, raw.Header.Get("X-Request-Id"))
			if !strings.HasPrefix(raw.RequestID, "req-") || !strings.HasPrefix(raw.Header.Get("Content-Type"), "application/json") {
				t.Errorf("got %+v", raw)
			}
			if !strings.Contains(raw.Request.URL, env(t, "AGENT_PATH")) || strings.Contains(fmt.Sprintf("%#v", raw), apiKey) {
				t.Errorf("request %+v", raw.Request)
			}
			equal(t, "method", raw.Request.Method, map[string]string{"rest": "GET", "jsonrpc": "POST"}[client.Transport()])

			stream, err := client.SendStreamingMessage(ctx, ml.Text("hi"), nil)
			if err != nil {
				t.Fatal(err)
			}
			opened, err := stream.Response() // before the first event
			if err != nil || opened.StatusCode != 200 || !strings.HasPrefix(opened.Header.Get("Content-Type"), "text/event-stream") || !strings.HasPrefix(opened.RequestID, "req-") {
				t.Fatalf("%+v %v", opened, err)
			}
			events, err := collect(stream, nil)
			if err != nil || len(events) < 3 {
				t.Fatalf("%d events, %v", len(events), err)
			}
			equal(t, "the stream sent once", len(recorded(t)), 3)

			// An error instead of the stream: on REST its HTTP status, on JSON-RPC the body of a 200.
			failing, _ := client.SubscribeToTask(ctx, "run-unknown", nil)
			opened, err = failing.Response()
			if client.Transport() == "rest" && (opened != nil || !errors.Is(err, ml.ErrNotFound) || failing.Err() != err) {
				t.Errorf("%+v %v", opened, err)
			}
			if failing.Next() || failing.Err() == nil {
				t.Errorf("got %v", failing.Err())
			}
		})

		run("hooks see requests, responses, retries and reconnects", func(t *testing.T) {
			var seen []ml.HookEvent
			hook := func(e ml.HookEvent) { seen = append(seen, e) }
			hooked := connect(t, dialect, base, func(o *ml.Options) {
				o.Hooks = ml.Hooks{Request: hook, Response: hook, Retry: hook, Reconnect: hook}
			})
			task := taskOf(t)(hooked.SendMessage(ctx, ml.Text("hello"), nil))
			reset(t, retryNow)
			if _, err := hooked.GetTask(ctx, task.ID, nil); err != nil {
				t.Fatal(err)
			}
			if _, err := collect(hooked.SendStreamingMessage(ctx, ml.Text("hello [cut]"), nil)); err != nil {
				t.Fatal(err)
			}
			var kinds []string
			for _, e := range seen {
				kinds = append(kinds, fmt.Sprintf("%s %s %d %d", e.Operation, e.Kind, e.Attempt, e.Status))
				if !strings.Contains(e.URL, env(t, "AGENT_PATH")) || strings.Contains(fmt.Sprint(e), apiKey) || e.Elapsed < 0 {
					t.Errorf("event %+v", e)
				}
			}
			equal(t, "first events", kinds[:7], []string{
				"SendMessage request 1 0",
				"SendMessage response 1 200",
				"GetTask request 1 0",
				"GetTask response 1 503",
				"GetTask retry 1 503",
				"GetTask request 2 0",
				"GetTask response 2 200",
			})
			equal(t, "stream", kinds[7:], []string{
				"SendStreamingMessage request 1 0",
				"SendStreamingMessage response 1 200",
				"SendStreamingMessage reconnect 1 0",
				"SendStreamingMessage request 1 0",
				"SendStreamingMessage response 1 200",
			})
		})

		run("a key function is asked per request, and once more after a 401", func(t *testing.T) {
			answers := []string{"sk_expired", apiKey, apiKey, "sk_revoked", "sk_revoked_too"}
			var asked []string
			keyed := connect(t, dialect, base, func(o *ml.Options) {
				o.APIKey = ""
				o.APIKeyFunc = func(context.Context) (string, error) {
					asked = append(asked, answers[len(asked)])
					return asked[len(asked)-1], nil
				}
			})
			task := taskOf(t)(keyed.SendMessage(ctx, ml.Text("hello"), nil))
			equal(t, "asked", asked, []string{"sk_expired", apiKey})
			if got, err := keyed.GetTask(ctx, task.ID, nil); err != nil || got.ID != task.ID {
				t.Fatalf("%v %v", got, err)
			}
			_, err := keyed.GetTask(ctx, task.ID, nil)
			if !errors.Is(err, ml.ErrAuthentication) {
				t.Fatalf("a revoked key was accepted: %v", err)
			}
			equal(t, "asked again once", asked[3:], []string{"sk_revoked", "sk_revoked_too"})
			for _, shown := range []string{fmt.Sprintf("%#v", err), fmt.Sprintf("%+v", keyed), fmt.Sprintf("%#v", keyed)} {
				if strings.Contains(shown, "sk_") {
					t.Errorf("a key shows: %s", shown)
				}
			}
			var sent []string
			for _, r := range recorded(t) {
				sent = append(sent, strings.TrimPrefix(r.Headers["authorization"], "Bearer "))
			}
			equal(t, "sent", sent, asked)

			reset(t)
			empty := connect(t, dialect, base, func(o *ml.Options) {
				o.APIKeyFunc = func(context.Context) (string, error) { return "", nil } // over APIKey
			})
			var config *ml.ConfigurationError
			if _, err := empty.GetAgentCard(ctx, nil); !errors.As(err, &config) {
				t.Errorf("got %v", err)
			}
			sealed := errors.New("the vault is sealed")
			failing := connect(t, dialect, base, func(o *ml.Options) {
				o.APIKeyFunc = func(context.Context) (string, error) { return "", sealed }
			})
			if _, err := failing.GetAgentCard(ctx, nil); !errors.Is(err, sealed) {
				t.Errorf("got %v", err)
			}
			equal(t, "sent", len(recorded(t)), 0)
		})
	}
}

func TestLoggingRedactsSecrets(t *testing.T) {
	var lines bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&lines, &slog.HandlerOptions{Level: slog.LevelDebug}))
	for _, dialect := range controlDialects {
		client := connect(t, dialect, env(t, "MEMORYLAKE_BASE_URL"), func(o *ml.Options) { o.Logger = logger })
		reset(t)
		_, err := client.SendMessage(ctx, ml.Text("hello"), &ml.SendMessageOptions{
			Memorylake:     map[string]any{"actorId": actor},
			RequestOptions: ml.RequestOptions{Headers: map[string]string{"X-Api-Key": "hdr-secret"}},
		})
		if err != nil {
			t.Fatal(err)
		}
		reset(t, [2]any{401, map[string]string{}}, retryNow)
		if _, err := client.GetAgentCard(ctx, nil); !errors.Is(err, ml.ErrAuthentication) {
			t.Fatalf("got %v", err)
		}
		if _, err := client.GetAgentCard(ctx, nil); err != nil { // a retry
			t.Fatal(err)
		}
		if _, err := collect(client.SendStreamingMessage(ctx, ml.Text("hello [cut]"), nil)); err != nil { // a reconnect
			t.Fatal(err)
		}
	}
	text := lines.String()
	for _, want := range []string{
		`"msg":"request","operation":"SendMessage","method":"POST"`,
		`"Authorization":"[redacted]"`,
		`"X-Api-Key":"[redacted]"`,
		`"actorId":"` + actor,
		`"msg":"response body","operation":"SendMessage"`,
		`"msg":"response","operation":"GetAgentCard","method":"GET"`,
		`"status":401`,
		`"request_id":"req-`,
		`"msg":"retry","operation":"GetAgentCard","method":"GET"`,
		`"reason":"HTTP 503","retry":1,"max_retries":2`,
		`"msg":"reconnect","operation":"SendStreamingMessage"`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in\n%s", want, text)
		}
	}
	if strings.Contains(text, apiKey) || strings.Contains(text, "hdr-secret") {
		t.Errorf("a secret is logged:\n%s", text)
	}

	lines.Reset()
	quiet := connect(t, "v1_0.rest", env(t, "MEMORYLAKE_BASE_URL"), func(o *ml.Options) {
		o.Logger = slog.New(slog.NewJSONHandler(&lines, &slog.HandlerOptions{Level: slog.LevelInfo}))
	})
	if _, err := quiet.GetAgentCard(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(lines.String(), "\n"); got != 1 || !strings.Contains(lines.String(), `"msg":"response"`) {
		t.Errorf("Info logs one line per response:\n%s", lines.String())
	}
}

// The test kit (a2atest): the fake answers the four dialects as the clients expect (scripted
// answers, faults, cut and slow streams, get, cancel, subscribe, the card) and records what it
// received, in process; and the same fake served by httptest on loopback.
package tests

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	ml "github.com/memorylake/a2a-go/v2"
	"github.com/memorylake/a2a-go/v2/a2atest"
)

// faked is a client of a dialect on a fake, in process; its base URL is a host no test reaches.
func faked(t *testing.T, dialect string, fake *a2atest.FakeAgent) *ml.Client {
	return connect(t, dialect, "https://fake.test/api", func(o *ml.Options) { o.HTTPClient = fake.Client() })
}

func TestFakeAgent(t *testing.T) {
	for _, dialect := range dialectNames {
		t.Run(dialect+" a scripted answer, and the request it was sent", func(t *testing.T) {
			fake := &a2atest.FakeAgent{}
			client := faked(t, dialect, fake)
			fake.Reply(a2atest.Answer{
				Text: "Paris is the capital of France.",
				Data:      map[string][]any{"attachments": {ml.Attachment{Name: "notes.md"}}, "recommended_questions": {"And of Italy?"}},
				Artifacts: []any{ml.Artifact{ArtifactID: "extra", Parts: []ml.Part{{Text: "more"}}}},
			})
			task := taskOf(t)(client.SendMessage(ctx, ml.Text("What is the capital?"), &ml.SendMessageOptions{ContextID: "ctx-7"}))
			equal(t, "state", task.Status.State, ml.TaskStateCompleted)
			equal(t, "context", task.ContextID, "ctx-7")
			equal(t, "answer", task.Answer(), "Paris is the capital of France.")
			equal(t, "attachment", task.Attachments()[0].Name, "notes.md")
			equal(t, "questions", task.RecommendedQuestions(), []string{"And of Italy?"})
			equal(t, "more artifacts", task.Artifacts[1].Parts[0].Text, "more")
			if got, err := client.GetTask(ctx, task.ID, &ml.GetTaskOptions{HistoryLength: ml.Int(1)}); err != nil || got.Status.State != ml.TaskStateCompleted {
				t.Fatalf("%v %v", got, err)
			}
			requests := fake.Requests()
			sent, got := requests[0], requests[1]
			if client.Transport() == "jsonrpc" {
				equal(t, "path", [2]string{sent.Path, got.Path}, [2]string{"", ""})
			} else if !strings.HasSuffix(got.Path, "/tasks/"+task.ID) || got.Query["historyLength"] != "1" {
				t.Errorf("path %q, query %v", got.Path, got.Query)
			}
			equal(t, "operations", [2]string{sent.Operation, got.Operation}, [2]string{"send_message", "get_task"})
			equal(t, "dialect", sent.Dialect, strings.Replace(dialect, ".", "-", 1))
			equal(t, "redacted", sent.Header.Get("Authorization"), a2atest.Redacted)
			equal(t, "key", sent.APIKey(), apiKey)
			if strings.Contains(fmt.Sprintf("%v %+v %#v", sent, sent, sent), apiKey) || sent.JSON == nil {
				t.Errorf("record %v", sent)
			}
		})

		t.Run(dialect+" a stream with its chunks, a subscription, a cancel and the card", func(t *testing.T) {
			fake := &a2atest.FakeAgent{Card: map[string]any{"name": "Paris guide"}}
			client := faked(t, dialect, fake)
			fake.Reply(a2atest.Answer{Chunks: []string{"Paris is", " the capital."}, Delay: time.Millisecond})
			events, err := collect(client.SendStreamingMessage(ctx, ml.Text("Stream it"), nil))
			if err != nil {
				t.Fatal(err)
			}
			var chunks []string
			for _, e := range events {
				if e.StatusUpdate != nil && e.StatusUpdate.ChunkText() != "" {
					chunks = append(chunks, e.StatusUpdate.ChunkText())
				}
			}
			equal(t, "chunks", chunks, []string{"Paris is", " the capital."})
			equal(t, "last", events[len(events)-1].StatusUpdate.Status.State, ml.TaskStateCompleted)
			replay, err := collect(client.SubscribeToTask(ctx, events[0].Task.ID, nil))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "replayed without the task event", kinds(replay), kinds(events[1:]))
			card, err := client.GetAgentCard(ctx, nil)
			if err != nil || card.Name != "Paris guide" {
				t.Fatalf("%+v %v", card, err)
			}
			started := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{ReturnImmediately: ml.Bool(true)}))
			equal(t, "returned at once", started.Status.State, ml.TaskStateSubmitted)
			if canceled, err := client.CancelTask(ctx, "task-1", nil); err != nil || canceled.Status.State != ml.TaskStateCompleted {
				t.Fatalf("a finished task is answered as it is: %+v %v", canceled, err)
			}
		})

		t.Run(dialect+" a cut stream is resumed, or fails without resume", func(t *testing.T) {
			fake := &a2atest.FakeAgent{}
			client := faked(t, dialect, fake)
			for _, cut := range []a2atest.Cut{a2atest.CutClose, a2atest.CutReset} {
				fake.Reset()
				fake.Reply(a2atest.Answer{Chunks: []string{"a", "b", "c"}, Cut: cut})
				task, err := untilDone(client.SendStreamingMessage(ctx, ml.Text("hi"), nil))
				if err != nil || task.Answer() != "abc" {
					t.Fatalf("%s: %+v %v", cut, task, err)
				}
				var operations []string
				for _, r := range fake.Requests() {
					operations = append(operations, r.Operation)
				}
				equal(t, "resumed", operations, []string{"send_streaming_message", "subscribe_to_task"})
				fake.Reply(a2atest.Answer{Chunks: []string{"a", "b", "c"}, Cut: cut, CutAfter: 3})
				events, err := collect(client.SendStreamingMessage(ctx, ml.Text("hi"), &ml.SendStreamingMessageOptions{StreamOptions: ml.StreamOptions{NoResume: true}}))
				var interrupted *ml.StreamInterruptedError
				if !errors.As(err, &interrupted) || len(events) != 3 {
					t.Fatalf("%s: %d events, %v", cut, len(events), err)
				}
			}
		})

		t.Run(dialect+" a failed task, an unknown one and an HTTP error", func(t *testing.T) {
			fake := &a2atest.FakeAgent{}
			client := faked(t, dialect, fake)
			fake.Reply(a2atest.Answer{Error: "LLM model config not found: gpt-0"})
			failed, err := untilDone(client.SendStreamingMessage(ctx, ml.Text("hi"), nil))
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "failed", [2]any{failed.Status.State, failed.ErrorMessage()}, [2]any{ml.TaskStateFailed, "LLM model config not found: gpt-0"})
			if _, err := client.GetTask(ctx, "task-that-does-not-exist", nil); !errors.Is(err, ml.ErrNotFound) {
				t.Errorf("got %v", err)
			}
			fake.Fail(a2atest.Fault{As: &ml.QuotaExceededError{}, Message: "scripted"})
			_, err = client.SendMessage(ctx, ml.Text("hi"), nil)
			var quota *ml.QuotaExceededError
			if !errors.As(err, &quota) || quota.StatusCode != 402 || quota.ErrorCode != "QUOTA_EXCEEDED" || quota.Message != "scripted" {
				t.Fatalf("got %#v", err)
			}
			fake.Fail(a2atest.Fault{As: ml.ErrRateLimit})
			if _, err := client.GetAgentCard(ctx, &ml.RequestOptions{MaxRetries: ml.Int(0)}); !errors.Is(err, ml.ErrRateLimit) {
				t.Errorf("got %v", err)
			}
		})
	}
}

func TestFakeAgentFaultsAndRefusals(t *testing.T) {
	fake := &a2atest.FakeAgent{}
	client := faked(t, "v0_3.jsonrpc", fake)
	task := taskOf(t)(client.SendMessage(ctx, ml.Text("hi"), &ml.SendMessageOptions{ReturnImmediately: ml.Bool(true)}))
	fake.Fail(a2atest.Fault{Status: 503, Headers: map[string]string{"Retry-After": "0"}, Times: 2})
	if got, err := client.GetTask(ctx, task.ID, nil); err != nil || got.Status.State != ml.TaskStateCompleted { // retried twice
		t.Fatalf("%v %v", got, err)
	}
	equal(t, "requests", len(fake.Requests()), 4)
	for name, misuse := range map[string]func(){
		"no HTTP error of this API": func() { fake.Fail(a2atest.Fault{As: &ml.TaskNotFoundError{}}) },
		"needs a Status or an As":   func() { fake.Fail(a2atest.Fault{Message: "what status?"}) },
		"no data kind pictures":     func() { fake.Reply(a2atest.Answer{Data: map[string][]any{"pictures": nil}}) },
	} {
		func() {
			defer func() {
				if p := fmt.Sprint(recover()); !strings.Contains(p, name) {
					t.Errorf("panicked with %q", p)
				}
			}()
			misuse()
		}()
	}
	guarded := faked(t, "v1_0.rest", &a2atest.FakeAgent{APIKey: "another key"})
	if _, err := guarded.GetTask(ctx, "t", nil); !errors.Is(err, ml.ErrAuthentication) {
		t.Errorf("got %v", err)
	}
	echo := &a2atest.FakeAgent{Default: &a2atest.Answer{Text: "always this"}}
	equal(t, "default", taskOf(t)(faked(t, "v1_0.rest", echo).SendMessage(ctx, ml.Text("hi"), nil)).Answer(), "always this")
	equal(t, "echo", taskOf(t)(client.SendMessage(ctx, ml.Text("say it back"), nil)).Answer(), "say it back")
	fake.Reply(a2atest.Answer{Delay: time.Hour})
	_, err := client.SendMessage(ctx, ml.Text("slow"), &ml.SendMessageOptions{RequestOptions: ml.RequestOptions{Timeout: 50 * time.Millisecond}})
	var late *ml.APITimeoutError
	if !errors.As(err, &late) {
		t.Errorf("got %v", err)
	}
	unrouted, err := fake.Client().Get("https://fake.test/elsewhere")
	if err != nil || unrouted.StatusCode != http.StatusNotFound {
		t.Errorf("%v %v", unrouted, err)
	}
	unrouted.Body.Close()
}

func TestFakeAgentOnAServer(t *testing.T) {
	fake := &a2atest.FakeAgent{}
	server := httptest.NewServer(fake)
	defer server.Close()
	for _, dialect := range dialectNames {
		client := connect(t, dialect, server.URL)
		fake.Reply(a2atest.Answer{Chunks: []string{"Par", "is"}, Cut: a2atest.CutReset})
		task, err := untilDone(client.SendStreamingMessage(ctx, ml.Text("hi"), nil))
		if err != nil || task.Answer() != "Paris" {
			t.Fatalf("%s: %+v %v", dialect, task, err)
		}
		requests := fake.Requests()
		last := requests[len(requests)-1]
		if last.Operation != "subscribe_to_task" || !strings.HasPrefix(last.URL, server.URL) {
			t.Errorf("%s: %v", dialect, last)
		}
	}
}

// TestCardVectors runs spec/conformance's card vectors through each dialect's client on a fake
// that serves the card: a v1.0 card and a v0.3 card of the same agent give the same interfaces;
// a card with neither gives none, and a warning, not an error.
func TestCardVectors(t *testing.T) {
	var vectors struct {
		Responses struct {
			Cards []struct {
				Name       string         `json:"name"`
				Card       map[string]any `json:"card"`
				Interfaces []any          `json:"interfaces"`
				Warns      bool           `json:"warns"`
			} `json:"cards"`
		} `json:"responses"`
	}
	data(t, "CONFORMANCE", &vectors)
	if len(vectors.Responses.Cards) < 3 {
		t.Fatalf("too few card vectors: %d", len(vectors.Responses.Cards))
	}
	for _, v := range vectors.Responses.Cards {
		for _, dialect := range dialectNames {
			t.Run(dialect+" "+v.Name, func(t *testing.T) {
				var warned []string
				fake := &a2atest.FakeAgent{Card: v.Card}
				client := connect(t, dialect, "https://fake.test/api", func(o *ml.Options) {
					o.HTTPClient = fake.Client()
					o.Warn = func(message string) { warned = append(warned, message) }
				})
				card, err := client.GetAgentCard(ctx, nil)
				if err != nil {
					t.Fatal(err)
				}
				equal(t, "name", card.Name, v.Card["name"])
				got := []any{}
				for _, i := range card.SupportedInterfaces {
					got = append(got, toJSON(t, i))
				}
				equal(t, "interfaces", got, v.Interfaces)
				want := []string(nil)
				if v.Warns {
					want = []string{"the agent card names no interface: it has no supportedInterfaces, nor url (v0_3)"}
				}
				equal(t, "warnings", warned, want)
			})
		}
	}
}

// TestTheFakesOwnCard: without a Card, the fake serves a complete one, as official clients need
// it: its name, description, version, streaming, and each dialect at the URL it was reached at.
func TestTheFakesOwnCard(t *testing.T) {
	for _, dialect := range dialectNames {
		t.Run(dialect, func(t *testing.T) {
			fake := &a2atest.FakeAgent{}
			client := faked(t, dialect, fake)
			card, err := client.GetAgentCard(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			equal(t, "name, version", [2]string{card.Name, card.Version}, [2]string{"fake agent", ml.Version})
			equal(t, "streaming", card.Capabilities != nil && card.Capabilities.Streaming != nil && *card.Capabilities.Streaming, true)
			if card.Description == "" {
				t.Error("no description")
			}
			agent := strings.TrimSuffix(fake.Requests()[0].URL, "/.well-known/agent-card.json")
			var got [][3]string
			for _, i := range card.SupportedInterfaces {
				got = append(got, [3]string{i.URL, i.ProtocolBinding, i.ProtocolVersion})
			}
			equal(t, "interfaces", got, [][3]string{{agent, "HTTP+JSON", "1.0"}, {agent, "JSONRPC", "1.0"}, {agent, "HTTP+JSON", "0.3"}, {agent, "JSONRPC", "0.3"}})
		})
	}
}

package a2atest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// The fake's behaviour, as the Python package's testing module and the TypeScript
// package's testing module have it: a send creates a task whose events the answer scripted,
// played at once (a plain send answers the finished task, a stream sends each event), get and
// cancel read and change it, a subscription replays it. What varies with the spec (routes,
// envelopes, codecs, error bodies, the answer layout) is read from spec.go and the dialects.

// Redacted is what a recorded request's API-key header says instead of the key.
const Redacted = "[redacted]"

// Cut is how a task's first stream stops early, after Answer.CutAfter events: a client resumes
// it by subscribing to the task again.
type Cut string

const (
	// CutClose ends the stream cleanly.
	CutClose Cut = "close"
	// CutReset breaks the connection.
	CutReset Cut = "reset"
)

// Answer is how the fake agent answers one send.
type Answer struct {
	// Text is the answer ("": the chunks joined, or else the text sent).
	Text string
	// Chunks are streamed first, one status update each.
	Chunks []string
	// Data maps a data kind of the answer layout to its items, each a data part of the answer's
	// artifact.
	Data map[string][]any
	// Artifacts are more artifacts: canonical JSON, or the module's Artifact values.
	Artifacts []any
	// Error makes the task fail with this text instead.
	Error string
	// Delay comes before each event of a stream, and before a plain answer: slow events.
	Delay time.Duration
	// Cut stops the task's first stream early ("": it runs to its end).
	Cut Cut
	// CutAfter is how many events the cut stream sends (0: 2).
	CutAfter int
}

// Fault is an HTTP error answer. As names it by the error a client returns for it: a meaning
// (ErrRateLimit...) or a value of an error type (&QuotaExceededError{}...), which give its Status
// and Code.
type Fault struct {
	// As is the error a client returns for it; nil: Status and Code say.
	As error
	// Status is the HTTP status (As's when 0).
	Status int
	// Code is the error body's code (As's when "").
	Code string
	// Message is the error body's message ("a fault the test scripted" when "").
	Message string
	// Headers are sent with it ({"Retry-After": "0"}).
	Headers map[string]string
	// Times is how many requests it answers (0: 1).
	Times int
}

// RecordedRequest is a request the fake received. Path is below the agent's base URL ("" for
// JSON-RPC); Header has the API key replaced by Redacted (APIKey has it, which neither %v nor %#v
// shows); JSON is the body parsed (nil without one); Dialect and Operation name what the fake took
// it for ("": a route it does not serve).
type RecordedRequest struct {
	// Method is the HTTP method.
	Method string
	// URL is the whole URL.
	URL string
	// Path is below the agent's base URL ("" for JSON-RPC).
	Path string
	// Query holds the query parameters.
	Query map[string]string
	// Header is the request's header, the API key redacted.
	Header http.Header
	// JSON is the body, parsed (nil without one).
	JSON any
	// Dialect is the dialect the fake took it for ("v1_0-rest"...).
	Dialect string
	// Operation is the operation the fake took it for ("send_message"...).
	Operation string
	apiKey    string
}

// APIKey is the key the request sent.
func (r RecordedRequest) APIKey() string { return r.apiKey }

// String describes the request without its key, for %v.
func (r RecordedRequest) String() string {
	if r.apiKey != "" {
		r.apiKey = Redacted
	}
	type plain RecordedRequest // without this method
	return fmt.Sprintf("%+v", plain(r))
}

// GoString describes the request without its key, for %#v.
func (r RecordedRequest) GoString() string { return r.String() }

// FakeAgent is an in-process fake of the agent's endpoint, on every dialect of the module. Its
// zero value is ready; set its fields before the first request. It is safe for concurrent use.
type FakeAgent struct {
	// Default answers a send when no reply is queued; nil: the text sent, echoed.
	Default *Answer
	// Card is the agent card it serves: canonical JSON, or the module's AgentCard; nil: its own, a
	// name ("fake agent"), a description, a version, its capabilities, and an interface for each
	// dialect at the URL it is reached at, which official A2A clients accept.
	Card any
	// APIKey, when set, makes a request without it answer HTTP 401.
	APIKey string

	mu       sync.Mutex
	requests []RecordedRequest
	answers  []Answer
	faults   []Fault
	tasks    map[string]*task
	ids      int
}

// task is a task of the fake: its events (model, canonical JSON), in order, and itself as they
// leave it.
type task struct {
	events  []event
	task    map[string]any
	answer  Answer
	streams int // how many streams showed it (a cut applies to the first)
}

type event struct {
	model string
	value map[string]any
}

// Reply queues the answer to the next send (first queued, first used). It panics, as
// httptest.NewRequest does, on an answer the API cannot give: a data kind its answers do not
// have, or an unknown Cut.
func (f *FakeAgent) Reply(answer Answer) {
	var unknown []string
	for kind := range answer.Data {
		if _, ok := dataKinds[kind]; !ok {
			unknown = append(unknown, kind)
		}
	}
	if len(unknown) > 0 {
		known := make([]string, 0, len(dataKinds))
		for kind := range dataKinds {
			known = append(known, kind)
		}
		sort.Strings(unknown)
		sort.Strings(known)
		panic(fmt.Sprintf("a2atest: no data kind %s in this API's answers (%s)", strings.Join(unknown, ", "), strings.Join(known, ", ")))
	}
	if answer.Cut != "" && answer.Cut != CutClose && answer.Cut != CutReset {
		panic(fmt.Sprintf("a2atest: Cut is CutClose, CutReset or \"\", not %q", answer.Cut))
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.answers = append(f.answers, answer)
}

// Fail answers the next request (Times requests) with an HTTP error. It panics on a fault with
// neither Status nor As, and on an As that no HTTP answer of the API gives.
func (f *FakeAgent) Fail(fault Fault) {
	if fault.As != nil {
		found := false
		for _, e := range httpErrors {
			if e.is(fault.As) {
				found = true
				if fault.Status == 0 {
					fault.Status = e.status
				}
				if fault.Code == "" {
					fault.Code = e.code
				}
				break
			}
		}
		if !found {
			panic(fmt.Sprintf("a2atest: %T %v is no HTTP error of this API", fault.As, fault.As))
		}
	}
	if fault.Status == 0 {
		panic("a2atest: a Fault needs a Status or an As")
	}
	if fault.Message == "" {
		fault.Message = "a fault the test scripted"
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := 0; i < max(fault.Times, 1); i++ {
		f.faults = append(f.faults, fault)
	}
}

// Requests are the requests received so far, in order.
func (f *FakeAgent) Requests() []RecordedRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]RecordedRequest(nil), f.requests...)
}

// Reset forgets the requests, the queued answers and faults, and the tasks.
func (f *FakeAgent) Reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.requests, f.answers, f.faults, f.tasks = nil, nil, nil, nil
}

// httpError is one of the API's HTTP error answers, with the error a client returns for it: a
// meaning (a sentinel error), or a nil of an error type.
type httpError struct {
	err    error
	status int
	code   string
}

// is reports whether err names this answer: it is the meaning, or of the error type.
func (e httpError) is(err error) bool {
	if v := reflect.ValueOf(e.err); v.Kind() == reflect.Pointer && v.IsNil() {
		return reflect.TypeOf(err) == v.Type()
	}
	return err == e.err
}

// agentPattern is the agent's base path, any IDs: what comes after it picks the dialect and
// the operation.
var agentPattern = regexp.MustCompile(regexp.MustCompile(`\\\{[^}]*\\\}`).ReplaceAllLiteralString(regexp.QuoteMeta(agentPath), "[^/]+"))

// route is a REST route: its path pattern, HTTP method, dialect and operation.
type route struct {
	pattern   *regexp.Regexp
	length    int // of its path
	http      string
	dialect   *dialect
	operation string
}

// routes are every REST route, the longest first (so that /tasks/{id}:cancel is tried before
// /tasks/{id}).
var routes = func() []route {
	var out []route
	for _, d := range dialects {
		for _, op := range sortedKeys(d.Bindings) {
			b := d.Bindings[op]
			if b.Method == "" {
				pattern := regexp.MustCompile(`\\\{([^}\\]*)\\\}`).ReplaceAllString(regexp.QuoteMeta(b.Path), "(?P<$1>[^/]+)")
				out = append(out, route{regexp.MustCompile("^" + pattern + "$"), len(b.Path), b.HTTP, d, op})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].length > out[j].length })
	return out
}()

// reply is an answer to send: its status, headers and body frames (each after its delay),
// broken at its end when reset.
type reply struct {
	status int
	media  string
	header map[string]string
	frames []frame
	reset  bool
}

type frame struct {
	delay time.Duration
	data  []byte
}

// ServeHTTP answers one request, as the agent's endpoint does: the fake is an http.Handler
// (httptest.NewServer(fake) serves it on loopback), and what Client gives runs it in process.
func (f *FakeAgent) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	data, _ := io.ReadAll(r.Body)
	var body any
	if len(data) > 0 && json.Unmarshal(data, &body) != nil {
		body = string(data)
	}
	answer := f.answer(r, body)
	header := w.Header()
	header.Set("Content-Type", answer.media)
	for k, v := range answer.header {
		header.Set(k, v)
	}
	w.WriteHeader(answer.status)
	flusher, _ := w.(http.Flusher)
	for _, frame := range answer.frames {
		if frame.delay > 0 && sleep(r.Context(), frame.delay) != nil {
			return
		}
		if _, err := w.Write(frame.data); err != nil {
			return
		}
		if flusher != nil {
			flusher.Flush()
		}
	}
	if answer.reset {
		panic(http.ErrAbortHandler) // the connection breaks, as a server's does
	}
}

// ownCard is the fake's own card, its interfaces at the agent's URL (agent, its path) the
// request reached.
func ownCard(r *http.Request, agent string) map[string]any {
	scheme, host := r.URL.Scheme, r.URL.Host
	if scheme == "" {
		scheme = "http"
		if r.TLS != nil {
			scheme = "https"
		}
	}
	if host == "" {
		host = r.Host
	}
	out := clone(card)
	if cardField != "" {
		interfaces := make([]any, len(cardInterfaces))
		for n, i := range cardInterfaces {
			one := map[string]any{}
			for k, v := range i {
				one[k] = v
			}
			one["url"] = scheme + "://" + host + agent + i["url"].(string)
			interfaces[n] = one
		}
		out[cardField] = interfaces
	}
	return out
}

// answer records a request and decides its answer.
func (f *FakeAgent) answer(r *http.Request, body any) reply {
	f.mu.Lock()
	defer f.mu.Unlock()
	raw := r.URL.EscapedPath()
	path := raw
	at := agentPattern.FindStringIndex(raw)
	agentEnd := 0
	if at != nil {
		path, agentEnd = raw[at[1]:], at[1]
	}
	var (
		d      *dialect
		op     string
		fields map[string]any
	)
	if at != nil {
		d, op, fields = routeOf(r.Method, path, body)
	}
	full := *r.URL
	if full.Host == "" { // a request a server received
		full.Scheme, full.Host = "http", r.Host
	}
	key := r.Header.Get(authHeader)
	header := r.Header.Clone()
	if key != "" {
		header.Set(authHeader, Redacted)
	}
	query := map[string]string{}
	for name, values := range r.URL.Query() {
		query[name] = values[0]
	}
	record := RecordedRequest{
		Method: r.Method, URL: full.String(), Path: path, Query: query, Header: header, JSON: body,
		Operation: op, apiKey: strings.TrimPrefix(key, authPrefix),
	}
	if d != nil {
		record.Dialect = d.Name
	}
	f.requests = append(f.requests, record)
	object, _ := body.(map[string]any)
	rid := object[jsonrpcMembers.id]
	if d == nil {
		return f.failure(Fault{Status: notFound.status, Code: notFound.code, Message: "no such route"})
	}
	if len(f.faults) > 0 {
		fault := f.faults[0]
		f.faults = f.faults[1:]
		return f.failure(fault)
	}
	if f.APIKey != "" && record.apiKey != f.APIKey {
		return f.failure(Fault{Status: http.StatusUnauthorized, Message: "missing or wrong API key"})
	}
	rpc := d.Bindings[op].Method != ""
	sent := body
	if rpc {
		sent = object[jsonrpcMembers.params]
	}
	params, _ := sent.(map[string]any)
	params = merged(params, fields)
	for name, value := range query {
		params[name] = value
	}
	shape := operations[op]
	if shape.request != "" {
		decoded, err := d.Decode(shape.request, params)
		if err != nil {
			return f.failure(Fault{Status: http.StatusBadRequest, Message: err.Error()})
		}
		params = decoded
	}
	switch what := role(op); what {
	case "card":
		if f.Card != nil {
			return f.json(jsonValue(f.Card), 0, http.StatusOK, nil)
		}
		return f.json(ownCard(r, raw[:agentEnd]), 0, http.StatusOK, nil)
	case "send", "stream":
		t := f.start(params)
		if what == "stream" {
			return f.stream(d, op, rid, t, 0)
		}
		configuration, _ := params["configuration"].(map[string]any)
		immediately, ok := configuration["returnImmediately"]
		if !ok {
			immediately = d.Defaults["returnImmediately"]
		}
		result := t.task
		if immediately == true {
			result = t.events[0].value
		}
		return f.result(d, op, rid, result, t.answer.Delay)
	case "subscribe", "get", "cancel":
		id, _ := params[shape.taskField].(string)
		found, ok := f.tasks[id]
		if !ok {
			if rpc && notFound.rpc != 0 {
				return f.rpcError(rid, notFound.rpc, "task not found")
			}
			return f.failure(Fault{Status: notFound.status, Code: notFound.code, Message: "task not found"})
		}
		if what == "subscribe" {
			start := 1
			if replaysLeadingTask {
				start = 0
			}
			return f.stream(d, op, rid, found, start)
		}
		state, _ := found.task["status"].(map[string]any)["state"].(string)
		if what == "cancel" && !slices.Contains(streamDoneStates, state) {
			f.add(found, "StatusUpdate", map[string]any{"status": map[string]any{"state": states["CANCELED"]}})
		}
		return f.result(d, op, rid, found.task, 0)
	}
	return f.failure(Fault{Status: http.StatusNotImplemented, Message: "the fake does not serve " + op})
}

// routeOf is the dialect and operation of a request (nil: none), and the fields its path holds.
func routeOf(method, path string, body any) (*dialect, string, map[string]any) {
	if object, ok := body.(map[string]any); ok {
		if name, ok := object[jsonrpcMembers.method]; ok {
			for _, d := range dialects {
				for _, op := range sortedKeys(d.Bindings) {
					b := d.Bindings[op]
					if b.Method != "" && b.HTTP == method && b.Path == path && b.Method == name {
						return d, op, nil
					}
				}
			}
		}
	}
	for _, r := range routes {
		match := r.pattern.FindStringSubmatch(path)
		if match == nil || r.http != method {
			continue
		}
		fields := map[string]any{}
		for i, name := range r.pattern.SubexpNames() {
			if name != "" {
				value, err := url.PathUnescape(match[i])
				if err != nil {
					value = match[i]
				}
				fields[name] = value
			}
		}
		return r.dialect, r.operation, fields
	}
	return nil, "", nil
}

// role is what the fake does for an operation, told from its shape in the spec.
func role(name string) string {
	op := operations[name]
	switch {
	case op.extension && op.streaming:
		return "stream"
	case op.extension:
		return "send"
	case name == resumeOperation:
		return "subscribe"
	case op.request == "":
		return "card"
	case op.taskField != "" && !op.streaming && op.idempotent:
		return "get"
	case op.taskField != "" && !op.streaming:
		return "cancel"
	}
	return ""
}

// start makes a new task for a send: its events, as the next scripted answer (or the default)
// says.
func (f *FakeAgent) start(request map[string]any) *task {
	f.ids++
	n := f.ids
	sent, _ := request["message"].(map[string]any)
	message := merged(sent, nil)
	context, _ := message["contextId"].(string)
	if context == "" {
		context = fmt.Sprintf("ctx-%d", n)
	}
	id := fmt.Sprintf("task-%d", n)
	var said strings.Builder
	parts, _ := message["parts"].([]any)
	for _, p := range parts {
		part, _ := p.(map[string]any)
		text, _ := part["text"].(string)
		said.WriteString(text)
	}
	answer := Answer{Text: said.String()}
	if len(f.answers) > 0 {
		answer, f.answers = f.answers[0], f.answers[1:]
	} else if f.Default != nil {
		answer = *f.Default
	}
	message["contextId"], message["taskId"] = context, id
	first, ok := states["SUBMITTED"]
	if !ok {
		first = states["WORKING"]
	}
	t := &task{answer: answer, task: map[string]any{
		"id": id, "contextId": context, "status": map[string]any{"state": first}, "history": []any{message},
	}}
	if f.tasks == nil {
		f.tasks = map[string]*task{}
	}
	f.tasks[id] = t
	t.events = append(t.events, event{"Task", clone(t.task)})
	f.add(t, "StatusUpdate", map[string]any{"status": map[string]any{"state": states["WORKING"]}})
	for i, chunk := range answer.Chunks {
		status := map[string]any{"state": states["WORKING"], "message": f.said(t, i, &chunk)}
		f.add(t, "StatusUpdate", map[string]any{"status": status})
	}
	if answer.Error != "" {
		failed := put(map[string]any{"state": failedState}, failedText[1:], answer.Error).(map[string]any)
		message, _ := failed["message"].(map[string]any)
		failed["message"] = merged(message, f.said(t, "error", nil))
		f.add(t, "StatusUpdate", map[string]any{"status": failed})
		return t
	}
	text := answer.Text
	if text == "" {
		text = strings.Join(answer.Chunks, "")
	}
	if text == "" {
		text = said.String()
	}
	resultParts := []any{map[string]any{"text": text}}
	for _, kind := range sortedKeys(answer.Data) {
		data := map[string]any{dataKindKey: kind, dataKinds[kind]: jsonValue(answer.Data[kind])}
		resultParts = append(resultParts, map[string]any{"data": data})
	}
	artifacts := []any{map[string]any{"artifactId": id + "-" + artifactName, "name": artifactName, "parts": resultParts}}
	for _, artifact := range answer.Artifacts {
		artifacts = append(artifacts, jsonValue(artifact))
	}
	for _, artifact := range artifacts {
		f.add(t, "ArtifactUpdate", map[string]any{"artifact": artifact, "lastChunk": true})
	}
	f.add(t, "StatusUpdate", map[string]any{"status": map[string]any{"state": states["COMPLETED"]}})
	return t
}

// said is an agent's message of the task (its parts: this text, if any).
func (f *FakeAgent) said(t *task, n any, text *string) map[string]any {
	message := map[string]any{"messageId": fmt.Sprintf("%s-%v", t.task["id"], n), "role": roles["AGENT"]}
	if text != nil {
		message["parts"] = []any{map[string]any{"text": *text}}
	}
	return message
}

// add is an update of the task: an event, and the task as it leaves it.
func (f *FakeAgent) add(t *task, model string, update map[string]any) {
	e := merged(map[string]any{"taskId": t.task["id"], "contextId": t.task["contextId"]}, update)
	t.events = append(t.events, event{model, e})
	if status, ok := e["status"]; ok {
		t.task["status"] = status
	}
	if artifact, ok := e["artifact"]; ok {
		artifacts, _ := t.task["artifacts"].([]any)
		t.task["artifacts"] = append(artifacts, artifact)
	}
}

// encoded is a canonical value as the dialect answers the operation with it: its codec's
// spelling, under its union member's key (or tagged), the stream's end mark on the last event.
func encoded(d *dialect, op, model string, value map[string]any, last bool) (any, error) {
	wire, err := d.Encode(model, clone(value))
	if err != nil {
		return nil, err
	}
	if last && d.StreamEnd != nil {
		wire[d.StreamEnd.Field] = d.StreamEnd.Value
	}
	for _, member := range operations[op].results {
		if member[1] == model && member[0] != "" && d.Discriminator == "" {
			return map[string]any{member[0]: wire}, nil
		}
	}
	return wire, nil
}

func envelope(d *dialect, op string, rid, result any) any {
	if d.Bindings[op].Method == "" {
		return result
	}
	return map[string]any{jsonrpcMembers.jsonrpc: jsonrpcVersion, jsonrpcMembers.id: rid, jsonrpcMembers.result: result}
}

func (f *FakeAgent) result(d *dialect, op string, rid any, t map[string]any, delay time.Duration) reply {
	wire, err := encoded(d, op, "Task", t, false)
	if err != nil {
		return f.failure(Fault{Status: http.StatusInternalServerError, Message: err.Error()})
	}
	return f.json(envelope(d, op, rid, wire), delay, http.StatusOK, nil)
}

func (f *FakeAgent) stream(d *dialect, op string, rid any, t *task, start int) reply {
	carried := map[string]bool{}
	for _, member := range operations[op].results {
		carried[member[1]] = true
	}
	var events []event
	for _, e := range t.events[start:] {
		if carried[e.model] { // what its stream carries
			events = append(events, e)
		}
	}
	frames := make([]frame, 0, len(events))
	for i, e := range events {
		wire, err := encoded(d, op, e.model, e.value, i == len(events)-1)
		if err != nil {
			return f.failure(Fault{Status: http.StatusInternalServerError, Message: err.Error()})
		}
		data, _ := json.Marshal(envelope(d, op, rid, wire))
		frames = append(frames, frame{t.answer.Delay, append(append([]byte("data: "), data...), "\n\n"...)})
	}
	reset := false
	if t.answer.Cut != "" && t.streams == 0 {
		after := t.answer.CutAfter
		if after == 0 {
			after = 2
		}
		frames, reset = frames[:min(after, len(frames))], t.answer.Cut == CutReset
	}
	t.streams++
	return reply{http.StatusOK, streamMediaType, f.requestID(nil), frames, reset}
}

func (f *FakeAgent) json(value any, delay time.Duration, status int, headers map[string]string) reply {
	data, _ := json.Marshal(value)
	return reply{status, "application/json", f.requestID(headers), []frame{{delay, data}}, false}
}

func (f *FakeAgent) failure(fault Fault) reply {
	body := map[string]any{errorBody.success: false, errorBody.message: fault.Message}
	if fault.Code != "" {
		body[errorBody.code] = fault.Code
	}
	return f.json(body, 0, fault.Status, fault.Headers)
}

func (f *FakeAgent) rpcError(rid any, code int, message string) reply {
	e := map[string]any{jsonrpcErrorMembers.code: code, jsonrpcErrorMembers.message: message}
	body := map[string]any{jsonrpcMembers.jsonrpc: jsonrpcVersion, jsonrpcMembers.id: rid, jsonrpcMembers.error: e}
	return f.json(body, 0, http.StatusOK, nil)
}

// requestID is an answer's headers: the request id (req-N for the Nth request), and these.
func (f *FakeAgent) requestID(headers map[string]string) map[string]string {
	out := map[string]string{requestIDHeader: fmt.Sprintf("req-%d", len(f.requests))}
	for k, v := range headers {
		out[k] = v
	}
	return out
}

// Client is an *http.Client whose requests the fake answers in process, whatever their URL: give
// it to a client as its HTTPClient. No socket is opened.
func (f *FakeAgent) Client() *http.Client { return &http.Client{Transport: inProcess{f}} }

// inProcess runs the fake for each request in a goroutine of its own; the body it writes
// streams to the caller through a pipe, and the request's context ends it.
type inProcess struct{ fake *FakeAgent }

// errBroken is how a broken connection (CutReset) reads.
var errBroken = errors.New("a2atest: the fake broke the connection (CutReset)")

// RoundTrip answers a request once the fake wrote its status; its body follows as written.
func (t inProcess) RoundTrip(r *http.Request) (*http.Response, error) {
	if err := r.Context().Err(); err != nil {
		return nil, err
	}
	body, pipe := io.Pipe()
	w := &pipeWriter{header: http.Header{}, pipe: pipe, ready: make(chan struct{})}
	served := r.Clone(r.Context())
	if served.Body == nil {
		served.Body = http.NoBody
	}
	go func() {
		defer func() {
			p := recover()
			served.Body.Close()
			w.WriteHeader(http.StatusOK) // a handler that wrote nothing answers 200, as a server's does
			if p == http.ErrAbortHandler {
				pipe.CloseWithError(errBroken)
				return
			}
			pipe.Close()
			if p != nil {
				panic(p)
			}
		}()
		t.fake.ServeHTTP(w, served)
	}()
	select {
	case <-w.ready:
	case <-r.Context().Done():
		body.CloseWithError(r.Context().Err())
		return nil, r.Context().Err()
	}
	stop := context.AfterFunc(r.Context(), func() { body.CloseWithError(r.Context().Err()) })
	return &http.Response{
		Status: fmt.Sprintf("%d %s", w.status, http.StatusText(w.status)), StatusCode: w.status,
		Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1, Header: w.header, ContentLength: -1,
		Body: pipeBody{body, stop}, Request: r,
	}, nil
}

// pipeWriter is the http.ResponseWriter the fake writes to in process.
type pipeWriter struct {
	header http.Header
	pipe   *io.PipeWriter
	status int
	ready  chan struct{} // closed once the status is written
}

// Header is the answer's header, to set before its status.
func (w *pipeWriter) Header() http.Header { return w.header }

// WriteHeader sets the status (the first one written) and lets RoundTrip answer.
func (w *pipeWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
		close(w.ready)
	}
}

// Write sends body bytes to the caller, once it reads them.
func (w *pipeWriter) Write(data []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return w.pipe.Write(data)
}

// pipeBody is a response body read from the pipe; closing it stops watching the context.
type pipeBody struct {
	*io.PipeReader
	stop func() bool
}

// Close closes the body.
func (b pipeBody) Close() error {
	b.stop()
	return b.PipeReader.Close()
}

func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// put returns obj with the value at path (keys and list indexes), making the maps and lists on
// the way.
func put(obj any, path []any, value any) any {
	if len(path) == 0 {
		return value
	}
	if index, ok := path[0].(int); ok {
		list, _ := obj.([]any)
		for len(list) <= index {
			list = append(list, nil)
		}
		list[index] = put(list[index], path[1:], value)
		return list
	}
	object, ok := obj.(map[string]any)
	if !ok {
		object = map[string]any{}
	}
	key := path[0].(string)
	object[key] = put(object[key], path[1:], value)
	return object
}

// jsonValue is a Go value as the JSON encoding/json decodes it to.
func jsonValue(value any) any {
	data, err := json.Marshal(value)
	if err != nil {
		panic(fmt.Sprintf("a2atest: %T does not encode to JSON: %v", value, err))
	}
	var out any
	_ = json.Unmarshal(data, &out)
	return out
}

// clone is a deep copy of canonical JSON.
func clone(value map[string]any) map[string]any {
	out, _ := jsonValue(value).(map[string]any)
	return out
}

// merged is a new map of a's entries, then b's.
func merged(a, b map[string]any) map[string]any {
	out := make(map[string]any, len(a)+len(b))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

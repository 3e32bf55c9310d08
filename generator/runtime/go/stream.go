package memorylakea2a

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"time"
)

// Stream is the events of one stream, read with Next:
//
//	for stream.Next() {
//		event := stream.Event()
//	}
//	if err := stream.Err(); err != nil { ... }
//
// A stream that ends or breaks before its task reaches a final state is resumed by subscribing
// to the task again, each event given once (unless StreamOptions.NoResume); when that is not
// possible Err returns a StreamInterruptedError. Close releases the connection early; a stream
// read to its end is closed already. UntilDone reads the rest and returns the task the events
// made; Response gives the response the stream opened with, before the first event.
type Stream[E any] struct {
	client   *apiClient
	ctx      context.Context
	call     *call
	first    *WireRequest // the request that opened the stream
	request  *WireRequest
	parse    func(any) (map[string]any, error)
	ends     func(map[string]any) bool
	typed    func(map[string]any) (*E, error)
	resume   func(taskID string) (*WireRequest, func(any) (map[string]any, error), error)
	idempot  bool
	options  StreamOptions
	progress progress
	end      time.Time // the stream deadline; zero: none

	attempt  int
	target   string
	firstURL string
	opened   *RawResponse // the response the stream opened with
	response *http.Response
	dl       *deadline
	decoder  *SSEDecoder
	queue    []ServerSentEvent
	over     bool  // the connection is over (its end, its last event, or a break)
	cut      error // why it broke; nil when it ended
	buf      []byte

	event    *E
	err      error
	done     bool
	answered []E // an interceptor's answer: these events, nothing sent
}

func newStream[E any](
	ctx context.Context,
	client *apiClient,
	operation string,
	req map[string]any,
	build func(map[string]any) (*WireRequest, error),
	parse func(any) (map[string]any, error),
	ends func(map[string]any) bool,
	typed func(map[string]any) (*E, error),
	idempotent bool,
	options StreamOptions,
	resume func(taskID string) (*WireRequest, func(any) (map[string]any, error), error),
) (*Stream[E], error) {
	op, err := client.newCall(ctx, operation, options.Timeout, options.Headers, options.MaxRetries, options.Retry, options.APIKey)
	if err != nil {
		return nil, err
	}
	req, answer, err := op.before(req)
	var request *WireRequest
	if err == nil && answer == nil {
		request, err = build(req)
	}
	if err != nil {
		op.end(nil, err)
		return nil, err
	}
	if answer != nil {
		events, ok := answer.([]E)
		if !ok {
			err := &ConfigurationError{"Interceptors", fmt.Sprintf("Before answered a %T, not a %T", answer, events)}
			op.end(nil, err)
			return nil, err
		}
		if events == nil {
			events = []E{}
		}
		return &Stream[E]{ctx: ctx, call: op, answered: events}, nil
	}
	s := &Stream[E]{
		client: client, ctx: ctx, call: op, first: request, request: request, parse: parse, ends: ends,
		typed: typed, idempot: idempotent, options: options, resume: resume,
	}
	if client.streamDeadline > 0 {
		s.end = time.Now().Add(client.streamDeadline)
	}
	return s, nil
}

// Next advances to the next event; false at the end of the stream or on an error (see Err).
func (s *Stream[E]) Next() bool {
	if s.answered != nil {
		return s.nextAnswered()
	}
	for !s.done {
		if err := s.ctx.Err(); err != nil {
			s.fail(err) // canceled while the caller held the previous event
			return false
		}
		switch {
		case len(s.queue) > 0:
			if s.take() {
				return true
			}
		case s.response != nil:
			s.read()
		case s.over:
			s.over = false
			if s.progress.complete {
				s.Close()
			} else {
				s.resumeOrFail()
			}
		default:
			if err := s.open(); err != nil {
				s.fail(err)
			}
		}
	}
	return false
}

// nextAnswered gives the next event an interceptor answered with.
func (s *Stream[E]) nextAnswered() bool {
	if s.done || len(s.answered) == 0 {
		s.Close()
		return false
	}
	event := s.answered[0]
	s.answered = s.answered[1:]
	canonical, err := toCanonical(event)
	if err != nil {
		s.fail(err)
		return false
	}
	s.progress.take(canonical)
	s.event = &event
	if len(s.answered) == 0 {
		s.answered = []E{} // the last one given: the next Next ends the stream
	}
	return true
}

// Event is the event Next advanced to.
func (s *Stream[E]) Event() *E { return s.event }

// Err is the error that ended the stream, nil when it ended with its task.
func (s *Stream[E]) Err() error { return s.err }

// Response sends the stream's request if no Next did yet, and gives the response the stream
// opened with: its status, headers and request id, before the first event. Its error is the
// stream's (Err): nil and the error when the request failed; nil and nil after a Close before
// the request went out.
func (s *Stream[E]) Response() (*RawResponse, error) {
	if s.answered != nil {
		return nil, &ConfigurationError{"Interceptors", "an interceptor answered the stream: there is no response"}
	}
	if s.opened == nil && !s.done {
		if err := s.open(); err != nil {
			s.fail(err)
		}
	}
	return s.opened, s.err
}

// UntilDone reads the rest of the stream (after any events read with Next) and returns its task
// as the events left it: the final status, the artifacts with their appended parts, the
// metadata, for Answer, ErrorMessage... A stream whose agent answered with a message returns
// UnexpectedResponseError (read its events to get the message).
func (s *Stream[E]) UntilDone() (*Task, error) {
	for s.Next() {
	}
	if s.err != nil {
		return nil, s.err
	}
	task, err := s.progress.fold.result()
	if err != nil {
		return nil, s.client.failed(err, s.first.Method, s.firstURL, nil)
	}
	return task, nil
}

// Close closes the stream's connection; Next returns false after it.
func (s *Stream[E]) Close() error {
	s.disconnect()
	s.queue = nil
	s.done = true
	s.call.end(nil, s.err)
	return nil
}

func (s *Stream[E]) disconnect() {
	if s.response != nil {
		s.response.Body.Close()
		s.response = nil
	}
	if s.dl != nil {
		s.dl.clear()
		s.dl = nil
	}
}

func (s *Stream[E]) fail(err error) {
	s.err = err
	s.Close()
}

// open sends the stream's request (again, on a reconnect). On a reconnect, a refusal means the
// task can no longer be subscribed to; a failure to connect is returned as it is.
func (s *Stream[E]) open() error {
	response, dl, target, err := s.client.send(s.call, s.request, s.attempt > 0 || s.idempot, true, s.attempt == 0)
	if err != nil {
		var rpc *JSONRPCError
		var status *APIStatusError
		if s.attempt > 0 && (errors.As(err, &rpc) || errors.As(err, &status) && !retriesStatus(status.StatusCode, s.call.retry.Statuses)) {
			return s.client.failed(s.progress.interrupted("could not be resumed", err), s.first.Method, s.firstURL, nil)
		}
		return err
	}
	s.response, s.dl, s.target, s.cut = response, dl, target, nil
	if s.firstURL == "" {
		s.firstURL = target
		opened := s.client.rawResponse(response, s.request.Method, target)
		s.opened = &opened
	}
	media, _, _ := mime.ParseMediaType(response.Header.Get("Content-Type"))
	if media != streamMediaType {
		// A plain JSON answer: an error, or one result.
		text, err := readBody(response.Body)
		if err != nil {
			s.broke(err)
			return nil
		}
		s.disconnect()
		s.queue = append(s.queue, ServerSentEvent{Data: text, Event: "message"})
		s.over = true
		return nil
	}
	s.decoder = &SSEDecoder{}
	return nil
}

// read reads the next bytes of the body and queues the events they complete.
func (s *Stream[E]) read() {
	if s.buf == nil {
		s.buf = make([]byte, 32*1024)
	}
	n, err := s.response.Body.Read(s.buf)
	if n > 0 {
		lines := s.decoder.Lines
		events, ferr := s.decoder.Feed(s.buf[:n])
		if s.decoder.Lines != lines {
			s.dl.reset() // the stream timeout bounds the time between complete lines
		}
		if s.call.logs(slog.LevelDebug) { // the chunk becomes text only to be logged
			s.call.body(s.request.Method, s.target, string(s.buf[:n]))
		}
		if ferr != nil {
			s.broke(ferr)
			return
		}
		s.queue = append(s.queue, events...)
		if !s.end.IsZero() && time.Now().After(s.end) {
			s.fail(s.client.failed(&APITimeoutError{Message: fmt.Sprintf("the stream outlasted its StreamDeadline of %s", s.client.streamDeadline)}, s.request.Method, s.target, nil))
			return
		}
	}
	if err == io.EOF {
		s.disconnect()
		s.over = true
	} else if err != nil {
		s.broke(err)
	}
}

// take parses the next queued event; true when it is one to give (not a replay of one given).
func (s *Stream[E]) take() bool {
	sse := s.queue[0]
	s.queue = s.queue[1:]
	event, err := func() (map[string]any, error) {
		body, err := parseJSON(sse.Data, "a stream event whose data is")
		if err != nil {
			return nil, err
		}
		if sse.Event == streamErrorEvent {
			return nil, EventError(body)
		}
		return s.parse(body)
	}()
	if err != nil {
		s.broke(err)
		return false
	}
	if s.ends(event) {
		s.disconnect() // the last event: nothing after it is read
		s.queue = nil
		s.over = true
	}
	if !s.progress.take(event) {
		return false
	}
	typed, err := s.typed(event)
	if err != nil {
		s.fail(s.client.failed(err, s.request.Method, s.target, nil))
		return false
	}
	s.event = typed
	return true
}

// broke handles a failure of the open stream: a timeout or the caller's cancellation is
// returned as it is, a broken connection resumes the stream, anything else ends it.
func (s *Stream[E]) broke(err error) {
	failure := err
	if s.dl != nil {
		failure = s.dl.failure(err)
	}
	var timeout *APITimeoutError
	if s.ctx.Err() != nil || errors.As(failure, &timeout) {
		s.fail(s.client.failed(failure, s.request.Method, s.target, s.response))
		return
	}
	var conn *APIConnectionError
	var status *APIStatusError
	connection := errors.As(failure, &conn)
	if s.attempt > 0 && !(connection || errors.As(failure, &status) && retriesStatus(status.StatusCode, s.call.retry.Statuses)) {
		s.fail(s.client.failed(s.progress.interrupted("could not be resumed", failure), s.first.Method, s.firstURL, nil))
		return
	}
	if !connection {
		s.fail(s.client.failed(failure, s.request.Method, s.target, s.response))
		return
	}
	s.disconnect()
	s.queue = nil
	s.cut = failure
	s.over = true
}

// resumeOrFail subscribes to the task again after the backoff, or fails the stream.
func (s *Stream[E]) resumeOrFail() {
	why := "ended"
	if s.cut != nil {
		why = "broke"
	}
	if s.resume == nil || s.options.NoResume || s.progress.taskID == "" || s.attempt >= s.call.maxRetries {
		s.fail(s.client.failed(s.progress.interrupted(why, s.cut), s.first.Method, s.firstURL, nil))
		return
	}
	delay := s.call.delay(s.attempt, nil)
	s.call.reconnecting(s.first.Method, s.firstURL, s.attempt, s.progress.taskID, why, delay)
	if err := sleep(s.ctx, delay); err != nil {
		s.fail(err)
		return
	}
	request, parse, err := s.resume(s.progress.taskID)
	if err != nil {
		s.fail(err)
		return
	}
	s.attempt++
	s.progress.resumed()
	s.request, s.parse = request, parse
}

// progress is where a task's stream got to, across reconnects: the task, its last state,
// whether the stream is complete (a final state, or a message as the whole answer), how many
// events of a replay to skip because they were given already, and the events given folded into
// their task. Events are canonical JSON.
type progress struct {
	fold        taskFold
	taskID      string
	lastState   string
	complete    bool
	given       int
	leadingTask bool // the first event was the task, which a replay leaves out
	skip        int
}

// take reports whether to give the event (false: a replay of one already given).
func (p *progress) take(event map[string]any) bool {
	if p.skip > 0 {
		p.skip--
		return false
	}
	task, isTask := event["task"].(map[string]any)
	if p.given == 0 {
		p.leadingTask = isTask
	}
	p.given++
	p.fold.add(event)
	described := task
	if !isTask {
		for _, key := range []string{"statusUpdate", "artifactUpdate"} {
			if object, ok := event[key].(map[string]any); ok {
				described = object
			}
		}
	}
	if id, ok := task["id"].(string); ok {
		p.taskID = id
	} else if id, ok := described["taskId"].(string); ok {
		p.taskID = id
	}
	if status, ok := described["status"].(map[string]any); ok {
		if state, ok := status["state"].(string); ok {
			p.lastState = state
		}
	}
	_, message := event["message"]
	p.complete = message || p.lastState != "" && isOneOfStates(p.lastState)
	return true
}

func isOneOfStates(state string) bool {
	for _, s := range streamDoneStates {
		if s == state {
			return true
		}
	}
	return false
}

// resumed: a replay from the task's first event begins.
func (p *progress) resumed() {
	p.skip = p.given
	if p.leadingTask && !replaysLeadingTask {
		p.skip--
	}
}

func (p *progress) interrupted(why string, cause error) *StreamInterruptedError {
	message := fmt.Sprintf("the stream %s before any event of a task came", why)
	if p.taskID != "" {
		message = fmt.Sprintf("the stream of task %s %s before the task finished (last state: %s); follow it with SubscribeToTask(%s), or GetTask",
			jsonString(p.taskID), why, p.lastState, jsonString(p.taskID))
	}
	return &StreamInterruptedError{Message: message, TaskID: p.taskID, LastState: p.lastState, Cause: cause}
}

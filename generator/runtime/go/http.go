package memorylakea2a

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"math"
	"math/rand"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// The HTTP layer under the clients: configuration, the request loop with its retries, and
// error mapping, on net/http.
//
// Retries: MaxRetries more attempts (2 by default), 0.5 s to 8 s backoff with jitter, or what
// Retry-After asks for when that is 60 s or less (a longer one gets the backoff instead, so no
// wait is longer than 60 s). A request is retried when the connection failed before it was sent;
// an idempotent operation (its docs say so) also after a timeout, a broken connection or HTTP
// 408, 409, 429 and 5xx. A message is never sent twice. A stream cut before its task ended is
// resumed by subscribing to the task again: each reconnect is one of the same retries, after the
// same backoff.
//
// Hooks (Options.Hooks) are called on each request, response, retry and stream reconnect with a
// HookEvent. Logging (Options.Logger): Info one line per response, retry and reconnect, Debug
// also the headers and bodies, with the key, the Authorization header and any header or field
// named like a secret replaced by "[redacted]".

// DefaultTimeout is how long a request may take, answer included: a blocking send lasts as long
// as the agent runs.
const DefaultTimeout = 600 * time.Second

// DefaultStreamTimeout is, for a stream, the longest time allowed between two complete lines.
// Keep-alive comments count, so it only needs to exceed the server's keep-alive interval.
const DefaultStreamTimeout = 60 * time.Second

// DefaultMaxRetries is how many more attempts a failure that allows one gets.
const DefaultMaxRetries = 2

// MaxBody is the most a body may hold once decoded: more is refused, not read into memory.
const MaxBody = 64 * 1024 * 1024

const (
	initialRetryDelay = 500 * time.Millisecond
	maxRetryDelay     = 8 * time.Second
	maxRetryAfter     = 60 * time.Second
)

// maxKeys is how many of the latest keys are taken out of any text (a key function may answer a
// new one each time).
const maxKeys = 16

// RequestOptions are the per-call settings of a request.
type RequestOptions struct {
	// Timeout replaces the client's for this call (0: the client's).
	Timeout time.Duration
	// Headers are added to this call's requests, over the client's and the dialect's.
	Headers map[string]string
	// MaxRetries replaces the client's for this call (nil: the client's); Int(0) turns retries off.
	MaxRetries *int
	// APIKey replaces the client's key (and its APIKeyFunc) for this call.
	APIKey string
	// Response, when set, is filled in with the response the result came in (an error answer's
	// status, headers and request id are the error's).
	Response *RawResponse
}

// StreamOptions are the per-call settings of a stream.
type StreamOptions struct {
	// Timeout replaces the client's stream timeout (the longest silence) for this call.
	Timeout time.Duration
	// Headers are added to this stream's requests, over the client's and the dialect's.
	Headers map[string]string
	// MaxRetries replaces the client's for this stream, its reconnects included (nil: the
	// client's); Int(0) turns retries off.
	MaxRetries *int
	// APIKey replaces the client's key (and its APIKeyFunc) for this stream.
	APIKey string
	// NoResume turns off resuming: a stream cut before its task ends returns
	// StreamInterruptedError instead of subscribing to the task again.
	NoResume bool
}

// RawResponse is a response as it came, beside a call's typed result (RequestOptions.Response,
// Stream.Response).
type RawResponse struct {
	// StatusCode is the response's HTTP status.
	StatusCode int
	// Header is the response's header.
	Header http.Header
	// RequestID is the response's request id (what support asks for), "" if it sent none.
	RequestID string
	// Request is the request it answers: its method and URL (never the key).
	Request Request
}

// HookEvent is what a hook is told: the moment (Kind: "request", "response", "retry" or
// "reconnect"), the operation (the client's method), the request's method and URL (never the
// key), the attempt (1 for the first), the HTTP status (0 before an answer, or when the
// connection failed) and the time since the operation began.
type HookEvent struct {
	// Kind is "request", "response", "retry" or "reconnect".
	Kind string
	// Operation is the client's method: "SendMessage"...
	Operation string
	// Method is the request's HTTP method.
	Method string
	// URL is the request's URL.
	URL string
	// Attempt is 1 for the first attempt.
	Attempt int
	// Status is the HTTP status; 0 before an answer, or when the connection failed.
	Status int
	// Elapsed is the time since the operation began.
	Elapsed time.Duration
}

// Hooks are called on each request, response, retry and stream reconnect, in the goroutine of
// the call; a nil hook is skipped.
type Hooks struct {
	// Request is called before each request goes out.
	Request func(HookEvent)
	// Response is called when each response's status and headers came.
	Response func(HookEvent)
	// Retry is called before the wait of each retry.
	Retry func(HookEvent)
	// Reconnect is called before the wait of each reconnect of a cut stream.
	Reconnect func(HookEvent)
}

// connection is what the generated Options give the HTTP layer.
type connection struct {
	apiKey         string
	apiKeyFunc     func(context.Context) (string, error)
	baseURL        string
	params         []string // the path parameters' values, in the order of pathParams
	timeout        time.Duration
	streamTimeout  time.Duration
	streamDeadline time.Duration
	maxRetries     *int
	headers        map[string]string
	logger         *slog.Logger
	hooks          Hooks
	warn           func(string)
	httpClient     *http.Client
}

// apiClient holds the configuration and does the I/O every client shares. Its key is in an
// unexported field, and String hides it: %v and %+v never print it.
type apiClient struct {
	baseURL        string
	timeout        time.Duration
	streamTimeout  time.Duration
	streamDeadline time.Duration
	maxRetries     int
	key            string
	keyFunc        func(context.Context) (string, error)
	headers        map[string]string
	logger         *slog.Logger
	hooks          Hooks
	warn           func(string)
	http           *http.Client
	ids            atomic.Int64
	mu             sync.Mutex
	keys           []string // the latest keys sent, to take out of any text
}

func newAPIClient(c connection) (*apiClient, error) {
	key := c.apiKey
	if c.apiKeyFunc == nil {
		if key == "" {
			key = os.Getenv(apiKeyEnv)
		}
		if err := checkKey("APIKey", key); err != nil {
			return nil, err
		}
	}
	path := agentPath
	warn := c.warn
	if warn == nil {
		warn = func(message string) { log.Print(message) }
	}
	for i, p := range pathParams {
		value := c.params[i]
		if value == "" && p.env != "" {
			value = os.Getenv(p.env)
		}
		if value == "" {
			where := "pass " + p.option
			if p.env != "" {
				where += " or set $" + p.env
			}
			return nil, &ConfigurationError{p.option, "is empty: " + where + "; nothing was sent"}
		}
		matches := regexp.MustCompile("^(?:" + p.pattern + ")$").MatchString(value)
		if !matches && p.guess != "" {
			// A guessed format must not lock out a real ID: warn, and send it (encoded).
			warn(fmt.Sprintf("%s: %s does not match %s; sent as it is. %s", p.option, jsonString(value), p.pattern, p.guess))
		} else if !matches {
			return nil, &ConfigurationError{p.option, fmt.Sprintf("%s does not match %s", jsonString(value), p.pattern)}
		}
		path = strings.ReplaceAll(path, "{"+p.name+"}", encodeURIComponent(value))
	}
	retries := DefaultMaxRetries
	if c.maxRetries != nil {
		retries = *c.maxRetries
	}
	if retries < 0 {
		return nil, &ConfigurationError{"MaxRetries", fmt.Sprintf("must be 0 or more, not %d", retries)}
	}
	root := c.baseURL
	if root == "" {
		root = os.Getenv(baseURLEnv)
	}
	if root == "" {
		root = defaultBaseURL
	}
	if parsed, err := url.Parse(root); err != nil || (parsed.Scheme != "http" && parsed.Scheme != "https") || parsed.Host == "" {
		where := ""
		if c.baseURL == "" {
			where = " (from $" + baseURLEnv + ")"
		}
		return nil, &ConfigurationError{"BaseURL", jsonString(root) + where + " is not an http:// or https:// URL; nothing was sent"}
	}
	headers := map[string]string{}
	for k, v := range c.headers {
		headers[k] = v
	}
	client := &apiClient{
		baseURL:        strings.TrimRight(root, "/") + path,
		timeout:        orDefault(c.timeout, DefaultTimeout),
		streamTimeout:  orDefault(c.streamTimeout, DefaultStreamTimeout),
		streamDeadline: c.streamDeadline,
		maxRetries:     retries,
		keyFunc:        c.apiKeyFunc,
		headers:        headers,
		logger:         c.logger,
		hooks:          c.hooks,
		warn:           warn,
		http:           c.httpClient,
	}
	if c.apiKeyFunc == nil {
		client.key = key
		client.remember(key)
	}
	if client.http == nil {
		client.http = http.DefaultClient
	}
	return client, nil
}

// checkKey refuses a missing key, and one that an HTTP library would put in its own error.
func checkKey(option, key string) error {
	if key == "" {
		return &ConfigurationError{option, fmt.Sprintf("pass APIKey or APIKeyFunc, or set $%s (needs the %s permission)", apiKeyEnv, apiKeyPermission)}
	}
	for _, r := range key {
		if r < 0x21 || r > 0x7e {
			// never the key itself: it could end up in a log
			return &ConfigurationError{option, "holds a space, a line break or a character outside printable ASCII (a stray character from copying it?); fix it, nothing was sent"}
		}
	}
	return nil
}

// remember keeps a key sent, to take it out of any text.
func (c *apiClient) remember(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !slices.Contains(c.keys, key) {
		c.keys = append(c.keys, key)
		if len(c.keys) > maxKeys {
			c.keys = c.keys[1:]
		}
	}
}

// redact takes every key sent out of a text.
func (c *apiClient) redact(text string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, key := range c.keys {
		text = strings.ReplaceAll(text, key, redactedText)
	}
	return text
}

func orDefault(d, fallback time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return fallback
}

// String describes the client without its key.
func (c *apiClient) String() string {
	return fmt.Sprintf("client of %s (timeout %s, max retries %d)", c.baseURL, c.timeout, c.maxRetries)
}

// nextID is the next JSON-RPC request id of this client.
func (c *apiClient) nextID() int64 { return c.ids.Add(1) }

// request sends a request and parses its JSON body; an error answer is returned as its typed
// error.
func (c *apiClient) request(ctx context.Context, wire *WireRequest, parse func(any) (map[string]any, error), idempotent bool, o RequestOptions) (map[string]any, error) {
	op, err := c.newCall(ctx, wire, o.Timeout, o.Headers, o.MaxRetries, o.APIKey)
	if err != nil {
		return nil, err
	}
	response, dl, target, err := c.send(op, wire, idempotent, false, true)
	if err != nil {
		return nil, err
	}
	defer dl.clear()
	defer response.Body.Close()
	result, err := func() (map[string]any, error) {
		text, err := readBody(response.Body)
		if err != nil {
			return nil, err
		}
		op.body(wire.Method, target, text)
		body, err := parseJSON(text, fmt.Sprintf("HTTP %d with a body (%s)", response.StatusCode, response.Header.Get("Content-Type")))
		if err != nil {
			return nil, err
		}
		return parse(body)
	}()
	if err != nil {
		return nil, c.failed(dl.failure(err), wire.Method, target, response)
	}
	if o.Response != nil {
		*o.Response = c.rawResponse(response, wire.Method, target)
	}
	return result, nil
}

// rawResponse is a response's status, headers (with no key in them) and request id.
func (c *apiClient) rawResponse(response *http.Response, method, target string) RawResponse {
	header := response.Header.Clone()
	for _, values := range header {
		for i, v := range values {
			values[i] = c.redact(v)
		}
	}
	return RawResponse{
		StatusCode: response.StatusCode,
		Header:     header,
		RequestID:  header.Get(requestIDHeader),
		Request:    Request{Method: method, URL: c.redact(target)},
	}
}

// send sends a request, retrying as the policy says; a 2xx response is returned with its
// deadline (the caller clears it once the body is read), an error answer as its typed error.
func (c *apiClient) send(op *call, wire *WireRequest, idempotent, stream, retries bool) (*http.Response, *deadline, string, error) {
	ctx := op.ctx
	target := c.baseURL + wire.Path
	if len(wire.Query) > 0 {
		values := url.Values{}
		for k, v := range wire.Query {
			values.Set(k, v)
		}
		target += "?" + values.Encode()
	}
	var payload []byte
	if wire.Body != nil {
		var err error
		if payload, err = json.Marshal(wire.Body); err != nil {
			return nil, nil, target, err
		}
	}
	timeout := op.timeout
	if timeout <= 0 {
		timeout = c.timeout
		if stream {
			timeout = c.streamTimeout
		}
	}
	most := 0
	if retries {
		most = op.maxRetries
	}
	host := target
	if u, err := url.Parse(target); err == nil {
		host = u.Host
	}
	key, err := op.apiKey()
	if err != nil {
		return nil, nil, target, err
	}
	refreshed := false
	for attempt := 0; ; attempt++ {
		dl := newDeadline(ctx, timeout, host)
		var body io.Reader
		if payload != nil {
			body = bytes.NewReader(payload)
		}
		request, err := http.NewRequestWithContext(dl.ctx, wire.Method, target, body)
		if err != nil {
			dl.clear()
			return nil, nil, target, c.failed(&APIConnectionError{Message: "a URL that does not parse: " + err.Error()}, wire.Method, target, nil)
		}
		for _, headers := range []map[string]string{c.headers, wire.Headers, op.headers} {
			for k, v := range headers {
				request.Header.Set(k, v)
			}
		}
		request.Header.Set(authHeader, authPrefix+key)
		op.sending(request, attempt, payload)
		response, err := c.http.Do(request)
		if err != nil {
			dl.clear()
			failure := dl.failure(err)
			if attempt < most && ctx.Err() == nil && (idempotent || wasNotSent(err)) {
				delay := retryDelay(attempt, nil)
				op.retrying(wire.Method, target, attempt, 0, delay, failure.Error())
				if err := sleep(ctx, delay); err != nil {
					return nil, nil, target, err
				}
				continue
			}
			return nil, nil, target, c.failed(failure, wire.Method, target, nil)
		}
		op.answered(wire.Method, target, attempt, response)
		if response.StatusCode >= 200 && response.StatusCode < 300 {
			return response, dl, target, nil
		}
		if response.StatusCode == http.StatusUnauthorized && op.key == "" && c.keyFunc != nil && !refreshed {
			// The key expired: ask the key function again, and send once more.
			response.Body.Close()
			dl.clear()
			if key, err = op.apiKey(); err != nil {
				return nil, nil, target, err
			}
			refreshed = true
			attempt--
			continue
		}
		if attempt < most && idempotent && retriesStatus(response.StatusCode) {
			response.Body.Close()
			dl.clear()
			delay := retryDelay(attempt, response)
			op.retrying(wire.Method, target, attempt, response.StatusCode, delay, fmt.Sprintf("HTTP %d", response.StatusCode))
			if err := sleep(ctx, delay); err != nil {
				return nil, nil, target, err
			}
			continue
		}
		text, err := readBody(response.Body)
		response.Body.Close()
		if err == nil {
			op.body(wire.Method, target, text)
			var body any = text
			var parsed any
			if json.Unmarshal([]byte(text), &parsed) == nil {
				body = parsed
			}
			err = ErrorFromStatus(response.StatusCode, body)
		}
		failure := dl.failure(err)
		dl.clear()
		return nil, nil, target, c.failed(failure, wire.Method, target, response)
	}
}

// failed is the error with the request it is about, every key sent taken out of every text it
// holds, and an HTTP error's response headers and request id.
func (c *apiClient) failed(err error, method, target string, response *http.Response) error {
	var status *APIStatusError
	if response != nil && errors.As(err, &status) && status.Header == nil {
		status.Header = response.Header.Clone()
		status.RequestID = response.Header.Get(requestIDHeader)
	}
	return about(err, Request{Method: method, URL: target}, c.redact)
}

// deadline cancels a request when it takes too long or, for a stream, when the server stays
// silent too long (reset restarts it). The caller's context cancels it too.
type deadline struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	parent context.Context
	timer  *time.Timer
	d      time.Duration
	host   string
}

var errTimedOut = errors.New("timed out")

func newDeadline(parent context.Context, d time.Duration, host string) *deadline {
	ctx, cancel := context.WithCancelCause(parent)
	dl := &deadline{ctx: ctx, cancel: cancel, parent: parent, d: d, host: host}
	dl.timer = time.AfterFunc(d, func() { cancel(errTimedOut) })
	return dl
}

func (d *deadline) reset() { d.timer.Reset(d.d) }

func (d *deadline) clear() {
	d.timer.Stop()
	d.cancel(context.Canceled)
}

// failure is what an error becomes: the caller's context error, a timeout, an error of this
// package as it is, or a connection error that names the host.
func (d *deadline) failure(err error) error {
	if d.parent.Err() != nil {
		return d.parent.Err()
	}
	if context.Cause(d.ctx) == errTimedOut {
		return &APITimeoutError{Message: fmt.Sprintf("%s timed out after %s", d.host, d.d)}
	}
	if isA2A(err) {
		return err
	}
	var corrupt flate.CorruptInputError
	if errors.Is(err, gzip.ErrHeader) || errors.Is(err, gzip.ErrChecksum) || errors.As(err, &corrupt) {
		return &UnexpectedResponseError{Message: "a body its content-encoding does not decode (" + err.Error() + ")"}
	}
	what := "the connection failed to"
	if wasNotSent(err) {
		what = "could not reach"
	}
	detail := err.Error()
	var u *url.Error
	if errors.As(err, &u) {
		detail = u.Err.Error()
	}
	return &APIConnectionError{Message: fmt.Sprintf("%s %s (%s)", what, d.host, detail), Cause: err}
}

func (r *Request) req() *Request { return r }

func isA2A(err error) bool {
	var r interface{ req() *Request }
	return errors.As(err, &r)
}

// wasNotSent reports whether a failure happened before a byte of the request went out.
func wasNotSent(err error) bool {
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		return true
	}
	var dns *net.DNSError
	return errors.As(err, &dns)
}

func retriesStatus(status int) bool {
	return status == 408 || status == 409 || status == 429 || status >= 500
}

// RetryAfter is a Retry-After value (seconds or an HTTP date) as a wait; false when there is
// none or it asks for more than 60 s.
func RetryAfter(value string) (time.Duration, bool) {
	value = strings.TrimSpace(value)
	if value == "" {
		return 0, false
	}
	var wait time.Duration
	if seconds, err := strconv.ParseFloat(value, 64); err == nil && strings.Trim(value, "0123456789.") == "" {
		wait = time.Duration(seconds * float64(time.Second))
	} else if at, err := http.ParseTime(value); err == nil {
		wait = time.Until(at)
	} else {
		return 0, false
	}
	wait = max(wait, 0)
	return wait, wait <= maxRetryAfter
}

// retryDelay is the backoff before retry number attempt + 1.
func retryDelay(attempt int, response *http.Response) time.Duration {
	if response != nil {
		if wait, ok := RetryAfter(response.Header.Get("Retry-After")); ok {
			return wait
		}
	}
	backoff := math.Min(float64(initialRetryDelay)*math.Pow(2, float64(attempt)), float64(maxRetryDelay))
	return time.Duration(backoff * (1 - 0.25*rand.Float64()))
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

// readBody reads a whole body, at most MaxBody bytes of it.
func readBody(body io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(body, MaxBody+1))
	if err != nil {
		return "", err
	}
	if len(data) > MaxBody {
		return "", &UnexpectedResponseError{Message: fmt.Sprintf("a body larger than %d bytes once decoded", MaxBody)}
	}
	return string(data), nil
}

func parseJSON(text, what string) (any, error) {
	var value any
	if err := json.Unmarshal([]byte(text), &value); err != nil {
		return nil, &UnexpectedResponseError{Message: what + " that is not JSON", Body: text}
	}
	return value, nil
}

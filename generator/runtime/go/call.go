package memorylakea2a

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"math"
	"math/rand"
	"net/http"
	"regexp"
	"strings"
	"time"
)

// What one call carries besides its request: its own settings (RequestOptions, StreamOptions),
// its retry policy, the key it sends, the interceptors and hooks it calls and the lines it logs,
// with every secret redacted.

// secretName is a header or field name that says it holds a secret: its value is never logged.
var secretName = regexp.MustCompile(`(?i)authorization|api[-_]?key|secret|token|password|passwd|credential`)

// call is one operation call.
type call struct {
	api        *apiClient
	ctx        context.Context
	operation  string // the client's method, for hooks and logs
	timeout    time.Duration
	headers    map[string]string
	retry      RetryPolicy
	maxRetries int
	key        string // the call's own key ("": the client's)
	started    time.Time
	seen       *InterceptedCall // what the interceptors saw; nil before them
	ended      bool
}

func (c *apiClient) newCall(ctx context.Context, operation string, timeout time.Duration, headers map[string]string, maxRetries *int, retry *RetryPolicy, key string) (*call, error) {
	merged, err := policy(retry, maxRetries, c.retry)
	if err != nil {
		return nil, err
	}
	if key != "" {
		if err := checkKey("APIKey", key); err != nil {
			return nil, err
		}
		c.remember(key)
	}
	return &call{
		api: c, ctx: ctx, operation: operations[operation].method, timeout: timeout,
		headers: headers, retry: merged, maxRetries: *merged.MaxRetries, key: key, started: time.Now(),
	}, nil
}

// before runs the interceptors' Before, in order, on the canonical request (which they may
// change, with the headers): the request to build, and the first answer (nothing is sent then).
func (op *call) before(req map[string]any) (map[string]any, any, error) {
	if len(op.api.interceptors) == 0 {
		return req, nil, nil
	}
	op.seen = &InterceptedCall{Operation: op.operation, Dialect: op.api.dialect, Request: req, Headers: maps.Clone(op.headers)}
	if op.seen.Headers == nil {
		op.seen.Headers = map[string]string{}
	}
	defer func() { op.headers = maps.Clone(op.seen.Headers) }()
	for _, interceptor := range op.api.interceptors {
		if interceptor.Before == nil {
			continue
		}
		answer, err := interceptor.Before(op.ctx, op.seen)
		if err != nil || answer != nil {
			return op.seen.Request, answer, err
		}
	}
	return op.seen.Request, nil, nil
}

// end runs the interceptors' After, the last one's first, once.
func (op *call) end(result any, err error) {
	if op.ended || len(op.api.interceptors) == 0 {
		return
	}
	op.ended = true
	seen := op.seen
	if seen == nil {
		seen = &InterceptedCall{Operation: op.operation, Dialect: op.api.dialect, Headers: op.headers}
	}
	for i := len(op.api.interceptors) - 1; i >= 0; i-- {
		if after := op.api.interceptors[i].After; after != nil {
			after(op.ctx, seen, result, err)
		}
	}
}

// mayRetry reports whether the policy retries this failed attempt (the caller checked that it
// may be retried at all) after delay.
func (op *call) mayRetry(attempt, status int, err error, delay time.Duration) bool {
	p := op.retry
	if attempt >= op.maxRetries {
		return false
	}
	if p.Deadline > 0 && time.Since(op.started)+delay > p.Deadline {
		return false
	}
	if p.RetryIf != nil {
		return p.RetryIf(RetryAttempt{Operation: op.operation, Attempt: attempt + 1, Status: status, Err: err})
	}
	return status == 0 || retriesStatus(status, p.Statuses)
}

// delay is the wait before retry number attempt + 1: what Retry-After asks for, or the backoff.
func (op *call) delay(attempt int, response *http.Response) time.Duration {
	if response != nil {
		if wait, ok := RetryAfter(response.Header.Get("Retry-After")); ok {
			return wait
		}
	}
	backoff := math.Min(float64(op.retry.InitialBackoff)*math.Pow(2, float64(attempt)), float64(op.retry.MaxBackoff))
	return time.Duration(backoff * (1 - jitter*rand.Float64()))
}

// asResult is a call's result as the operation's type: what request converted, or what an
// interceptor answered, which must be of that type.
func asResult[T any](result any) (*T, error) {
	if typed, ok := result.(*T); ok {
		return typed, nil
	}
	return nil, &ConfigurationError{"Interceptors", fmt.Sprintf("Before answered a %T, not a %T", result, new(T))}
}

// apiKey is the key to send: the call's, the client's, or what its APIKeyFunc answers now.
func (op *call) apiKey() (string, error) {
	if op.key != "" {
		return op.key, nil
	}
	if op.api.keyFunc == nil {
		return op.api.key, nil
	}
	key, err := op.api.keyFunc(op.ctx)
	if err != nil {
		return "", err
	}
	if key == "" {
		return "", &ConfigurationError{"APIKeyFunc", "answered no key; nothing was sent"}
	}
	if err := checkKey("APIKeyFunc", key); err != nil {
		return "", err
	}
	op.api.remember(key)
	return key, nil
}

func (op *call) hook(hook func(HookEvent), kind, method, target string, attempt, status int, delay time.Duration) {
	if hook != nil {
		hook(HookEvent{kind, op.operation, method, op.api.redact(target), attempt + 1, status, time.Since(op.started), delay})
	}
}

func (op *call) logs(level slog.Level) bool {
	return op.api.logger != nil && op.api.logger.Enabled(op.ctx, level)
}

func (op *call) log(level slog.Level, message, method, target string, attrs ...slog.Attr) {
	head := []slog.Attr{slog.String("operation", op.operation), slog.String("method", method), slog.String("url", op.api.redact(target))}
	op.api.logger.LogAttrs(op.ctx, level, message, append(head, attrs...)...)
}

// sending: a request goes out.
func (op *call) sending(request *http.Request, attempt int, payload []byte) {
	op.hook(op.api.hooks.Request, "request", request.Method, request.URL.String(), attempt, 0, 0)
	if !op.logs(slog.LevelDebug) {
		return
	}
	headers := map[string]any{}
	for name, values := range request.Header {
		headers[name] = strings.Join(values, ", ")
	}
	attrs := []slog.Attr{slog.Int("attempt", attempt+1), slog.Any("headers", op.logged(headers))}
	if payload != nil {
		attrs = append(attrs, slog.Any("body", op.loggedText(payload)))
	}
	op.log(slog.LevelDebug, "request", request.Method, request.URL.String(), attrs...)
}

// answered: a response's status and headers came.
func (op *call) answered(method, target string, attempt int, response *http.Response) {
	op.hook(op.api.hooks.Response, "response", method, target, attempt, response.StatusCode, 0)
	if !op.logs(slog.LevelInfo) {
		return
	}
	attrs := []slog.Attr{slog.Int("status", response.StatusCode), slog.Duration("elapsed", time.Since(op.started)), slog.Int("attempt", attempt+1)}
	if id := response.Header.Get(requestIDHeader); id != "" {
		attrs = append(attrs, slog.String("request_id", op.api.redact(id)))
	}
	op.log(slog.LevelInfo, "response", method, target, attrs...)
}

// body: a response body, or a stream's chunk, came.
func (op *call) body(method, target string, text string) {
	if op.logs(slog.LevelDebug) {
		op.log(slog.LevelDebug, "response body", method, target, slog.Any("body", op.loggedText([]byte(text))))
	}
}

func (op *call) retrying(method, target string, attempt, status int, delay time.Duration, why string) {
	op.hook(op.api.hooks.Retry, "retry", method, target, attempt, status, delay)
	if op.logs(slog.LevelInfo) {
		op.log(slog.LevelInfo, "retry", method, target, slog.String("reason", op.api.redact(why)),
			slog.Int("retry", attempt+1), slog.Int("max_retries", op.maxRetries), slog.Duration("delay", delay))
	}
}

func (op *call) reconnecting(method, target string, attempt int, taskID, why string, delay time.Duration) {
	op.hook(op.api.hooks.Reconnect, "reconnect", method, target, attempt, 0, delay)
	if op.logs(slog.LevelInfo) {
		op.log(slog.LevelInfo, "reconnect", method, target, slog.String("task_id", taskID), slog.String("reason", why),
			slog.Int("reconnect", attempt+1), slog.Int("max_retries", op.maxRetries), slog.Duration("delay", delay))
	}
}

// loggedText is a body for a log line: its JSON with secrets redacted, or its text without the
// keys.
func (op *call) loggedText(data []byte) any {
	var value any
	if json.Unmarshal(data, &value) != nil {
		return op.api.redact(string(data))
	}
	return op.logged(value)
}

// logged is a JSON value for a log line: fields named like secrets, and the keys, redacted.
func (op *call) logged(value any) any {
	switch v := value.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, item := range v {
			if secretName.MatchString(k) {
				out[k] = redactedText
			} else {
				out[k] = op.logged(item)
			}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, item := range v {
			out[i] = op.logged(item)
		}
		return out
	}
	return redactJSON(value, op.api.redact)
}

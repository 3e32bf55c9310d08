package memorylakea2a

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// The errors the client returns. Use errors.As for the details of one kind (its status, error
// code, JSON-RPC code, request id), and errors.Is for a meaning that every transport shares
// (ErrNotFound whether the wire said HTTP 404 or JSON-RPC -32001); the generated classes and
// meanings are in apierrors.go. Local checks (ConfigurationError, RequestShapeError,
// ExtensionError, UnsupportedOperationError) fail before anything is sent. Errors never hold
// the API key.

// Request names the request an error is about: its method and URL (never its key).
type Request struct {
	Method string
	URL    string
}

func (r Request) about() string {
	if r.Method == "" {
		return ""
	}
	return " (" + r.Method + " " + r.URL + ")"
}

// APIStatusError is an answer with an HTTP error status (its body: the API's own error body, or
// A2A's google.rpc.Status).
type APIStatusError struct {
	Request
	StatusCode int
	ErrorCode  string // the body's error code (or google.rpc.Status reason), "" when none
	Message    string
	Body       any
	Header     http.Header
	RequestID  string // the response's x-request-id
	meanings   []error
}

func (e *APIStatusError) Error() string {
	code := ""
	if e.ErrorCode != "" {
		code = " " + e.ErrorCode
	}
	return fmt.Sprintf("%d%s: %s", e.StatusCode, code, e.Message)
}

// Is reports whether the error has the meaning target (ErrNotFound, ErrRateLimit...).
func (e *APIStatusError) Is(target error) bool { return isOneOf(target, e.meanings) }

// JSONRPCError is a JSON-RPC error object. A server may report many errors with one code, so
// check Message too.
type JSONRPCError struct {
	Request
	Code     int
	Message  string
	Data     any
	meanings []error
}

func (e *JSONRPCError) Error() string {
	return fmt.Sprintf("JSON-RPC error %d: %s", e.Code, e.Message)
}

// Is reports whether the error has the meaning target (ErrNotFound...).
func (e *JSONRPCError) Is(target error) bool { return isOneOf(target, e.meanings) }

func isOneOf(target error, meanings []error) bool {
	for _, m := range meanings {
		if m == target {
			return true
		}
	}
	return false
}

// APIConnectionError means the server could not be reached, or the connection broke.
type APIConnectionError struct {
	Request
	Message string
	Cause   error
}

func (e *APIConnectionError) Error() string { return e.Message }

// Unwrap returns the transport's error.
func (e *APIConnectionError) Unwrap() error { return e.Cause }

// APITimeoutError means a request outlasted its timeout, or a stream its line timeout or
// deadline. errors.Is(err, context.DeadlineExceeded) is true for it.
type APITimeoutError struct {
	Request
	Message string
}

func (e *APITimeoutError) Error() string { return e.Message }

// Is makes a timeout a context.DeadlineExceeded too.
func (e *APITimeoutError) Is(target error) bool { return target == context.DeadlineExceeded }

// StreamInterruptedError is a stream that ended or broke before its task reached a final state,
// and was not resumed (Resume false, retries used up, or the task can no longer be subscribed
// to). TaskID is "" if no event of a task came; LastState is the state of the last event that
// had one.
type StreamInterruptedError struct {
	Request
	Message   string
	TaskID    string
	LastState string
	Cause     error
}

func (e *StreamInterruptedError) Error() string { return e.Message }

// Unwrap returns why the stream broke, when it broke rather than ended.
func (e *StreamInterruptedError) Unwrap() error { return e.Cause }

// UnexpectedResponseError is an answer that fits no shape the dialect sends.
type UnexpectedResponseError struct {
	Request
	Message string
	Body    any
}

func (e *UnexpectedResponseError) Error() string { return e.Message }

// ConfigurationError is a client option (or the environment variable behind it) that is
// missing or wrong.
type ConfigurationError struct {
	Option  string
	Problem string
}

func (e *ConfigurationError) Error() string { return e.Option + ": " + e.Problem }

// RequestShapeError is a request field in some dialect's wire spelling (requests are canonical:
// each dialect translates them), or one the server ignores. Nothing was sent.
type RequestShapeError struct {
	Path    string
	Problem string
}

func (e *RequestShapeError) Error() string { return e.Path + ": " + e.Problem }

// ExtensionError is extension metadata the server would ignore or reject. Nothing was sent.
type ExtensionError struct {
	Path    string
	Problem string
}

func (e *ExtensionError) Error() string { return e.Path + ": " + e.Problem }

// UnsupportedOperationError is an operation the client's dialect does not offer (another
// version may). Nothing was sent.
type UnsupportedOperationError struct {
	Operation string
	Dialect   string
}

func (e *UnsupportedOperationError) Error() string {
	return e.Operation + " is not part of " + e.Dialect + "; nothing was sent"
}

// about sets the request an error is about, and takes the key out of every text it holds.
func about(err error, request Request, key string) error {
	redact := func(s string) string {
		if key == "" {
			return s
		}
		return strings.ReplaceAll(s, key, "[redacted]")
	}
	set := func(r *Request) {
		if r.Method == "" {
			*r = request
		}
		r.URL = redact(r.URL)
	}
	var (
		status  *APIStatusError
		rpc     *JSONRPCError
		conn    *APIConnectionError
		timeout *APITimeoutError
		cut     *StreamInterruptedError
		odd     *UnexpectedResponseError
	)
	switch {
	case errors.As(err, &status):
		set(&status.Request)
		status.Message = redact(status.Message)
		status.Body = redactJSON(status.Body, redact)
		for name, values := range status.Header {
			for i, v := range values {
				status.Header[name][i] = redact(v)
			}
		}
	case errors.As(err, &rpc):
		set(&rpc.Request)
		rpc.Message = redact(rpc.Message)
		rpc.Data = redactJSON(rpc.Data, redact)
	case errors.As(err, &cut):
		set(&cut.Request)
		cut.Message = redact(cut.Message)
		if cut.Cause != nil {
			cut.Cause = about(cut.Cause, request, key)
		}
	case errors.As(err, &timeout):
		set(&timeout.Request)
		timeout.Message = redact(timeout.Message)
	case errors.As(err, &conn):
		set(&conn.Request)
		conn.Message = redact(conn.Message)
		if conn.Cause != nil {
			conn.Cause = redacted{redact(conn.Cause.Error()), conn.Cause}
		}
	case errors.As(err, &odd):
		set(&odd.Request)
		odd.Message = redact(odd.Message)
		odd.Body = redactJSON(odd.Body, redact)
	}
	return err
}

// redacted is a transport error whose text had the key taken out; errors.Is and errors.As
// still reach the original.
type redacted struct {
	text  string
	cause error
}

func (r redacted) Error() string { return r.text }
func (r redacted) Unwrap() error { return r.cause }

func redactJSON(value any, redact func(string) string) any {
	switch v := value.(type) {
	case string:
		return redact(v)
	case []any:
		out := make([]any, len(v))
		for i, item := range v {
			out[i] = redactJSON(item, redact)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, item := range v {
			out[redact(k)] = redactJSON(item, redact)
		}
		return out
	}
	return value
}

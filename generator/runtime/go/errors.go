package memorylakea2a

import (
	"context"
	"errors"
	"fmt"
	"net/http"
)

// The errors the client returns. Use errors.As for the details of one kind (its status, error
// code, JSON-RPC code, request id), and errors.Is for a meaning that every transport shares
// (ErrNotFound whether the wire said HTTP 404 or JSON-RPC -32001); the generated classes and
// meanings are in apierrors.go. Local checks (ConfigurationError, RequestShapeError,
// ExtensionError, UnsupportedOperationError) fail before anything is sent. Errors never hold
// the API key.

// Request names the request an error is about: its method and URL (never its key).
type Request struct {
	// Method is the request's HTTP method ("" when the error is about no request).
	Method string
	// URL is the request's URL.
	URL string
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
	// StatusCode is the response's HTTP status.
	StatusCode int
	// ErrorCode is the body's error code (or google.rpc.Status reason), "" when it has none.
	ErrorCode string
	// Message is the body's message (the body itself when it is not JSON).
	Message string
	// Body is the response's body, as JSON (or text).
	Body any
	// Header is the response's header.
	Header http.Header
	// RequestID is the response's request id (the header the spec's request_id_header names).
	RequestID string
	meanings  []error
}

// Error is "STATUS CODE: message"; a 404 adds " (METHOD URL)", as the URL itself may be what is
// wrong.
func (e *APIStatusError) Error() string {
	code, about := "", ""
	if e.ErrorCode != "" {
		code = " " + e.ErrorCode
	}
	if e.StatusCode == http.StatusNotFound {
		about = e.about()
	}
	return fmt.Sprintf("%d%s: %s%s", e.StatusCode, code, e.Message, about)
}

// Is reports whether the error has the meaning target (ErrNotFound, ErrRateLimit...).
func (e *APIStatusError) Is(target error) bool { return isOneOf(target, e.meanings) }

// JSONRPCError is a JSON-RPC error object. A server may report many errors with one code, so
// check Message too.
type JSONRPCError struct {
	Request
	// Code is the error object's code.
	Code int
	// Message is the error object's message.
	Message string
	// Data is the error object's data, as JSON.
	Data     any
	meanings []error
}

// Error is "JSON-RPC error CODE: message".
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
	// Message says what failed, naming the host.
	Message string
	// Cause is the transport's error.
	Cause error
}

// Error is the message.
func (e *APIConnectionError) Error() string { return e.Message }

// Unwrap returns the transport's error.
func (e *APIConnectionError) Unwrap() error { return e.Cause }

// APITimeoutError means a request outlasted its timeout, or a stream its line timeout or
// deadline. errors.Is(err, context.DeadlineExceeded) is true for it.
type APITimeoutError struct {
	Request
	// Message says which timeout ran out.
	Message string
}

// Error is the message.
func (e *APITimeoutError) Error() string { return e.Message }

// Is makes a timeout a context.DeadlineExceeded too.
func (e *APITimeoutError) Is(target error) bool { return target == context.DeadlineExceeded }

// StreamInterruptedError is a stream that ended or broke before its task reached a final state,
// and was not resumed (Resume false, retries used up, or the task can no longer be subscribed
// to). TaskID is "" if no event of a task came; LastState is the state of the last event that
// had one.
type StreamInterruptedError struct {
	Request
	// Message says where the stream got to, and how to follow the task.
	Message string
	// TaskID is the task's id ("" if no event of a task came).
	TaskID string
	// LastState is the state of the last event that had one.
	LastState string
	// Cause is why the stream broke (nil when it ended).
	Cause error
}

// Error is the message.
func (e *StreamInterruptedError) Error() string { return e.Message }

// Unwrap returns why the stream broke, when it broke rather than ended.
func (e *StreamInterruptedError) Unwrap() error { return e.Cause }

// UnexpectedResponseError is an answer that fits no shape the dialect sends.
type UnexpectedResponseError struct {
	Request
	// Message says what the answer holds.
	Message string
	// Body is the answer, as JSON (or text).
	Body any
}

// Error is the message.
func (e *UnexpectedResponseError) Error() string { return e.Message }

// ConfigurationError is a client option or an argument of a call (a task ID), or the
// environment variable behind it, that is missing or wrong. Nothing was sent.
type ConfigurationError struct {
	// Option is the option's name.
	Option string
	// Problem says what is wrong with it.
	Problem string
}

// Error is "Option: problem".
func (e *ConfigurationError) Error() string { return e.Option + ": " + e.Problem }

// RequestShapeError is a request field in some dialect's wire spelling (requests are canonical:
// each dialect translates them), or one the server ignores. Nothing was sent.
type RequestShapeError struct {
	// Path is where the field is in the canonical request.
	Path string
	// Problem says why it is refused.
	Problem string
}

// Error is "path: problem".
func (e *RequestShapeError) Error() string { return e.Path + ": " + e.Problem }

// ExtensionError is extension metadata the server would ignore or reject. Nothing was sent.
type ExtensionError struct {
	// Path is where the value is, from the request's root (a dotted path).
	Path string
	// Problem says what the server would do with it.
	Problem string
}

// Error is "path: problem".
func (e *ExtensionError) Error() string { return e.Path + ": " + e.Problem }

// UnsupportedOperationError is an operation the client's dialect does not offer (another
// version may). Nothing was sent.
type UnsupportedOperationError struct {
	// Operation is the client's method.
	Operation string
	// Dialect is the client's dialect.
	Dialect string
}

// Error says the operation is not part of the dialect.
func (e *UnsupportedOperationError) Error() string {
	return e.Operation + " is not part of " + e.Dialect + "; nothing was sent"
}

// redactedText is what a key, or a secret's value, becomes in any text.
const redactedText = "[redacted]"

// about sets the request an error is about, and takes the keys out of every text it holds
// (redact does).
func about(err error, request Request, redact func(string) string) error {
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
			cut.Cause = about(cut.Cause, request, redact)
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

// Error is the text, without the key.
func (r redacted) Error() string { return r.text }

// Unwrap returns the original error.
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

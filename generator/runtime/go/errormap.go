package memorylakea2a

import (
	"encoding/json"
	"fmt"
)

// ErrorFromStatus is the error for an HTTP error answer: the API's own error body, A2A's
// google.rpc.Status ({container: {message, details: [{reason}]}}), a JSON-RPC error object
// ({code, message}: the class of its code, as on JSON-RPC), or neither. An error code no class
// claims gets its status's class, then the class of its status's hundred (5xx).
func ErrorFromStatus(statusCode int, body any) error {
	if b, ok := body.(map[string]any); ok && codeBody.code != "" {
		// Only a code the API names: a number there may be something else, such as the status.
		if code, ok := b[codeBody.code].(float64); ok && code == float64(int(code)) {
			if _, named := byJSONRPCCode[int(code)]; named {
				return ErrorFromJSONRPC(map[string]any{
					jsonrpcErrorMembers.code:    code,
					jsonrpcErrorMembers.message: b[codeBody.message],
					jsonrpcErrorMembers.data:    b[codeBody.data],
				})
			}
		}
	}
	message := ""
	var code any
	switch b := body.(type) {
	case map[string]any:
		if status, ok := b[statusBody.container].(map[string]any); ok {
			message = text(status[statusBody.message])
			details, _ := status[statusBody.details].([]any)
			for _, d := range details {
				if detail, ok := d.(map[string]any); ok {
					if reason, ok := detail[statusBody.reason].(string); ok {
						code = reason
						break
					}
				}
			}
		} else {
			message = text(b[errorBody.message])
			code = b[errorBody.code]
		}
	case string:
		message = b
	}
	errorCode, _ := code.(string)
	if message == "" {
		message = fmt.Sprintf("HTTP %d", statusCode)
	}
	base := &APIStatusError{StatusCode: statusCode, ErrorCode: errorCode, Message: message, Body: body}
	class, ok := byErrorCode[errorCode]
	if !ok || errorCode == "" {
		if class, ok = byStatus[statusCode]; !ok {
			class = byStatusClass[statusCode/100]
		}
	}
	base.meanings = class.meanings
	if class.wrap == nil {
		return base
	}
	return class.wrap(base)
}

// ErrorFromJSONRPC is the error for a JSON-RPC error object.
func ErrorFromJSONRPC(object any) error {
	e, ok := object.(map[string]any)
	code, isNumber := e[jsonrpcErrorMembers.code].(float64)
	if !ok || !isNumber || code != float64(int(code)) {
		data, _ := json.Marshal(object)
		return &JSONRPCError{Message: string(data), Data: object}
	}
	base := &JSONRPCError{Code: int(code), Message: text(e[jsonrpcErrorMembers.message]), Data: e[jsonrpcErrorMembers.data]}
	class := byJSONRPCCode[base.Code]
	base.meanings = class.meanings
	if class.wrap == nil {
		return base
	}
	return class.wrap(base)
}

// EventError is the error an error frame of a stream carries: a JSON-RPC error response, or an
// HTTP error body.
func EventError(body any) error {
	object, _ := body.(map[string]any)
	if _, ok := object[jsonrpcMembers.jsonrpc]; ok {
		return ErrorFromJSONRPC(object[jsonrpcMembers.error])
	}
	status := 500
	if e, ok := object[statusBody.container].(map[string]any); ok {
		if code, ok := e[statusBody.code].(float64); ok && code >= 400 {
			status = int(code)
		}
	}
	return ErrorFromStatus(status, body)
}

// statusClass is how an APIStatusError is classified: the meanings it has, and the type that
// wraps it (nil: the APIStatusError itself).
type statusClass struct {
	meanings []error
	wrap     func(*APIStatusError) error
}

// jsonrpcClass is how a JSONRPCError is classified.
type jsonrpcClass struct {
	meanings []error
	wrap     func(*JSONRPCError) error
}

func text(value any) string {
	switch v := value.(type) {
	case nil:
		return ""
	case string:
		return v
	}
	return jsonString(value)
}

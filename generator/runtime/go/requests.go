package memorylakea2a

import (
	"crypto/rand"
	"encoding/hex"
	"reflect"
	"sort"
)

// The canonical requests the clients send, built from their arguments. Each operation says
// which request field each of its arguments fills (spec/service.yaml); these helpers fill them.

// fill is a path of the canonical request and the value it gets (nil: nothing).
type fill struct {
	path  []string
	value any
}

// canonical is the request with each value set at its path, outer paths first; nil values
// stay out.
func canonical(fills ...fill) (map[string]any, error) {
	sort.SliceStable(fills, func(i, j int) bool { return len(fills[i].path) < len(fills[j].path) })
	request := map[string]any{}
	for _, f := range fills {
		if f.value == nil {
			continue
		}
		value, err := toJSON(f.value)
		if err != nil {
			return nil, &RequestShapeError{Path: f.path[len(f.path)-1], Problem: "does not encode to JSON: " + err.Error()}
		}
		setPath(request, f.path, value)
	}
	return request, nil
}

// nonEmpty refuses an argument that fills a {placeholder} of a route (a task ID) when it is
// empty: it would name another route (GET .../tasks/).
func nonEmpty(argument, value string) error {
	if value == "" {
		return &ConfigurationError{argument, "must not be empty; nothing was sent"}
	}
	return nil
}

// optional is an argument's value, or nil when it is left out (its zero value, a nil pointer).
func optional(value any) any {
	v := reflect.ValueOf(value)
	if !v.IsValid() || v.IsZero() && v.Kind() != reflect.Bool {
		return nil
	}
	if v.Kind() == reflect.Pointer {
		return v.Elem().Interface()
	}
	return value
}

// orValue is the value, or the default sent when the caller leaves it out.
func orValue(value, fallback any) any {
	if value == nil {
		return fallback
	}
	return value
}

// unset is an argument the caller may leave out, meaning `means` on every dialect: nil where the
// dialect's server assumes that already, else `sends`.
func unset(value any, defaults map[string]any, field string, means, sends any) any {
	if value != nil {
		return value
	}
	assumed, ok := defaults[field]
	if !ok || assumed == nil {
		assumed = means
	}
	if reflect.DeepEqual(assumed, means) {
		return nil
	}
	return sends
}

// extensionValue is the extension's settings as sent: {} when there are none, nil (left out)
// from a client that sends none.
func extensionValue(value any, sends bool) any {
	if !sends {
		return nil // a client for an agent other than the vendor's: no extension
	}
	if optional(value) == nil {
		return map[string]any{}
	}
	return value
}

// newMessageID is a random message id (A2A requires one).
func newMessageID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

package tests

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	ml "github.com/memorylake/a2a-go/v2"
)

// toJSON is a value as the JSON encoding/json decodes it to.
func toJSON(t *testing.T, value any) any {
	t.Helper()
	text, err := json.Marshal(value)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(text, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func fromJSON(value any, out any) error {
	text, err := json.Marshal(value)
	if err != nil {
		return err
	}
	return json.Unmarshal(text, out)
}

// jsonText is a value as a query string carries it.
func jsonText(value any) string {
	switch v := value.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	text, _ := json.Marshal(value)
	return string(text)
}

func show(events []ml.ServerSentEvent) string {
	parts := make([]string, len(events))
	for i, e := range events {
		id, retry := "nil", "nil"
		if e.ID != nil {
			id = strconv.Quote(*e.ID)
		}
		if e.Retry != nil {
			retry = strconv.Itoa(*e.Retry)
		}
		parts[i] = fmt.Sprintf("{%q %q %s %s}", e.Data, e.Event, id, retry)
	}
	return strings.Join(parts, ", ")
}

// within reports whether every value of got is the same in want (got's objects may lack keys);
// when not, where they differ.
func within(got, want any, path string) (string, bool) {
	switch g := got.(type) {
	case map[string]any:
		w, ok := want.(map[string]any)
		if !ok {
			return path, false
		}
		for k, v := range g {
			if where, ok := within(v, w[k], path+"."+k); !ok {
				return where, false
			}
		}
		return "", true
	case []any:
		w, ok := want.([]any)
		if !ok || len(w) != len(g) {
			return path, false
		}
		for i := range g {
			if where, ok := within(g[i], w[i], fmt.Sprintf("%s[%d]", path, i)); !ok {
				return where, false
			}
		}
		return "", true
	}
	return path, reflect.DeepEqual(got, want)
}

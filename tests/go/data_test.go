// The Go tests of generated/go, run by tests/test_go.py: it serves the a2a-sdk server and the
// MemoryLake-behaviour server on loopback and hands the shared data (conformance vectors, SSE
// cases, identifier cases) over as JSON files named by environment variables.
package tests

import (
	"encoding/json"
	"os"
	"testing"

	ml "github.com/memorylake/a2a-go/v2"
	"github.com/memorylake/a2a-go/v2/v0_3"
	"github.com/memorylake/a2a-go/v2/v1_0"
)

// dialects are the four dialects' wire declarations, by the vectors' names.
var dialects = map[string]*ml.Dialect{
	"v1_0-rest":    &v1_0.REST,
	"v1_0-jsonrpc": &v1_0.JSONRPC,
	"v0_3-rest":    &v0_3.REST,
	"v0_3-jsonrpc": &v0_3.JSONRPC,
}

// env is an environment variable tests/test_go.py sets; the test stops without it.
func env(t *testing.T, name string) string {
	t.Helper()
	value := os.Getenv(name)
	if value == "" {
		t.Fatalf("$%s is not set: run these tests through tests/test_go.py", name)
	}
	return value
}

// data is the JSON file an environment variable names.
func data(t *testing.T, name string, out any) {
	t.Helper()
	text, err := os.ReadFile(env(t, name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(text, out); err != nil {
		t.Fatal(err)
	}
}

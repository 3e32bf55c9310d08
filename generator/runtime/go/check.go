package memorylakea2a

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// The extension's checks: what the server would silently ignore or reject, caught before
// anything is sent (ExtensionError). The schema they read, the rules across the message and the
// extension, and the pitfall messages are generated from the spec in extension.go.

var patterns sync.Map // pattern -> *regexp.Regexp

// fullMatch reports whether the whole value matches the pattern.
func fullMatch(pattern, value string) bool {
	cached, ok := patterns.Load(pattern)
	if !ok {
		cached, _ = patterns.LoadOrStore(pattern, regexp.MustCompile("^(?:"+pattern+")$"))
	}
	return cached.(*regexp.Regexp).MatchString(value)
}

// checkSend checks a send request's canonical JSON: the extension is there, valid, and fits the
// message. It returns the warnings: what breaks only a guessed format or rule (it is sent).
func checkSend(request map[string]any) ([]string, error) {
	holder, _ := getPath(request, extensionLocation)
	object, ok := holder.(map[string]any)
	extension, present := object[extensionNamespace]
	if !ok || !present {
		return nil, &ExtensionError{Path: extensionWhere(), Problem: extensionMissing}
	}
	var warnings []string
	if err := checkExtension(extension, &warnings); err != nil {
		return nil, err
	}
	settings, _ := extension.(map[string]any)
	for _, rule := range extensionRules {
		parts, _ := getPath(request, rule.partsAt)
		list, _ := parts.([]any)
		carries := false
		for _, p := range list {
			if part, ok := p.(map[string]any); ok {
				for _, member := range rule.members {
					if _, ok := part[member]; ok {
						carries = true
					}
				}
			}
		}
		if !carries || truthy(settings[rule.require]) {
			continue
		}
		where := extensionWhere() + "." + rule.require
		if rule.guess == "" {
			return nil, &ExtensionError{Path: where, Problem: rule.why}
		}
		warnings = append(warnings, where+": "+rule.why+"; sent as it is. "+rule.guess)
	}
	return warnings, nil
}

func extensionWhere() string {
	return strings.Join(append(append([]string{}, extensionLocation...), extensionNamespace), ".")
}

// CheckExtension checks the extension's JSON (or a value that encodes to it) against its schema;
// the first problem is returned as an ExtensionError. A value that breaks only a guessed format
// is no error (a send warns of it).
func CheckExtension(value any) error {
	return checkExtension(value, &[]string{})
}

func checkExtension(value any, warnings *[]string) error {
	json, err := toJSON(value)
	if err != nil {
		return &ExtensionError{Path: extensionWhere(), Problem: "does not encode to JSON: " + err.Error()}
	}
	return check(json, map[string]any{"$ref": extensionModel}, extensionWhere(), "", warnings)
}

// check checks a value against a schema; why is what the server does with a wrong value here
// (a field inherits its object's); warnings collects what breaks only a guessed format.
func check(value any, schema map[string]any, path, why string, warnings *[]string) error {
	if ref, ok := schema["$ref"].(string); ok {
		merged := map[string]any{}
		for k, v := range extensionSchema[ref[strings.LastIndex(ref, "/")+1:]] {
			merged[k] = v
		}
		for k, v := range schema {
			if k != "$ref" {
				merged[k] = v
			}
		}
		schema = merged
	}
	if w, ok := schema["x-why"].(string); ok {
		why = ": " + w
	}
	if kind, ok := schema["type"].(string); ok {
		if name, fits := jsonType(kind, value); !fits {
			return &ExtensionError{Path: path, Problem: fmt.Sprintf("must be %s, not %s%s", name, jsonKind(value), why)}
		}
	}
	if text, ok := value.(string); ok {
		if pattern, ok := schema["pattern"].(string); ok && !fullMatch(pattern, text) {
			problem := fmt.Sprintf("%s does not match %s%s", jsonString(text), pattern, why)
			guess, _ := schema["x-unconfirmed"].(string)
			if guess == "" {
				return &ExtensionError{Path: path, Problem: problem}
			}
			// A guessed format must not lock out a real ID: warn, and send it.
			*warnings = append(*warnings, path+": "+problem+"; sent as it is. "+guess)
		}
	}
	if items, ok := value.([]any); ok {
		if itemSchema, ok := schema["items"].(map[string]any); ok {
			for i, item := range items {
				if err := check(item, itemSchema, fmt.Sprintf("%s[%d]", path, i), why, warnings); err != nil {
					return err
				}
			}
		}
	}
	object, ok := value.(map[string]any)
	if !ok {
		return nil
	}
	properties, _ := schema["properties"].(map[string]any)
	aliases, _ := schema["x-aliases"].(map[string]any)
	pitfalls, _ := schema["x-pitfalls"].(map[string]any)
	folded := map[string]string{}
	for name, p := range properties {
		if guess, _ := p.(map[string]any)["x-unconfirmed"].(string); guess == "" {
			folded[fold(name)] = name
		}
	}
	for _, key := range ordered(object, schema, aliases) {
		name := key
		if alias, ok := aliases[key].(string); ok {
			name = alias
		}
		where := path + "." + key
		if pitfall, ok := pitfalls[key].(string); ok {
			return &ExtensionError{Path: where, Problem: pitfall}
		} else if p, ok := properties[name].(map[string]any); ok {
			if err := check(object[key], p, where, why, warnings); err != nil {
				return err
			}
		} else if known, ok := folded[fold(key)]; ok {
			return &ExtensionError{Path: where, Problem: fmt.Sprintf("%s ignores %q without an error: the field is %q", vendor, key, known)}
		} else if schema["additionalProperties"] == false {
			hint := ""
			if close := closest(key, append(sortedKeys(properties), sortedKeys(aliases)...)); close != "" {
				hint = fmt.Sprintf(" (did you mean %q?)", close)
			}
			unknown, ok := schema["x-unknown-key"].(string)
			if !ok {
				unknown = "is not allowed here"
			}
			return &ExtensionError{Path: where, Problem: fmt.Sprintf("%q %s%s", key, unknown, hint)}
		}
	}
	return nil
}

// ordered are an object's keys as every language checks them: the declared fields in the
// spec's order (an alias at its field's place), then the other keys sorted.
func ordered(object, schema, aliases map[string]any) []string {
	order, _ := schema["x-order"].([]any)
	rank := func(key string) int {
		name := key
		if alias, ok := aliases[key].(string); ok {
			name = alias
		}
		for i, field := range order {
			if field == name {
				return i
			}
		}
		return len(order)
	}
	keys := sortedKeys(object)
	sort.SliceStable(keys, func(i, j int) bool { return rank(keys[i]) < rank(keys[j]) })
	return keys
}

func jsonType(kind string, value any) (string, bool) {
	switch kind {
	case "string":
		_, ok := value.(string)
		return "a string", ok
	case "boolean":
		_, ok := value.(bool)
		return "true or false", ok
	case "integer":
		n, ok := value.(float64)
		return "an integer", ok && n == float64(int64(n))
	case "number":
		_, ok := value.(float64)
		return "a number", ok
	case "array":
		_, ok := value.([]any)
		return "a list", ok
	case "object":
		_, ok := value.(map[string]any)
		return "an object", ok
	}
	return kind, true
}

// fold: field_name, fieldNAME and fieldName fold alike, so a key that folds like a field is a
// misspelling.
func fold(key string) string {
	return strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(key))
}

// closest is the candidate most like word, when alike enough (edit distance within 40% of the
// length); "" when none is.
func closest(word string, candidates []string) string {
	best, bestScore := "", 0.6
	for _, c := range candidates {
		score := 1 - float64(distance(word, c))/float64(max(len([]rune(word)), len([]rune(c))))
		if score >= bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	row := make([]int, len(rb)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		next := make([]int, len(rb)+1)
		next[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			next[j] = min(row[j]+1, next[j-1]+1, row[j-1]+cost)
		}
		row = next
	}
	return row[len(rb)]
}

package memorylakea2a

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The wire layer: a dialect's declarations (its codec, bindings and envelope, generated in each
// version's package from the spec) applied to canonical JSON. Pure functions, no I/O: Build turns
// a canonical request into the exact HTTP request the dialect sends, Parse turns an answer's JSON
// (for a stream, one event's data) into canonical JSON. JSON values are what encoding/json
// decodes into any: map[string]any, []any, string, float64, bool and nil.

// WireRequest is one HTTP request, exactly as a dialect sends it; Path is relative to the agent's
// base URL. Body is nil when the request has none.
type WireRequest struct {
	// Method is the HTTP method.
	Method string
	// Path is relative to the agent's base URL.
	Path string
	// Headers are the dialect's own headers.
	Headers map[string]string
	// Query holds the query parameters.
	Query map[string]string
	// Body is the JSON body (nil: none).
	Body any
	// Warnings: what a local check found that breaks only a guessed format or rule. The client
	// passes each to its Warn option, and sends the request all the same.
	Warnings []string
	// operation is the one Build built it for (the client's hooks and logs name it).
	operation string
}

// Dialect is one version over one transport, as data: what Build and Parse apply.
type Dialect struct {
	// Name is the dialect's name, such as "v1_0-rest".
	Name string
	// Defaults are what the server assumes when a send leaves these fields out.
	Defaults map[string]any
	// Discriminator is the key of the object tag this wire puts on tagged models ("" for none).
	Discriminator string
	// Tags maps a model to its tag on this wire.
	Tags map[string]string
	// Enums maps an enum to its spellings on this wire, for the enums it spells otherwise.
	Enums map[string]EnumCodec
	// Types maps a model whose wire form differs to how it differs.
	Types map[string]TypeCodec
	// Variants maps a model of which an object holds one member (a Part) to its members.
	Variants map[string][]Variant
	// Unions maps a result model that is one of several models to its members.
	Unions map[string][]UnionMember
	// Bindings maps an operation the dialect offers to how it sends it.
	Bindings map[string]Binding
	// StreamEnd is the event that ends a stream; nil when the server closes it.
	StreamEnd *StreamEnd
}

// EnumCodec is an enum's spellings: canonical to wire, and wire (or canonical) to canonical.
type EnumCodec struct {
	// Encode maps a canonical value to the wire's.
	Encode map[string]string
	// Decode maps a wire (or canonical) value to the canonical one.
	Decode map[string]string
}

// TypeCodec is how a model's wire form differs: its tag ("" for none), and its fields that do.
type TypeCodec struct {
	// Tag is the value of the dialect's discriminator on the model ("" for none).
	Tag string
	// Steps are the fields that differ.
	Steps []FieldStep
}

// FieldStep is how one field differs. Shape is "object" or "list" (the Target model's codec
// applies), "enum" (the Target enum's spellings apply), "negate" (a boolean, flipped) or
// "rename".
type FieldStep struct {
	// Name is the canonical field.
	Name string
	// Wire is the field on the wire.
	Wire string
	// Shape is how the value differs: object, list, enum, negate or rename.
	Shape string
	// Target is the model (object, list) or enum (enum) it refers to.
	Target string
}

// Variant is one member of a one-of model: its tag, where each of its fields goes on the wire
// (the member's own field first), and the fields this wire carries only as JSON objects.
type Variant struct {
	// Member is the canonical field that makes an object this member.
	Member string
	// Tag is the member's value of the dialect's discriminator ("" for none).
	Tag string
	// Fields are where the member's fields go on the wire.
	Fields []VariantField
	// Objects are the fields this wire carries only as JSON objects.
	Objects []string
}

func (v Variant) path(field string) []string {
	for _, f := range v.Fields {
		if f.Name == field {
			return f.Path
		}
	}
	return []string{field}
}

// VariantField is a canonical field and its path on the wire.
type VariantField struct {
	// Name is the canonical field.
	Name string
	// Path is where it is on the wire.
	Path []string
}

// UnionMember is a member of a result union: its key, and its model.
type UnionMember struct {
	// Key is the member's key in the canonical result.
	Key string
	// Model is the member's model.
	Model string
}

// Binding is an operation as a dialect sends it: a route, or a JSON-RPC method.
type Binding struct {
	// HTTP is the HTTP method.
	HTTP string
	// Path is relative to the agent's base URL; {field} placeholders come from the request.
	Path string
	// PathFields are the request fields the path holds.
	PathFields []string
	// Query are the request fields sent as query parameters.
	Query []string
	// Body is whether the request (less its path and query fields) is the body.
	Body bool
	// Method is the JSON-RPC method ("" on REST).
	Method string
	// Headers are the dialect's headers for this operation.
	Headers map[string]string
}

// StreamEnd is the field, and value, of the event that ends a stream.
type StreamEnd struct {
	// Field is the event's field.
	Field string
	// Value is the value that ends the stream.
	Value any
}

// Build turns the canonical request (JSON) of an operation into the HTTP request this dialect
// sends. Local checks fail here: nothing is sent.
func (d *Dialect) Build(operation string, request map[string]any, requestID any) (*WireRequest, error) {
	return d.build(operation, request, requestID, true)
}

// build is Build; extension false skips the checks of a send's extension (for an agent other
// than the vendor's).
func (d *Dialect) build(operation string, request map[string]any, requestID any, extension bool) (*WireRequest, error) {
	op := operations[operation]
	b, ok := d.Bindings[operation]
	if !ok {
		return nil, &UnsupportedOperationError{Operation: op.method, Dialect: d.Name}
	}
	var w map[string]any
	var warnings []string
	if op.request != "" {
		w = deepCopy(request).(map[string]any)
		if err := checkRequest(w, op.request, ""); err != nil {
			return nil, err
		}
		var err error
		if op.extension && extension {
			if warnings, err = checkSend(w); err != nil {
				return nil, err
			}
		}
		if w, err = d.Encode(op.request, w); err != nil {
			return nil, err
		}
	}
	headers := make(map[string]string, len(b.Headers))
	for k, v := range b.Headers {
		headers[k] = v
	}
	if b.Method != "" {
		body := map[string]any{
			jsonrpcMembers.jsonrpc: jsonrpcVersion,
			jsonrpcMembers.id:      requestID,
			jsonrpcMembers.method:  b.Method,
		}
		if w != nil {
			body[jsonrpcMembers.params] = w
		}
		return &WireRequest{Method: b.HTTP, Path: b.Path, Headers: headers, Body: body, Warnings: warnings, operation: operation}, nil
	}
	path := b.Path
	for _, f := range b.PathFields {
		path = strings.ReplaceAll(path, "{"+f+"}", encodeURIComponent(jsonText(w[f])))
		delete(w, f)
	}
	var query map[string]string
	for _, key := range b.Query {
		if value, ok := w[key]; ok {
			if query == nil {
				query = map[string]string{}
			}
			query[key] = jsonText(value)
			delete(w, key)
		}
	}
	out := &WireRequest{Method: b.HTTP, Path: path, Headers: headers, Query: query, Warnings: warnings, operation: operation}
	if b.Body {
		out.Body = w
	}
	return out, nil
}

// Parse turns the answer's JSON (for a stream, one event's data) into the operation's canonical
// result, checked: required fields are there and objects are where the types say.
func (d *Dialect) Parse(operation string, body any) (map[string]any, error) {
	op := operations[operation]
	if _, ok := d.Bindings[operation]; !ok {
		return nil, &UnsupportedOperationError{Operation: op.method, Dialect: d.Name}
	}
	value := body
	if d.Bindings[operation].Method != "" {
		var err error
		if value, err = unwrapJSONRPC(body); err != nil {
			return nil, err
		}
	}
	if members, ok := d.Unions[op.result]; ok {
		return d.decodeUnion(op.result, members, value, body)
	}
	return d.decoded(op.result, value, body)
}

// EndsStream reports whether an event (canonical JSON) is the last of its stream.
func (d *Dialect) EndsStream(event map[string]any) bool {
	if d.StreamEnd == nil {
		return false // the server closes the stream
	}
	for _, value := range event {
		if object, ok := value.(map[string]any); ok {
			return reflect.DeepEqual(object[d.StreamEnd.Field], d.StreamEnd.Value)
		}
	}
	return false
}

// changes reports whether a model's wire form differs from its canonical one.
func (d *Dialect) changes(model string) bool {
	_, typed := d.Types[model]
	_, variant := d.Variants[model]
	return typed || variant
}

// Encode turns a model's canonical JSON into this dialect's (a copy).
func (d *Dialect) Encode(model string, c map[string]any) (map[string]any, error) {
	if variants, ok := d.Variants[model]; ok {
		return d.encodeVariant(model, variants, c)
	}
	t, ok := d.Types[model]
	if !ok {
		return c, nil
	}
	w := make(map[string]any, len(c)+1)
	if t.Tag != "" {
		w[d.Discriminator] = t.Tag
	}
	for k, v := range c {
		w[k] = v
	}
	for _, s := range t.Steps {
		value, ok := w[s.Name]
		if !ok {
			continue
		}
		converted, err := d.convert(s, value, true)
		if err != nil {
			return nil, err
		}
		delete(w, s.Name)
		w[s.Wire] = converted
	}
	return w, nil
}

// Decode turns a model's JSON on this wire into canonical JSON (a copy).
func (d *Dialect) Decode(model string, w map[string]any) (map[string]any, error) {
	if variants, ok := d.Variants[model]; ok {
		return d.decodeVariant(variants, w), nil
	}
	t, ok := d.Types[model]
	if !ok {
		return w, nil
	}
	c := make(map[string]any, len(w))
	for k, v := range w {
		c[k] = v
	}
	if t.Tag != "" {
		delete(c, d.Discriminator)
	}
	for _, s := range t.Steps {
		value, ok := c[s.Wire]
		if !ok {
			continue
		}
		converted, err := d.convert(s, value, false)
		if err != nil {
			return nil, err
		}
		delete(c, s.Wire)
		c[s.Name] = converted
	}
	return c, nil
}

func (d *Dialect) convert(s FieldStep, value any, encode bool) (any, error) {
	code := d.Decode
	if encode {
		code = d.Encode
	}
	switch s.Shape {
	case "object":
		object, err := expectObject(value, s.Target)
		if err != nil {
			return nil, err
		}
		return code(s.Target, object)
	case "list":
		items, ok := value.([]any)
		if !ok {
			return value, nil
		}
		out := make([]any, len(items))
		for i, item := range items {
			object, err := expectObject(item, s.Target)
			if err != nil {
				return nil, err
			}
			if out[i], err = code(s.Target, object); err != nil {
				return nil, err
			}
		}
		return out, nil
	case "enum":
		spellings := d.Enums[s.Target].Decode
		if encode {
			spellings = d.Enums[s.Target].Encode
		}
		if text, ok := value.(string); ok {
			if spelled, ok := spellings[text]; ok {
				return spelled, nil
			}
		}
		return value, nil
	case "negate":
		return !truthy(value), nil
	}
	return value, nil
}

func (d *Dialect) encodeVariant(model string, variants []Variant, c map[string]any) (map[string]any, error) {
	var member *Variant
	for i := range variants {
		if _, ok := c[variants[i].Member]; ok {
			member = &variants[i]
			break
		}
	}
	if member == nil {
		return c, nil
	}
	for _, field := range member.Objects {
		if value, ok := c[field]; ok {
			if _, object := value.(map[string]any); !object {
				return nil, &RequestShapeError{
					Path: model + "." + field,
					Problem: fmt.Sprintf("%s carries a %s part's %q only as a JSON object, not %s; wrap the value, for example {\"value\": ...}",
						d.Name, member.Member, field, jsonKind(value)),
				}
			}
		}
	}
	w := map[string]any{}
	if d.Discriminator != "" && member.Tag != "" {
		w[d.Discriminator] = member.Tag
	}
	for _, f := range member.Fields {
		if value, ok := c[f.Name]; ok {
			setPath(w, f.Path, value)
		}
	}
	for key, value := range c {
		if !variantField(variants, key) {
			w[key] = value
		}
	}
	return w, nil
}

func variantField(variants []Variant, key string) bool {
	for _, v := range variants {
		for _, f := range v.Fields {
			if f.Name == key {
				return true
			}
		}
	}
	return false
}

func (d *Dialect) decodeVariant(variants []Variant, w map[string]any) map[string]any {
	for _, v := range variants {
		if d.Discriminator != "" && w[d.Discriminator] != v.Tag {
			continue
		}
		if _, ok := getPath(w, v.path(v.Member)); !ok {
			continue
		}
		c := map[string]any{}
		paths := make([][]string, 0, len(v.Fields)+1)
		for _, f := range v.Fields {
			if value, ok := getPath(w, f.Path); ok {
				c[f.Name] = value
			}
			paths = append(paths, f.Path)
		}
		if d.Discriminator != "" {
			paths = append(paths, []string{d.Discriminator})
		}
		for key, value := range without(w, paths) {
			c[key] = value
		}
		return c
	}
	return w // a member this dialect does not know: kept as it is
}

func (d *Dialect) decodeUnion(name string, members []UnionMember, value, body any) (map[string]any, error) {
	w, err := expectObject(value, name)
	if err != nil {
		return nil, err
	}
	if d.Discriminator != "" {
		for _, m := range members {
			if tag, ok := d.Tags[m.Model]; ok && w[d.Discriminator] == tag {
				out, err := d.decoded(m.Model, w, body)
				return map[string]any{m.Key: out}, err
			}
		}
		return nil, &UnexpectedResponseError{Message: fmt.Sprintf("unknown %s kind %s", name, jsonString(w[d.Discriminator])), Body: w}
	}
	keys := make([]string, len(members))
	for i, m := range members {
		keys[i] = m.Key
		if inner, ok := w[m.Key]; ok {
			out, err := d.decoded(m.Model, inner, body)
			return map[string]any{m.Key: out}, err
		}
	}
	return nil, &UnexpectedResponseError{Message: fmt.Sprintf("a %s with none of %s", name, strings.Join(keys, ", ")), Body: w}
}

func (d *Dialect) decoded(model string, value, body any) (map[string]any, error) {
	object, err := expectObject(value, model)
	if err != nil {
		return nil, err
	}
	if model == cardModel {
		object = readCard(object)
	}
	if d.changes(model) {
		if object, err = d.Decode(model, object); err != nil {
			return nil, err
		}
	}
	return object, checkShape(object, model, model, body)
}

// unwrapJSONRPC returns the result of a JSON-RPC response; its error object, as the error.
func unwrapJSONRPC(body any) (any, error) {
	response, err := expectObject(body, "a JSON-RPC response")
	if err != nil {
		return nil, err
	}
	if e, ok := response[jsonrpcMembers.error]; ok {
		return nil, ErrorFromJSONRPC(e)
	}
	result, ok := response[jsonrpcMembers.result]
	if !ok {
		return nil, &UnexpectedResponseError{
			Message: fmt.Sprintf("a JSON-RPC response with neither %s nor %s", jsonrpcMembers.result, jsonrpcMembers.error),
			Body:    response,
		}
	}
	return result, nil
}

// checkShape checks canonical JSON against its model: the required fields are there, and
// objects (or lists of objects) are where the model says, at any depth.
func checkShape(value map[string]any, model, path string, body any) error {
	s, ok := shapes[model]
	if !ok {
		return nil
	}
	for _, field := range s.required {
		if value[field] == nil {
			return &UnexpectedResponseError{Message: fmt.Sprintf("%s has no %s, which a %s always has", path, field, model), Body: body}
		}
	}
	for _, field := range sortedKeys(s.enums) {
		if item, ok := value[field]; ok && item != nil && !slices.Contains(s.enums[field], fmt.Sprint(item)) {
			return &UnexpectedResponseError{Message: fmt.Sprintf("%s.%s is none of %s", path, field, strings.Join(s.enums[field], ", ")), Body: body}
		}
	}
	for _, field := range sortedKeys(s.refs) {
		item := value[field]
		if item == nil {
			continue
		}
		object, ok := item.(map[string]any)
		if !ok {
			return &UnexpectedResponseError{Message: fmt.Sprintf("%s.%s is not an object", path, field), Body: body}
		}
		if err := checkShape(object, s.refs[field], path+"."+field, body); err != nil {
			return err
		}
	}
	for _, field := range sortedKeys(s.lists) {
		items := value[field]
		if items == nil {
			continue
		}
		list, ok := items.([]any)
		if !ok {
			return &UnexpectedResponseError{Message: fmt.Sprintf("%s.%s is not a list", path, field), Body: body}
		}
		for i, item := range list {
			where := fmt.Sprintf("%s.%s[%d]", path, field, i)
			object, ok := item.(map[string]any)
			if !ok {
				return &UnexpectedResponseError{Message: where + " is not an object", Body: body}
			}
			if err := checkShape(object, s.lists[field], where, body); err != nil {
				return err
			}
		}
	}
	return nil
}

// outOfBounds is what is wrong with an integer field's value (as the Python client says it), or
// "".
func outOfBounds(value any, bounds [2]any) string {
	if value == nil {
		return ""
	}
	n, ok := value.(float64)
	if !ok || n != math.Trunc(n) {
		return "input should be a valid integer"
	}
	if minimum, ok := bounds[0].(float64); ok && n < minimum {
		return "input should be greater than or equal to " + strconv.FormatFloat(minimum, 'f', -1, 64)
	}
	if maximum, ok := bounds[1].(float64); ok && n > maximum {
		return "input should be less than or equal to " + strconv.FormatFloat(maximum, 'f', -1, 64)
	}
	return ""
}

// checkRequest refuses a key the model's requests must not carry, at any depth: another
// dialect's spelling, a field the server ignores, or an integer outside its schema.
func checkRequest(value map[string]any, model, path string) error {
	for _, key := range sortedKeys(value) {
		where := key
		if path != "" {
			where = path + "." + key
		}
		if reason, ok := requestRejected[model][key]; ok {
			return &RequestShapeError{Path: where, Problem: reason}
		}
		if bounds, ok := requestIntegers[model][key]; ok {
			if problem := outOfBounds(value[key], bounds); problem != "" {
				return &RequestShapeError{Path: where, Problem: problem}
			}
		}
		ref, ok := requestRefs[model][key]
		if !ok {
			continue
		}
		switch item := value[key].(type) {
		case []any:
			for i, inner := range item {
				if object, ok := inner.(map[string]any); ok {
					if err := checkRequest(object, ref, fmt.Sprintf("%s[%d]", where, i)); err != nil {
						return err
					}
				}
			}
		case map[string]any:
			if err := checkRequest(item, ref, where); err != nil {
				return err
			}
		}
	}
	if members, ok := requestOneOf[model]; ok {
		var set []string
		for _, m := range members {
			if _, ok := value[m]; ok {
				set = append(set, m)
			}
		}
		if len(set) != 1 {
			where, has := path, "none"
			if where == "" {
				where = model
			}
			if len(set) > 0 {
				has = strings.Join(set, " and ")
			}
			return &RequestShapeError{Path: where, Problem: fmt.Sprintf("a %s carries exactly one of %s; this one has %s", model, strings.Join(members, ", "), has)}
		}
	}
	return nil
}

func expectObject(value any, what string) (map[string]any, error) {
	object, ok := value.(map[string]any)
	if !ok {
		return nil, &UnexpectedResponseError{Message: fmt.Sprintf("expected a JSON object for %s, got %s", what, jsonKind(value)), Body: value}
	}
	return object, nil
}

func getPath(obj any, path []string) (any, bool) {
	for _, key := range path {
		object, ok := obj.(map[string]any)
		if !ok {
			return nil, false
		}
		if obj, ok = object[key]; !ok {
			return nil, false
		}
	}
	return obj, true
}

func setPath(obj map[string]any, path []string, value any) {
	target := obj
	for _, key := range path[:len(path)-1] {
		next, ok := target[key].(map[string]any)
		if !ok {
			next = map[string]any{}
			target[key] = next
		}
		target = next
	}
	target[path[len(path)-1]] = value
}

// without is a copy of obj without the given paths; objects they leave empty go too.
func without(obj map[string]any, paths [][]string) map[string]any {
	out := make(map[string]any, len(obj))
	for k, v := range obj {
		out[k] = v
	}
	for _, path := range paths {
		head, rest := path[0], path[1:]
		inner, ok := out[head]
		if !ok {
			continue
		}
		if len(rest) == 0 {
			delete(out, head)
		} else if object, ok := inner.(map[string]any); ok {
			if left := without(object, [][]string{rest}); len(left) > 0 {
				out[head] = left
			} else {
				delete(out, head)
			}
		}
	}
	return out
}

// toJSON turns a Go value into its JSON value (what encoding/json decodes into any).
func toJSON(value any) (any, error) {
	data, err := json.Marshal(value)
	if err != nil {
		return nil, err
	}
	var out any
	return out, json.Unmarshal(data, &out)
}

// typed is a result as its type, from its canonical JSON.
func typed[T any](value map[string]any) (*T, error) {
	data, err := json.Marshal(value)
	if err != nil {
		return nil, err
	}
	out := new(T)
	if err := json.Unmarshal(data, out); err != nil {
		return nil, &UnexpectedResponseError{Message: "an answer that does not decode: " + err.Error(), Body: value}
	}
	return out, nil
}

// toCanonical is a typed request as canonical JSON.
func toCanonical(request any) (map[string]any, error) {
	value, err := toJSON(request)
	if err != nil {
		return nil, err
	}
	object, _ := value.(map[string]any)
	return object, nil
}

func deepCopy(value any) any {
	switch v := value.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, item := range v {
			out[k] = deepCopy(item)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, item := range v {
			out[i] = deepCopy(item)
		}
		return out
	}
	return value
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func truthy(value any) bool {
	switch v := value.(type) {
	case nil:
		return false
	case bool:
		return v
	case string:
		return v != ""
	case float64:
		return v != 0
	}
	return true
}

func jsonKind(value any) string {
	switch value.(type) {
	case nil:
		return "null"
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	}
	return "a number"
}

// jsonText is a value as a URL puts it: a string as it is, anything else as its JSON.
func jsonText(value any) string {
	switch v := value.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return jsonString(value)
}

func jsonString(value any) string {
	data, err := json.Marshal(value)
	if err != nil {
		return fmt.Sprint(value)
	}
	return string(data)
}

// encodeURIComponent escapes all but A-Z a-z 0-9 - _ . ! ~ * ' ( ), as JavaScript's does.
func encodeURIComponent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

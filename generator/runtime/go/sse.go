package memorylakea2a

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Server-sent events, decoded as WHATWG's HTML standard says ("Interpreting an event stream").
// Pure: it is fed bytes and returns events.
//
//   - Lines end in CRLF, LF or a lone CR, and a chunk may end between the CR and the LF.
//   - Bytes are UTF-8 and a chunk may end inside a character; one leading BOM is dropped;
//     invalid bytes become U+FFFD.
//   - Lines that start with ":" are comments (keep-alives); an unknown field is ignored.
//   - data lines join with "\n"; an event with no data line is never dispatched.
//   - Only CR and LF end a line: U+2028, U+0085 and friends stay inside the data, since JSON
//     may hold them unescaped.

// MaxEvent is the longest line (and event) a stream may send, in bytes: a bound on memory,
// since a stream that never ends a line would otherwise grow without end.
const MaxEvent = 64 * 1024 * 1024

// ServerSentEvent is one dispatched event. ID and Retry are nil when the stream set none.
type ServerSentEvent struct {
	// Data is the data lines, joined with "\n".
	Data string
	// Event is the event type ("message" when the stream set none).
	Event string
	// ID is the last event id the stream set.
	ID *string
	// Retry is the reconnection time the stream set, in milliseconds.
	Retry *int
}

// SSEDecoder turns the bytes of an event stream into events. Feed it the body's bytes as they
// arrive; it returns each event once its blank line came. Lines counts the complete lines so
// far (keep-alives too).
type SSEDecoder struct {
	pending []byte // an unfinished line
	skipLF  bool   // the last chunk ended in CR: an LF first in the next one is its pair
	started bool   // the first bytes are past (a BOM is only dropped there)
	data    []string
	size    int
	event   string
	id      *string
	retry   *int
	// Lines counts the complete lines decoded so far.
	Lines int
	// MaxEvent bounds a line and an event, in bytes (MaxEvent when 0).
	MaxEvent int
}

// Feed decodes a chunk and returns the events it completed.
func (d *SSEDecoder) Feed(chunk []byte) ([]ServerSentEvent, error) {
	if d.skipLF && len(chunk) > 0 {
		d.skipLF = false
		if chunk[0] == '\n' {
			chunk = chunk[1:]
		}
	}
	if len(chunk) == 0 {
		return nil, nil
	}
	var events []ServerSentEvent
	for len(chunk) > 0 {
		i := bytes.IndexAny(chunk, "\r\n")
		if i < 0 {
			d.pending = append(d.pending, chunk...)
			if len(d.pending) > d.limit() {
				return events, &UnexpectedResponseError{Message: "a stream line longer than " + strconv.Itoa(d.limit()) + " bytes"}
			}
			return events, nil
		}
		line := chunk[:i]
		if len(d.pending) > 0 {
			line = append(d.pending, line...)
			d.pending = nil
		}
		if chunk[i] == '\r' {
			if i+1 == len(chunk) {
				d.skipLF = true
			} else if chunk[i+1] == '\n' {
				i++
			}
		}
		chunk = chunk[i+1:]
		event, err := d.line(line)
		if err != nil {
			return events, err
		}
		if event != nil {
			events = append(events, *event)
		}
	}
	return events, nil
}

// Close ends the stream: an unfinished line, and event, is discarded, as WHATWG says.
func (d *SSEDecoder) Close() []ServerSentEvent {
	d.pending = nil
	return nil
}

func (d *SSEDecoder) limit() int {
	if d.MaxEvent > 0 {
		return d.MaxEvent
	}
	return MaxEvent
}

func (d *SSEDecoder) line(raw []byte) (*ServerSentEvent, error) {
	d.Lines++
	if !d.started {
		d.started = true
		raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
	}
	line := string(raw)
	if !utf8.ValidString(line) {
		line = strings.ToValidUTF8(line, "\ufffd")
	}
	if line == "" {
		return d.dispatch(), nil
	}
	if line[0] == ':' {
		return nil, nil
	}
	name, value, found := strings.Cut(line, ":")
	if found {
		value = strings.TrimPrefix(value, " ")
	}
	switch name {
	case "data":
		d.data = append(d.data, value)
		d.size += len(value)
		if d.size > d.limit() {
			return nil, &UnexpectedResponseError{Message: "a stream event longer than " + strconv.Itoa(d.limit()) + " bytes"}
		}
	case "event":
		d.event = value
	case "id":
		if !strings.ContainsRune(value, 0) {
			id := value
			d.id = &id
		}
	case "retry":
		if n, err := strconv.Atoi(value); err == nil && value != "" && strings.Trim(value, "0123456789") == "" {
			d.retry = &n
		}
	}
	return nil, nil
}

func (d *SSEDecoder) dispatch() *ServerSentEvent {
	data, event := d.data, d.event
	d.data, d.size, d.event = nil, 0, ""
	if len(data) == 0 {
		return nil
	}
	if event == "" {
		event = "message"
	}
	return &ServerSentEvent{Data: strings.Join(data, "\n"), Event: event, ID: d.id, Retry: d.retry}
}

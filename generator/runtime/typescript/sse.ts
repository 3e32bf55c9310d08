/**
 * Server-sent events, decoded as WHATWG's HTML standard says ("Interpreting an event stream").
 * Pure: it is fed bytes and returns events.
 *
 * - Lines end in CRLF, LF or a lone CR, and a chunk may end between the CR and the LF.
 * - Bytes are UTF-8 and a chunk may end inside a character; one leading BOM is dropped.
 * - Lines that start with ":" are comments (keep-alives); an unknown field is ignored.
 * - `data` lines join with "\n"; an event with no `data` line is never dispatched.
 * - Only CR and LF end a line: U+2028, U+0085 and friends stay inside the data, since JSON may
 *   hold them unescaped.
 */

export interface ServerSentEvent {
  data: string;
  event: string;
  id: string | undefined;
  retry: number | undefined;
}

const LINE_END = /\r\n|\r|\n/;

/** Feed it the body's bytes as they arrive; it returns each event once its blank line came. */
export class SSEDecoder {
  // ignoreBOM false: the decoder drops one leading BOM itself.
  private readonly text = new TextDecoder("utf-8");
  private pending = ""; // an unfinished line
  private data: string[] = [];
  private event = "";
  private id: string | undefined;
  private retry: number | undefined;

  feed(chunk: Uint8Array): ServerSentEvent[] {
    return this.lines(this.text.decode(chunk, { stream: true }));
  }

  /** The end of the stream: an unfinished event is discarded, as WHATWG says. */
  close(): ServerSentEvent[] {
    const events = this.lines(this.text.decode());
    return this.pending.endsWith("\r") ? [...events, ...this.lines("\n")] : events;
  }

  private lines(chunk: string): ServerSentEvent[] {
    const text = this.pending + chunk;
    // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
    const cut = text.endsWith("\r") ? text.length - 1 : text.length;
    const lines = text.slice(0, cut).split(LINE_END);
    this.pending = lines.pop()! + text.slice(cut);
    const events: ServerSentEvent[] = [];
    for (const line of lines) {
      const event = this.line(line);
      if (event !== undefined) events.push(event);
    }
    return events;
  }

  private line(line: string): ServerSentEvent | undefined {
    if (!line) return this.dispatch();
    if (line.startsWith(":")) return undefined;
    const colon = line.indexOf(":");
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (name === "data") this.data.push(value);
    else if (name === "event") this.event = value;
    else if (name === "id" && !value.includes("\0")) this.id = value;
    else if (name === "retry" && /^[0-9]+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private dispatch(): ServerSentEvent | undefined {
    const { data, event } = this;
    this.data = [];
    this.event = "";
    if (!data.length) return undefined;
    return { data: data.join("\n"), event: event || "message", id: this.id, retry: this.retry };
  }
}

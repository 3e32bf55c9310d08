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

import { UnexpectedResponseError } from "./errors.js";

export interface ServerSentEvent {
  data: string;
  event: string;
  id: string | undefined;
  retry: number | undefined;
}

const LINE_END = /\r\n|\r|\n/;
const STREAM = { stream: true };
/**
 * The longest line (and event) a stream may send, in characters: a bound on memory, since a
 * stream that never ends a line would otherwise grow without end (a gzip bomb, a broken proxy).
 */
export const MAX_EVENT = 64 * 1024 * 1024;

/**
 * Feed it the body's bytes as they arrive; it returns each event once its blank line came. Linear
 * in the bytes fed: each chunk is split at its blank lines, a block into lines only when it has
 * more than one, and an unfinished line is kept as its pieces, joined once it ends. `lines` counts the complete lines so far (keep-alives too). A line or an event
 * longer than maxEvent characters throws UnexpectedResponseError.
 */
export class SSEDecoder {
  // ignoreBOM false: the decoder drops one leading BOM itself.
  private readonly text = new TextDecoder("utf-8");
  private pending: string[] = []; // the pieces of an unfinished line
  private pendingSize = 0;
  private skipLf = false; // the last chunk ended in CR: an LF first in the next one is its pair
  private data: string[] = [];
  private dataSize = 0;
  private event = "";
  private id: string | undefined;
  private retry: number | undefined;
  lines = 0;

  constructor(private readonly maxEvent = MAX_EVENT) {}

  feed(chunk: Uint8Array): ServerSentEvent[] {
    return this.blocks(this.text.decode(chunk, STREAM));
  }

  /** The end of the stream: an unfinished line, and event, is discarded, as WHATWG says. */
  close(): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    this.split(this.text.decode(), events);
    return events;
  }

  /**
   * A text cut into blocks at its blank lines ("\r\n\r\n", or "\n\n" in a text with no CR). A
   * block of one line, met with nothing left over from before, is read whole (the common event,
   * "data: ...", is sliced once); any other block, with its blank line, and the text after the
   * last blank line, go through the lines one by one. A blank line always starts at a line's
   * start, so each block is read as it would be in the whole text.
   */
  private blocks(text: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    const cr = text.includes("\r");
    const gap = cr ? "\r\n\r\n" : "\n\n";
    const blocks = text.split(gap);
    const rest = blocks.pop()!;
    // An unfinished line too long is refused before any line of the text is read, as split does.
    if (blocks.length && rest.length > this.maxEvent) {
      const tail = rest.length - 1 - Math.max(rest.lastIndexOf("\r"), rest.lastIndexOf("\n"));
      if (tail > this.maxEvent) throw new UnexpectedResponseError(`a stream line longer than ${this.maxEvent} characters`, undefined);
    }
    let clean = !this.pending.length && !this.data.length && !this.event && !this.skipLf;
    for (const block of blocks) {
      if (!clean || (cr && block.includes("\r")) || block.includes("\n")) {
        this.split(block + gap, events);
        clean = true; // the blank line ended the block's event
        continue;
      }
      this.lines += 2;
      if (!block.startsWith("data:")) {
        this.line(block);
        const event = this.dispatch();
        if (event !== undefined) events.push(event);
        continue;
      }
      const data = block.slice(block.startsWith(" ", 5) ? 6 : 5);
      if (data.length > this.maxEvent) throw new UnexpectedResponseError(`a stream event longer than ${this.maxEvent} characters`, undefined);
      events.push({ data, event: "message", id: this.id, retry: this.retry });
    }
    if (rest) this.split(rest, events);
    return events;
  }

  /** The events of the lines of a text (read from where the last text left off). */
  private split(chunk: string, events: ServerSentEvent[]): void {
    let text = chunk;
    if (this.skipLf && text) {
      this.skipLf = false;
      if (text.startsWith("\n")) text = text.slice(1);
    }
    if (!text) return;
    const lines = text.includes("\r") ? splitLines(text) : text.split("\n");
    this.skipLf = text.endsWith("\r");
    const rest = lines.pop()!; // unfinished: the rest of the line, up to the next chunk
    if (lines.length && this.pending.length) {
      lines[0] = this.pending.join("") + lines[0];
      this.pending = [];
      this.pendingSize = 0;
    }
    if (rest) {
      this.pending.push(rest);
      this.pendingSize += rest.length;
      if (this.pendingSize > this.maxEvent) throw new UnexpectedResponseError(`a stream line longer than ${this.maxEvent} characters`, undefined);
    }
    this.lines += lines.length;
    for (const line of lines) {
      const event = this.line(line);
      if (event !== undefined) events.push(event);
    }
  }

  private line(line: string): ServerSentEvent | undefined {
    if (!line) return this.dispatch();
    if (line.startsWith("data: ")) return this.addData(line.slice(6)); // the common line, sliced once
    if (line.startsWith(":")) return undefined;
    const colon = line.indexOf(":");
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (name === "data") this.addData(value);
    else if (name === "event") this.event = value;
    else if (name === "id" && !value.includes("\0")) this.id = value;
    else if (name === "retry" && /^[0-9]+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private addData(value: string): undefined {
    this.data.push(value);
    this.dataSize += value.length;
    if (this.dataSize > this.maxEvent) throw new UnexpectedResponseError(`a stream event longer than ${this.maxEvent} characters`, undefined);
    return undefined;
  }

  private dispatch(): ServerSentEvent | undefined {
    const { data, event } = this;
    this.data = [];
    this.dataSize = 0;
    this.event = "";
    if (!data.length) return undefined;
    return { data: data.length === 1 ? data[0]! : data.join("\n"), event: event || "message", id: this.id, retry: this.retry };
  }
}

/** The lines of a text that holds a CR: split at CRLF alone when that finds every line end. */
function splitLines(text: string): string[] {
  const lines = text.split("\r\n");
  for (const line of lines) if (line.includes("\r") || line.includes("\n")) return text.split(LINE_END);
  return lines;
}

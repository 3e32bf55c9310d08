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
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const STREAM = { stream: true };
/**
 * The longest line (and event) a stream may send, in characters: a bound on memory, since a
 * stream that never ends a line would otherwise grow without end (a gzip bomb, a broken proxy).
 */
export const MAX_EVENT = 64 * 1024 * 1024;

/**
 * Feed it the body's bytes as they arrive; it returns each event once its blank line came. Linear
 * in the bytes fed: a chunk is read block by block, a block into lines only when it has more
 * than one, and an unfinished line is kept as its pieces, joined once it ends. `lines` counts the
 * complete lines so far (keep-alives too). A line or an event longer than maxEvent characters
 * throws UnexpectedResponseError.
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
   * The events of a text, read block by block (a block ends at a blank line). From a clean start
   * (no line, data or event left over), a block of one line, "\r\n\r\n" or "\n\n" after it, is
   * read where it lies: the next CR and the next LF, each found once, tell where it ends, and a
   * "data:" line (the common event) is sliced once, without splitting the text. Any other block,
   * up to and with its blank line ("\r\n\r\n", or "\n\n" in a text with no CR), and the text
   * after the last one, go through split line by line. A blank line leaves the decoder clean, and
   * a block starts at a line's start, so each is read as it would be in the whole text.
   */
  private blocks(text: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    let cr = text.indexOf("\r");
    let lf = text.indexOf("\n");
    const gap = cr >= 0 ? "\r\n\r\n" : "\n\n";
    let clean = !this.pending.length && !this.data.length && !this.event && !this.skipLf;
    let at = 0;
    while (at < text.length) {
      if (cr >= 0 && cr < at) cr = text.indexOf("\r", at);
      if (lf >= 0 && lf < at) lf = text.indexOf("\n", at);
      // The block is one line if its first line end starts a blank line: CRLF CRLF, or LF LF.
      let end = -1;
      if (clean && cr >= 0 && (lf < 0 || cr < lf)) {
        if (lf === cr + 1 && text.charCodeAt(cr + 2) === CR && text.charCodeAt(cr + 3) === LF) end = cr;
      } else if (clean && lf >= 0 && text.charCodeAt(lf + 1) === LF) {
        end = lf;
      }
      if (end < 0) {
        const blank = text.indexOf(gap, at);
        const stop = blank < 0 ? text.length : blank + gap.length;
        this.split(at === 0 && stop === text.length ? text : text.slice(at, stop), events);
        clean = true; // the blank line ended the block's event (or the text ended)
        at = stop;
        continue;
      }
      this.lines += 2;
      if (text.startsWith("data:", at)) {
        const data = text.slice(at + (text.charCodeAt(at + 5) === SPACE ? 6 : 5), end);
        if (data.length > this.maxEvent) throw new UnexpectedResponseError(`a stream event longer than ${this.maxEvent} characters`, undefined);
        events.push({ data, event: "message", id: this.id, retry: this.retry });
      } else {
        this.line(text.slice(at, end));
        const event = this.dispatch();
        if (event !== undefined) events.push(event);
      }
      at = end + (end === cr ? 4 : 2);
    }
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

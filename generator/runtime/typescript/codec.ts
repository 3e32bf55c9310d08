/**
 * A dialect's wire layer, interpreted from its tables: the generated dialect modules state what
 * differs as data (spec/dialects.yaml compiled by the IR, the same tables the Python and Go
 * runtimes read): each model's tag, each field's wire key and what becomes of its value, the
 * spellings of its enums, where the fields of each member of an x-oneof model (a Part) go, the
 * result unions, each operation's binding, how a stream ends. `Dialect` turns them into the
 * encode and decode functions of each model and the build and parse functions of each operation,
 * once, when the module is loaded; a call then runs closures, no look-up of the tables.
 */

import { RequestShapeError, UnexpectedResponseError, UnsupportedOperationError } from "./errors.js";
import { type Check, type JsonObject, isObject } from "./json.js";
import { CHECKS } from "./spec.js";
import {
  type WireRequest,
  MISSING,
  dump,
  expectObject,
  getPath,
  hasPath,
  jsonrpcReader,
  jsonrpcRequest,
  mapList,
  misfit,
  setPath,
  unwrapJsonrpc,
  without,
} from "./wire.js";

/** A field that differs: [canonical key, wire key, shape, target]. See Shape. */
export type Step = readonly [string, string, Shape, string];

/**
 * "object" and "list": the target model's value, or a list of them; "enum": the target enum's
 * spellings; "negate": a flipped boolean; "rename": the value as it is.
 */
export type Shape = "object" | "list" | "enum" | "negate" | "rename";

/** One member of an x-oneof model: its tag, where each of its fields goes on the wire (its own field first), the fields this wire carries only as JSON objects. */
export interface VariantTable {
  readonly member: string;
  readonly tag: string | null;
  readonly fields: Readonly<Record<string, readonly string[]>>;
  readonly objects: readonly string[];
}

/** An operation as the dialect sends it: a route, or a JSON-RPC method; and the models it sends and reads. */
export interface BindingTable {
  readonly http: string;
  readonly path: string;
  readonly path_fields: readonly string[];
  readonly query: readonly string[];
  readonly body: boolean;
  readonly method: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly request: string | null;
  readonly result: string;
  /** Whether the result is a union (one of several models, in `unions`). */
  readonly union: boolean;
  /** Whether the request carries the extension, checked before sending. */
  readonly extension: boolean;
}

/** A dialect as data (DialectPlan.table in the generator). */
export interface DialectTable {
  readonly name: string;
  /** What the server assumes when a send leaves these fields out ("all": the whole history). */
  readonly defaults: Readonly<JsonObject>;
  /** The key of the tag this wire puts on tagged models (null: none). */
  readonly discriminator: string | null;
  readonly tags: Readonly<Record<string, string>>;
  /** Per enum it spells otherwise: canonical -> wire, and wire (and canonical) -> canonical. */
  readonly enums: Readonly<Record<string, { readonly encode: Readonly<Record<string, string>>; readonly decode: Readonly<Record<string, string>> }>>;
  /** Per model whose wire form differs: its tag, and its fields that differ. */
  readonly types: Readonly<Record<string, { readonly tag: string | null; readonly steps: readonly Step[] }>>;
  readonly variants: Readonly<Record<string, readonly VariantTable[]>>;
  /** Per result union: member key -> model. */
  readonly unions: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly bindings: Readonly<Record<string, BindingTable>>;
  /** The operations this dialect refuses locally (UnsupportedOperationError, nothing sent). */
  readonly unsupported: readonly string[];
  /** The field, and value, of the event that ends a stream; null: the server closes it. */
  readonly stream_end: readonly [string, unknown] | null;
}

export type Coder = (value: JsonObject) => JsonObject;
/** `extension` false: the send is for an agent other than the vendor's, and skips the extension check. */
export type Build = (request: object, requestId: number | string, fresh?: boolean, extension?: boolean) => WireRequest;
export type BareBuild = (requestId: number | string) => WireRequest;
export type Parse = (body: unknown) => unknown;

/** send_message -> sendMessage: an operation as the TypeScript clients name it. */
function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

const KEEP: Coder = (value) => value;
const FITS: Check = () => undefined;

/** A dialect's tables made into its functions. */
export class Dialect {
  readonly name: string;
  readonly defaults: Readonly<JsonObject>;
  /** Canonical JSON to this dialect's JSON and back, per model whose wire form differs. */
  readonly encode: Record<string, Coder> = {};
  readonly decode: Record<string, Coder> = {};
  readonly #table: DialectTable;
  readonly #check: (request: JsonObject) => string[];

  /** `check` is the extension's check of a send (extension.ts's checkSend): it throws, or returns warnings. */
  constructor(table: DialectTable, check: (request: JsonObject) => string[] = () => []) {
    this.#table = table;
    this.#check = check;
    this.name = table.name;
    this.defaults = table.defaults;
    for (const [model, variants] of Object.entries(table.variants)) {
      this.encode[model] = this.#variantEncoder(model, variants);
      this.decode[model] = this.#variantDecoder(variants);
    }
    for (const [model, type] of Object.entries(table.types)) {
      this.encode[model] = this.#typeCoder(type.tag, type.steps, true);
      this.decode[model] = this.#typeCoder(type.tag, type.steps, false);
    }
  }

  /** The coder of a model in one direction: its tag added (encoding) or dropped, then each field that differs. */
  #typeCoder(tag: string | null, steps: readonly Step[], encoding: boolean): Coder {
    const tagKey = tag === null ? null : this.#table.discriminator;
    const fields = steps.map((step) => this.#field(step, encoding));
    const count = fields.length;
    if (encoding) {
      return (c) => {
        const w: JsonObject = tagKey === null ? { ...c } : { [tagKey]: tag, ...c };
        for (let i = 0; i < count; i++) fields[i]!(w);
        return w;
      };
    }
    return (w) => {
      const c: JsonObject = { ...w };
      if (tagKey !== null) delete c[tagKey];
      for (let i = 0; i < count; i++) fields[i]!(c);
      return c;
    };
  }

  /**
   * What a coder does to one field that differs, in place: its value converted by its shape, and
   * moved to its other key (to the end, as the spec orders a renamed field). One closure per
   * shape, so that a call does only its own work.
   */
  #field([name, wire, shape, target]: Step, encoding: boolean): (out: JsonObject) => void {
    const [from, to] = encoding ? [name, wire] : [wire, name];
    const moved = from !== to;
    const coders = encoding ? this.encode : this.decode;
    let coder: Coder | undefined; // the target model's, found on first use (they refer to one another)
    switch (shape) {
      case "object":
        return (out) => {
          if (!(from in out)) return;
          coder ??= coders[target] ?? KEEP;
          out[to] = coder(expectObject(out[from], target));
          if (moved) delete out[from];
        };
      case "list":
        return (out) => {
          if (!(from in out)) return;
          coder ??= coders[target] ?? KEEP;
          out[to] = mapList(out[from], coder, target);
          if (moved) delete out[from];
        };
      case "enum": {
        const spellings = this.#table.enums[target]?.[encoding ? "encode" : "decode"] ?? {};
        return (out) => {
          if (!(from in out)) return;
          const value = out[from];
          out[to] = typeof value === "string" && Object.hasOwn(spellings, value) ? spellings[value] : value;
          if (moved) delete out[from];
        };
      }
      case "negate":
        return (out) => {
          if (!(from in out)) return;
          out[to] = !out[from];
          if (moved) delete out[from];
        };
      case "rename":
        return (out) => {
          if (!(from in out)) return;
          out[to] = out[from];
          if (moved) delete out[from];
        };
    }
  }

  #variantEncoder(model: string, variants: readonly VariantTable[]): Coder {
    const disc = this.#table.discriminator;
    const name = this.name;
    const fields = new Set(variants.flatMap((v) => Object.keys(v.fields)));
    return (c) => {
      const variant = variants.find((v) => v.member in c);
      if (variant === undefined) return { ...c };
      const member = variant.member;
      for (const field of variant.objects) {
        if (field in c && !isObject(c[field])) {
          const kind = Array.isArray(c[field]) ? "a list" : c[field] === null ? "null" : typeof c[field];
          throw new RequestShapeError(
            `${model}.${field}`,
            `${name} carries a ${member} part's "${field}" only as a JSON object, not ${kind}; wrap the value, for example {"value": ...}`,
          );
        }
      }
      const w: JsonObject = disc === null ? {} : { [disc]: variant.tag };
      for (const [field, path] of Object.entries(variant.fields)) {
        if (field in c) setPath(w, path, c[field]);
      }
      for (const [key, value] of Object.entries(c)) {
        if (!fields.has(key)) w[key] = value;
      }
      return w;
    };
  }

  #variantDecoder(variants: readonly VariantTable[]): Coder {
    const disc = this.#table.discriminator;
    const places = variants.map((v) => {
      const paths = Object.entries(v.fields);
      const dropped = Object.values(v.fields);
      return { v, paths, own: v.fields[v.member]!, dropped: disc === null ? dropped : [...dropped, [disc]] };
    });
    return (w) => {
      for (const { v, paths, own, dropped } of places) {
        if ((disc === null || w[disc] === v.tag) && hasPath(w, own)) {
          const c: JsonObject = {};
          for (const [field, path] of paths) {
            const value = getPath(w, path);
            if (value !== MISSING) c[field] = value;
          }
          return { ...c, ...without(w, dropped) };
        }
      }
      return { ...w }; // a member this dialect does not know: kept as it is
    };
  }

  /** How the value of a model is read (`body`, the answer as it came, for the error): decoded where it differs, checked. */
  #reader(model: string): (value: unknown, body: unknown) => unknown {
    const decode = this.decode[model] ?? KEEP;
    const check = CHECKS[model] ?? FITS;
    return (value, body) => {
      const c = decode(expectObject(value, model));
      const wrong = check(c);
      if (wrong !== undefined) throw misfit(model, wrong, body);
      return c;
    };
  }

  /** How a result union is read: by the discriminator's tag, or by the member key it holds. */
  #unionReader(name: string): (value: unknown) => unknown {
    const members = Object.entries(this.#table.unions[name] ?? {}).map(([key, model]) => ({ key, model, read: this.#reader(model) }));
    const disc = this.#table.discriminator;
    if (disc !== null) {
      const byTag = new Map(members.map((m) => [this.#table.tags[m.model], m]));
      return (body) => {
        const w = expectObject(body, name);
        const m = byTag.get(w[disc] as string);
        if (m === undefined) throw new UnexpectedResponseError(`unknown ${name} kind ${JSON.stringify(w[disc])}`, w);
        const out: JsonObject = {};
        out[m.key] = m.read(w, body);
        return out;
      };
    }
    const none = `a ${name} with none of ${members.map((m) => m.key).join(", ")}`;
    const keys = members.map((m) => m.key);
    const reads = members.map((m) => m.read);
    const count = keys.length;
    return (body) => {
      const w = expectObject(body, name);
      for (let i = 0; i < count; i++) {
        const key = keys[i]!;
        if (key in w) {
          const out: JsonObject = {};
          out[key] = reads[i]!(w[key], body);
          return out;
        }
      }
      throw new UnexpectedResponseError(none, w);
    };
  }

  #unsupported(operation: string): never {
    throw new UnsupportedOperationError(camel(operation), this.name);
  }

  /** The build of an operation that sends a request: its canonical JSON checked, encoded, bound. */
  builder(operation: string): Build {
    const b = this.#table.bindings[operation];
    if (b === undefined || b.request === null) return () => this.#unsupported(operation);
    const model = b.request;
    const encode = this.encode[model];
    const check = b.extension ? this.#check : null;
    const bind = this.#binder(b);
    return (request, requestId, fresh = false, extension = true) => {
      let w = dump(request, model, fresh);
      const warnings = check === null || !extension ? [] : check(w);
      if (encode !== undefined) w = encode(w);
      const out = bind(w, requestId);
      return warnings.length ? { ...out, warnings } : out;
    };
  }

  /** The build of an operation that sends no request. */
  bareBuilder(operation: string): BareBuild {
    const b = this.#table.bindings[operation];
    if (b === undefined) return () => this.#unsupported(operation);
    const bind = this.#binder(b);
    return (requestId) => bind({}, requestId);
  }

  /** The request's JSON (a copy the build owns) put where the binding says. */
  #binder(b: BindingTable): (w: JsonObject, requestId: number | string) => WireRequest {
    const { http, headers } = b;
    const method = b.method;
    if (method !== null) {
      const params = b.request !== null;
      return (w, requestId) => ({
        method: http,
        path: b.path,
        headers: { ...headers },
        body: jsonrpcRequest(requestId, method, params ? w : undefined),
        read: jsonrpcReader(requestId),
      });
    }
    return (w) => {
      let path = b.path;
      for (const f of b.path_fields) {
        path = path.replace(`{${f}}`, () => encodeURIComponent(String(w[f])));
        delete w[f];
      }
      const out: WireRequest = { method: http, path, headers: { ...headers } };
      if (b.query.length) {
        const query: Record<string, string> = {};
        for (const key of b.query) {
          if (key in w) query[key] = String(w[key]);
          delete w[key];
        }
        out.query = query;
      }
      if (b.body) out.body = w;
      return out;
    };
  }

  /** The parse of an operation's answer (for a stream, one event's data) into canonical types. */
  parser(operation: string): Parse {
    const b = this.#table.bindings[operation];
    if (b === undefined) return () => this.#unsupported(operation);
    const rpc = b.method !== null;
    if (b.union) {
      const read = this.#unionReader(b.result);
      return rpc ? (body) => read(unwrapJsonrpc(body)) : read;
    }
    const read = this.#reader(b.result);
    return rpc ? (body) => read(unwrapJsonrpc(body), body) : (body) => read(body, body);
  }

  /** Whether this event is the last of its stream (never, when the server closes it). */
  endsStream(event: object): boolean {
    const end = this.#table.stream_end;
    if (end === null) return false;
    const value = Object.values(event)[0] as JsonObject | undefined;
    return value?.[end[0]] === end[1];
  }
}

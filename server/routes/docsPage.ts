/** The readable API reference: plain server-rendered HTML over the OpenAPI document, no scripts; written with hono/html, which escapes every interpolated text. */
import { html, raw as trusted, type Html } from '../http/markup.ts';

/** The parts of a JSON Schema (as valibot's converter writes them) the page shows. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  description?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

/** The parts of an OpenAPI 3.1 document the page reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<string, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const MAX_DEPTH = 8;

function anchor(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
}

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  const prefix = '#/components/schemas/';
  if (schema.$ref?.startsWith(prefix)) {
    return doc.components?.schemas?.[schema.$ref.slice(prefix.length)] ?? {};
  }
  return schema;
}

/** A short type label: 'string', 'integer | null', 'array of number', 'мужской | женский'. */
function typeLabel(raw: JsonSchema, doc: OpenApiDocument): string {
  const schema = resolve(raw, doc);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const labels = variants.flatMap((variant) => typeLabel(variant, doc).split(' | '));
    return [...new Set(labels)].join(' | ');
  }
  if (schema.enum) {
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  }
  if (schema.const !== undefined) {
    return JSON.stringify(schema.const);
  }
  if (schema.type === 'array') {
    return `array of ${schema.items ? typeLabel(schema.items, doc) : 'any'}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The variants of a nullable or union field that are not just null. */
function variantsOf(schema: JsonSchema, doc: OpenApiDocument): JsonSchema[] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) {
    return [schema];
  }
  return variants
    .map((variant) => resolve(variant, doc))
    .filter((variant) => variant.type !== 'null')
    .flatMap((variant) => variantsOf(variant, doc));
}

function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.minimum !== undefined) {
    notes.push(`≥ ${schema.minimum}`);
  }
  if (schema.maximum !== undefined) {
    notes.push(`≤ ${schema.maximum}`);
  }
  if (schema.minLength !== undefined) {
    notes.push(`min length ${schema.minLength}`);
  }
  if (schema.maxLength !== undefined) {
    notes.push(`max length ${schema.maxLength}`);
  }
  if (schema.maxItems !== undefined) {
    notes.push(`at most ${schema.maxItems} items`);
  }
  if (schema.pattern !== undefined) {
    notes.push(`pattern ${schema.pattern}`);
  }
  return notes;
}

/** The object (or array-of-object, or nullable object) whose fields should be listed, if any. */
function objectOf(raw: JsonSchema, doc: OpenApiDocument): JsonSchema | null {
  const schema = resolve(raw, doc);
  if (schema.properties) {
    return schema;
  }
  if (schema.type === 'array' && schema.items) {
    return objectOf(schema.items, doc);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  const objects = (variants ?? []).map((variant) => objectOf(variant, doc)).filter((found) => found !== null);
  return objects.length === 1 ? objects[0]! : null;
}

function renderFields(raw: JsonSchema, doc: OpenApiDocument, depth: number): Html | '' {
  const schema = objectOf(raw, doc);
  if (!schema?.properties || depth > MAX_DEPTH) {
    return '';
  }
  const required = new Set(schema.required ?? []);
  const items = Object.entries(schema.properties).map(([name, fieldRaw]) => {
    const field = resolve(fieldRaw, doc);
    const variants = variantsOf(field, doc);
    const notes = [...new Set(variants.flatMap(constraints))];
    const description =
      field.description ?? fieldRaw.description ?? variants.find((variant) => variant.description)?.description;
    return html`<li><code>${name}</code> <span class="type">${typeLabel(fieldRaw, doc)}</span>${
      required.has(name) ? html` <span class="req">required</span>` : html` <span class="opt">optional</span>`
    }${notes.length > 0 && html` <span class="notes">${notes.join(', ')}</span>`}${description !== undefined && description !== '' && html` — ${description}`}${renderFields(fieldRaw, doc, depth + 1)}</li>`;
  });
  return html`<ul class="fields">${items}</ul>`;
}

function renderParameters(operation: Operation, doc: OpenApiDocument): Html | '' {
  const parameters = (operation.parameters ?? []).filter((parameter): parameter is Parameter => 'name' in parameter);
  if (parameters.length === 0) {
    return '';
  }
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ?? {};
    const notes = [...constraints(schema), parameter.description ?? schema.description ?? ''].filter(
      (note) => note !== '',
    );
    return html`<tr><td><code>${parameter.name}</code></td><td>${parameter.in}</td><td>${typeLabel(schema, doc)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${notes.join('; ')}</td></tr>`;
  });
  return html`<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderBody(operation: Operation, doc: OpenApiDocument): Html[] {
  const content = operation.requestBody?.content ?? {};
  return Object.entries(content).map(([media, { schema }]) => {
    const fields = schema ? renderFields(schema, doc, 0) : '';
    return html`<h4>Request body <span class="media">${media}</span></h4>${fields === '' ? html`<p class="type">${schema ? typeLabel(schema, doc) : 'any'}</p>` : fields}`;
  });
}

function renderResponses(operation: Operation): Html | '' {
  const entries = Object.entries(operation.responses ?? {});
  if (entries.length === 0) {
    return '';
  }
  const items = entries.map(
    ([status, response]) => html`<li><code>${status}</code> ${response.description ?? ''}</li>`,
  );
  return html`<h4>Responses</h4><ul class="responses">${items}</ul>`;
}

function renderOperation(method: string, path: string, operation: Operation, doc: OpenApiDocument): Html {
  const bearer = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
  return html`<section class="op" id="${anchor(method, path)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code>${
    bearer && html` <span class="bearer">Bearer</span>`
  }</h3>${operation.summary !== undefined && operation.summary !== '' && html`<p class="summary">${operation.summary}</p>`}${
    operation.description !== undefined && operation.description !== '' && html`<p>${operation.description}</p>`
  }${renderParameters(operation, doc)}${renderBody(operation, doc)}${renderResponses(operation)}</section>`;
}

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

function entriesByTag(doc: OpenApiDocument): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) {
        const tag = operation.tags?.[0] ?? 'Прочее';
        groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
      }
    }
  }
  return groups;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:24px;color:#1d1d1f}
h1{margin-bottom:0}h2{margin-top:40px;border-bottom:1px solid #ddd}
code{font:13px ui-monospace,monospace;background:#f4f4f6;padding:1px 4px;border-radius:4px}
.op{border:1px solid #e3e3e8;border-radius:8px;padding:4px 16px 12px;margin:16px 0}
.method{font:bold 12px ui-monospace,monospace;padding:2px 6px;border-radius:4px;color:#fff;background:#666}
.get{background:#2f7d32}.post{background:#1565c0}.put{background:#ef6c00}.delete{background:#c62828}
.bearer{font-size:12px;border:1px solid #999;border-radius:4px;padding:0 4px}
.type{color:#6a1b9a}.req{color:#c62828;font-size:12px}.opt{color:#888;font-size:12px}.notes,.media{color:#555;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #e3e3e8;padding:2px 8px;text-align:left;vertical-align:top}
.toc{columns:2}.toc a{text-decoration:none}`;

/** The whole page; `nonce` lets the one style block through the page's CSP. */
export function renderDocsPage(doc: OpenApiDocument, nonce: string): string {
  const groups = [...entriesByTag(doc).entries()];
  const toc = groups.map(
    ([tag, entries]) =>
      html`<li>${tag}<ul>${entries.map(({ method, path }) => html`<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${path}</a></li>`)}</ul></li>`,
  );
  const sections = groups.map(
    ([tag, entries]) =>
      html`<h2>${tag}</h2>${entries.map(({ method, path, operation }) => renderOperation(method, path, operation, doc))}`,
  );
  const description = (doc.info.description ?? '').split('\n\n').map((paragraph) => html`<p>${paragraph}</p>`);
  // STYLE is the server's own constant, and CSS is not HTML: escaping would change its quotes and `>`.
  return html`<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${doc.info.title}</title><style nonce="${nonce}">${trusted(STYLE)}</style></head><body><h1>${doc.info.title} <small>${doc.info.version}</small></h1>${description}<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p><ul class="toc">${toc}</ul>${sections}</body></html>`.toString();
}

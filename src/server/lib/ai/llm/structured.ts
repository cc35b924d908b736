/**
 * Structured generation with validation and one repair round: the model's JSON is parsed (leniently:
 * code fences and surrounding prose are tolerated), checked against the wire schema, converted and
 * checked again by task rules; on failure the model is re-asked once with the exact problems, then an
 * `AiOutputError` is thrown.
 */
import {
  APICallError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  generateText,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import { z } from 'zod';
import { AiAbortedError, AiOutputError, AiProviderError } from '../errors';

/** A task rule violated by otherwise well-formed output; the message goes to the repair request. */
export class RepairableOutputError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(issues.join('; '));
    this.issues = issues;
  }
}

export interface StructuredCall<W, O> {
  task: string;
  model: LanguageModel;
  system: string;
  /** The request (user turn, or a whole conversation ending with a user turn). */
  messages: ModelMessage[];
  /** What the model must return (strict-JSON-schema compatible: no optional fields). */
  wireSchema: z.ZodType<W>;
  /** Turns the wire value into the task output; throws RepairableOutputError for rule violations. */
  finalize: (value: W) => O;
  /** The public output schema, checked last. */
  outputSchema: z.ZodType<O>;
  signal?: AbortSignal;
  maxRetries?: number;
  temperature?: number;
  maxOutputTokens?: number;
}

export function formatZodIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
}

/** Extracts a JSON value from model text: plain JSON, a ```json fence, or the outermost {...}. */
export function parseJsonLenient(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const trimmed = text.trim();
  const candidates: string[] = [trimmed];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fence?.[1]) candidates.push(fence[1].trim());
  const first = trimmed.indexOf('{');
  const last = trimmed.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(trimmed.slice(first, last + 1));
  let error = 'empty response';
  for (const c of candidates) {
    if (!c) continue;
    try {
      return { ok: true, value: JSON.parse(c) };
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
  }
  return { ok: false, error: `not valid JSON (${error})` };
}

function jsonInstructions(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema) as Record<string, unknown>;
  delete json.$schema;
  return `Reply with one JSON object that matches this JSON Schema, and nothing else (no Markdown, no comments):\n${JSON.stringify(json)}`;
}

export function toProviderError(task: string, e: unknown): AiProviderError {
  const inner = RetryError.isInstance(e) ? e.lastError : e;
  if (APICallError.isInstance(inner)) {
    return new AiProviderError(task, `HTTP ${inner.statusCode ?? '?'} ${inner.message}`, {
      cause: e,
      ...(inner.statusCode !== undefined ? { status: inner.statusCode } : {}),
      retryable: inner.isRetryable,
    });
  }
  return new AiProviderError(task, inner instanceof Error ? inner.message : String(inner), { cause: e });
}

function isAbort(e: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return e instanceof Error && e.name === 'AbortError';
}

export async function generateStructured<W, O>(call: StructuredCall<W, O>): Promise<O> {
  const messages: ModelMessage[] = [...call.messages];
  const last = messages[messages.length - 1];
  const instructions = jsonInstructions(call.wireSchema);
  if (last && last.role === 'user' && typeof last.content === 'string') {
    messages[messages.length - 1] = { role: 'user', content: `${last.content}\n\n${instructions}` };
  } else {
    messages.push({ role: 'user', content: instructions });
  }

  const maxAttempts = 2;
  let issues: string[] = [];
  let raw: string | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (call.signal?.aborted) throw new AiAbortedError(call.task);
    let text: string | undefined;
    let value: unknown;
    let parsedByProvider = false;
    try {
      const result = await generateText({
        model: call.model,
        system: call.system,
        messages,
        output: Output.object({ schema: call.wireSchema, name: call.task.replace(/-/g, '_') }),
        maxRetries: call.maxRetries ?? 2,
        ...(call.signal ? { abortSignal: call.signal } : {}),
        ...(call.temperature !== undefined ? { temperature: call.temperature } : {}),
        ...(call.maxOutputTokens !== undefined ? { maxOutputTokens: call.maxOutputTokens } : {}),
      });
      text = result.text;
      value = result.output;
      parsedByProvider = true;
    } catch (e) {
      if (NoObjectGeneratedError.isInstance(e)) {
        text = e.text;
      } else if (NoOutputGeneratedError.isInstance(e)) {
        text = '';
      } else if (isAbort(e, call.signal)) {
        throw new AiAbortedError(call.task);
      } else {
        throw toProviderError(call.task, e);
      }
    }
    raw = text;

    try {
      let wire: W;
      if (parsedByProvider) {
        wire = value as W;
      } else {
        const parsed = parseJsonLenient(text ?? '');
        if (!parsed.ok) throw new RepairableOutputError([parsed.error]);
        const checked = call.wireSchema.safeParse(parsed.value);
        if (!checked.success) throw new RepairableOutputError(formatZodIssues(checked.error));
        wire = checked.data;
      }
      const out = call.finalize(wire);
      const final = call.outputSchema.safeParse(out);
      if (!final.success) throw new RepairableOutputError(formatZodIssues(final.error));
      return final.data;
    } catch (e) {
      if (!(e instanceof RepairableOutputError)) throw e;
      issues = e.issues;
    }

    if (attempt < maxAttempts) {
      messages.push({ role: 'assistant', content: raw && raw.length > 0 ? raw : '(empty response)' });
      messages.push({
        role: 'user',
        content: `Your previous reply could not be used because of these problems:\n${issues.map((i) => `- ${i}`).join('\n')}\n\nReply again with the complete corrected JSON object only.`,
      });
    }
  }
  throw new AiOutputError(call.task, issues, raw, maxAttempts);
}

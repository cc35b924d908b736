import type { LanguageModel } from 'ai';

export interface LlmEngineOptions {
  model: LanguageModel;
  /** Retries of a failed provider call (HTTP 5xx/429), default 2. */
  maxRetries?: number;
  /** Longest article text sent to the model, in characters (default 120,000). */
  maxArticleChars?: number;
  onError?: (task: string, error: unknown) => void;
}

/** What every group of model-backed tasks shares: the options, the model call's common settings, the article cap. */
export interface LlmTaskContext {
  options: LlmEngineOptions;
  common: { model: LanguageModel; maxRetries: number };
  maxArticleChars: number;
}

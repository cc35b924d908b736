/**
 * Builds the AI SDK language model for a configuration. Vendor SDKs are imported only here.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../../../shared/schemas/ai';
import { AiConfigError } from '../errors';

/** Default models when AI_MODEL is not set. */
export const DEFAULT_MODELS = {
  anthropic: 'claude-sonnet-4-5',
  openai: 'gpt-4.1-mini',
} as const;

const PROVIDER_NAMES = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible',
} as const;

export type LlmProvider = Exclude<AiConfig['provider'], 'offline'>;

export interface ResolvedModel {
  model: LanguageModel;
  modelId: string;
  provider: LlmProvider;
  label: string;
}

export interface ProviderDeps {
  /** Use this model instead of building one (tests: `MockLanguageModelV3` from `ai/test`). */
  languageModel?: Exclude<LanguageModel, string>;
  /** Custom fetch for the provider's HTTP calls. */
  fetch?: typeof globalThis.fetch;
}

export function resolveModel(
  config: AiConfig & { provider: LlmProvider },
  deps: ProviderDeps = {},
): ResolvedModel {
  const provider = config.provider;
  if (deps.languageModel) {
    const modelId = config.model ?? deps.languageModel.modelId;
    return {
      model: deps.languageModel,
      modelId,
      provider,
      label: `${PROVIDER_NAMES[provider]} · ${modelId}`,
    };
  }
  const fetchOpt = deps.fetch ? { fetch: deps.fetch } : {};
  const baseOpt = config.baseURL ? { baseURL: config.baseURL } : {};
  switch (provider) {
    case 'anthropic': {
      if (!config.apiKey)
        throw new AiConfigError(
          'AI provider "anthropic" needs an API key (AI_API_KEY or ANTHROPIC_API_KEY).',
        );
      const modelId = config.model ?? DEFAULT_MODELS.anthropic;
      const anthropic = createAnthropic({ apiKey: config.apiKey, ...baseOpt, ...fetchOpt });
      return {
        model: anthropic(modelId),
        modelId,
        provider,
        label: `${PROVIDER_NAMES.anthropic} · ${modelId}`,
      };
    }
    case 'openai': {
      if (!config.apiKey)
        throw new AiConfigError('AI provider "openai" needs an API key (AI_API_KEY or OPENAI_API_KEY).');
      const modelId = config.model ?? DEFAULT_MODELS.openai;
      const openai = createOpenAI({ apiKey: config.apiKey, ...baseOpt, ...fetchOpt });
      return { model: openai(modelId), modelId, provider, label: `${PROVIDER_NAMES.openai} · ${modelId}` };
    }
    case 'openai-compatible': {
      if (!config.baseURL) {
        throw new AiConfigError(
          'AI provider "openai-compatible" needs AI_BASE_URL (e.g. http://127.0.0.1:11434/v1).',
        );
      }
      if (!config.model)
        throw new AiConfigError(
          'AI provider "openai-compatible" needs AI_MODEL (the model name the server serves).',
        );
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseURL,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        supportsStructuredOutputs: true,
        includeUsage: true,
        ...fetchOpt,
      });
      return {
        model: compatible.chatModel(config.model),
        modelId: config.model,
        provider,
        label: `${PROVIDER_NAMES['openai-compatible']} · ${config.model}`,
      };
    }
  }
}

/**
 * The Help panel's diagnostic text, made when the person asks for it (so it holds the swap as last
 * polled, not as it was when the panel opened): the swap from the query cache, this browser's record
 * of it (or, in History, of every swap), and which widget runs where. The rules of what goes in are
 * ./help.ts's; the API key is named as a secret so that it is cut out whatever carried it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiConfig } from '../api/context';
import { apiKeys } from '../api/keys';
import type { SwapResponse } from '../api/types';
import { useLanguage } from '../i18n';
import { WIDGET_BUILD, WIDGET_VERSION } from '../lib/build-info';
import { useSwapsStore } from '../state/swaps';
import { diagnosticText } from './help';

/** A function that makes the text to copy, about `swapId` (null: History). */
export function useDiagnosticText(swapId: string | null): () => string {
  const queryClient = useQueryClient();
  const { baseUrl, apiKey } = useApiConfig();
  const lang = useLanguage();
  return useCallback(() => {
    const swaps = useSwapsStore.getState();
    const polled = swapId ? queryClient.getQueryData<SwapResponse>(apiKeys.swap(baseUrl, swapId)) : undefined;
    const stored = swapId ? swaps.get(swapId) : undefined;
    return diagnosticText({
      swapId,
      swap: polled?.swap,
      stored,
      // The statuses this browser saw, with when it first saw each.
      ...(stored?.statusLog ? { statusLog: stored.statusLog } : {}),
      history: swapId ? undefined : swaps.swaps,
      environment: {
        version: WIDGET_VERSION,
        build: WIDGET_BUILD,
        lang,
        framed: typeof window !== 'undefined' && window.parent !== window,
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        now: Date.now(),
      },
      secrets: [apiKey],
    });
  }, [queryClient, baseUrl, apiKey, lang, swapId]);
}

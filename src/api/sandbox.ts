/**
 * The sandbox service's control endpoint for demos: make a swap's deposit "arrive". Only offered
 * when the widget runs against the built-in sandbox; a real service has no such endpoint.
 */
import { ApiError } from './client';

export async function simulateSandboxDeposit(baseUrl: string, apiKey: string, swapId: string): Promise<void> {
  const response = await fetch(
    `${baseUrl.replace(/\/+$/, '')}/sandbox/swaps/${encodeURIComponent(swapId)}/deposit`,
    {
      method: 'POST',
      headers: { 'X-SVC-APIKEY': apiKey, 'Content-Type': 'application/json' },
      body: '{}',
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError({
      code: body?.error?.code ?? 'HTTP_ERROR',
      message: body?.error?.message ?? `The sandbox answered with HTTP ${response.status}.`,
      status: response.status,
    });
  }
}

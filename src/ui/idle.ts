import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';

/** False until the page has been idle once after this component mounted (see lib/idle.ts). */
export function useIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

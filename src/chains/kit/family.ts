/**
 * What the registry (../families.ts) says of a family, handed to that family's wallet module by
 * the host that mounts it. A family's code never imports the registry (it sits above every
 * family); it reads its own entry from here instead: the shared wallet chooser takes the family's
 * name and its "no wallet found" sentence this way. Tiny: the host is in the first load.
 */
import { createContext } from 'react';
import type { MessageKey } from '../../i18n/types';

export interface FamilyDescriptor {
  /** The family's key among the service's network types (`solana`). */
  id: string;
  /** Its name as people know it, never translated ("Solana"). */
  name: string;
  /** What the shared wallet chooser says when the browser has no wallet of the family. */
  chooserEmpty: MessageKey | null;
}

export const FamilyContext = createContext<FamilyDescriptor | null>(null);

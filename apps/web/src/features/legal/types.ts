import type { ReactNode } from 'react';

export interface LegalSection {
  /** Anchor id, so sections can be linked to (e.g. /terms#termination). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentContent {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  summary: ReactNode;
  sections: LegalSection[];
}

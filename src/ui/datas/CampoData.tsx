import { lazy, Suspense } from 'react';
import type { CampoDataProps } from './campoData';
import { CampoCarregando } from './CampoCarregando';

// The pickers and their date library come with the first form that has a date, not with the first page.
const SeletorDeData = lazy(() => import('./SeletorDeData').then((modulo) => ({ default: modulo.SeletorDeData })));

/** A date, date-and-time or time field in the person's language; typed or picked from a calendar. */
export function CampoData(props: CampoDataProps) {
  return (
    <Suspense fallback={<CampoCarregando {...props} />}>
      <SeletorDeData {...props} />
    </Suspense>
  );
}

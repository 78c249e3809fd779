import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { NotesBoard } from './NotesBoard';

export function NotesPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.notes)}>
      <NotesBoard />
    </DemoArea>
  );
}

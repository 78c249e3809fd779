import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { LanguageList } from './LanguageList';

export function LanguagesPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.languages)}>
      <LanguageList />
    </DemoArea>
  );
}

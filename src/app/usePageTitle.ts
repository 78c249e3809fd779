import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

export function usePageTitle(title: MessageDescriptor): void {
  const { i18n } = useLingui();
  const text = i18n._(title);
  useEffect(() => {
    document.title = `${text} · Prumo`;
  }, [text]);
}

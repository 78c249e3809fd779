import type { ReactNode } from 'react';
import { CustomizerProvider } from '../features/customizer/CustomizerProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { ConfirmProvider } from '../ui/confirm/ConfirmProvider';
import { LoadingProvider } from '../ui/loading/LoadingProvider';
import { SessionProvider } from './session/SessionProvider';
import { SessionLanguage } from './session/SessionLanguage';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <CustomizerProvider>
      <SessionProvider>
        <SessionLanguage />
        <LanguageProvider>
          <AppThemeProvider>
            <LoadingProvider>
              <ConfirmProvider>
                {children}
              </ConfirmProvider>
            </LoadingProvider>
          </AppThemeProvider>
        </LanguageProvider>
      </SessionProvider>
    </CustomizerProvider>
  );
}

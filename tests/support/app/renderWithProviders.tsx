import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '@/app/Providers';
import { CommandCenter } from '@/features/commands/CommandCenter';
import { AppToaster } from '@/ui/toast/AppToaster';

/** One screen on its own, with what the signed-in layout gives it: providers, the command registry and palette, toasts. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <Providers>
      <CommandCenter>
        {ui}
        <AppToaster />
      </CommandCenter>
    </Providers>,
  );
}

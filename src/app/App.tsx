import { Providers } from './Providers';
import { AppRouter } from './AppRouter';

export function App() {
  return (
    <Providers>
      <AppRouter />
    </Providers>
  );
}

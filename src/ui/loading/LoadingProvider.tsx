import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

interface Loading {
  isLoading: boolean;
  setLoading: (loading: boolean) => void;
}

const LoadingContext = createContext<Loading | null>(null);

const LoadingOverlay = lazy(() => import('./LoadingOverlay').then((module) => ({ default: module.LoadingOverlay })));

/** A page-wide loading overlay that can be switched on and off. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [isLoading, setLoading] = useState(false);
  const value = useMemo(() => ({ isLoading, setLoading }), [isLoading]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      {isLoading && (
        <Suspense fallback={null}>
          <LoadingOverlay />
        </Suspense>
      )}
    </LoadingContext.Provider>
  );
}

export function useLoading(): Loading {
  const loading = useContext(LoadingContext);
  // A Portuguese error when used outside its provider.
  if (!loading) throw new Error('useLoading deve ser usado dentro de um LoadingProvider');
  return loading;
}

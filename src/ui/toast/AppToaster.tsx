import { Toaster } from 'react-hot-toast';

/** 3000 ms, bottom centre; notify() keeps it to one at a time. */
export function AppToaster() {
  return <Toaster position="bottom-center" toastOptions={{ duration: 3000 }} />;
}

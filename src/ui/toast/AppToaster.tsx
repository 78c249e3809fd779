import { adiado } from '../adiado';

/**
 * 3000 ms, bottom centre; notify() keeps it to one at a time. Its code comes with the person's
 * first gesture or the first toast (notify.ts), which waits in react-hot-toast's store until it shows.
 */
export const AppToaster = adiado(() =>
  import('react-hot-toast').then(({ Toaster }) =>
    function Toasts() {
      return <Toaster position="bottom-center" toastOptions={{ duration: 3000 }} />;
    },
  ),
);

import type { Idioma } from '#contract/auth';
import { useSession } from '../../app/session/useSession';
import { useCustomizerSend } from './CustomizerProvider';

/** Changing the language changes the screen now and, when signed in, the profile's idioma too. */
export function useSetIdioma(): (idioma: Idioma) => void {
  const customize = useCustomizerSend();
  const session = useSession();
  return (idioma) => {
    customize({ type: 'customizer.language', idioma });
    if (session.isLogged && session.user?.idioma !== idioma) void session.update({ idioma });
  };
}

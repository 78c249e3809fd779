import { useEffect } from 'react';
import { CustomizerContext } from '../../features/customizer/CustomizerProvider';
import { normalizeIdioma } from '../../i18n/idiomas';
import { SessionContext } from './SessionProvider';

/** Once signed in, the profile's idioma is the language (and Arabic turns the page right to left). */
export function SessionLanguage() {
  const idioma = SessionContext.useSelector((snapshot) => snapshot.context.user?.idioma ?? null);
  const customizer = CustomizerContext.useActorRef();
  useEffect(() => {
    if (idioma && customizer.getSnapshot().context.isLanguage !== normalizeIdioma(idioma)) {
      customizer.send({ type: 'customizer.language', idioma: normalizeIdioma(idioma) });
    }
  }, [idioma, customizer]);
  return null;
}

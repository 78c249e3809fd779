import { useEffect } from 'react';
import { useCustomizerActor } from '../../features/customizer/CustomizerProvider';
import { normalizeIdioma } from '../../i18n/idiomas';
import { useSession } from './useSession';

/** Once signed in, the profile's idioma is the language (and Arabic turns the page right to left). */
export function SessionLanguage() {
  const idioma = useSession().user?.idioma ?? null;
  const customizer = useCustomizerActor();
  useEffect(() => {
    if (idioma && customizer.getView().settings.isLanguage !== normalizeIdioma(idioma)) {
      customizer.send({ type: 'customizer.language', idioma: normalizeIdioma(idioma) });
    }
  }, [idioma, customizer]);
  return null;
}

import { pickEmpresa } from '#machines/pickEmpresa';
import { lastUserStore } from '../../app/session/lastUserStore';
import { empresaStore } from '../../http/tokenStore';

const CHAVE = 'meu-dia-copia';

/** The key of a person's agenda in a company, on the device (meuDiaNoAparelho). */
export const chaveDaAgenda = (usuarioId: string, empresaId: string) => `${usuarioId}:${empresaId}`;

/**
 * Which agenda the device last kept, beside the copy in IndexedDB: read at once when the app
 * starts, where IndexedDB answers only later, so the start knows whether the day can be drawn
 * from the device before the server is asked (aberturaComSessao.ts, useMeuDia.ts).
 */
export const marcaDaCopia = {
  marcar: (chave: string) => localStorage.setItem(CHAVE, chave),
  /** Whether the person the app last saw has a copy of their agenda, in the company the app opens in. */
  daSessao: (): boolean => {
    const user = lastUserStore.get();
    const empresa = user ? pickEmpresa(user, empresaStore.get()) : null;
    return user !== null && empresa !== null && localStorage.getItem(CHAVE) === chaveDaAgenda(user.id, empresa.id);
  },
};

import { useEffect } from 'react';
import { useSession } from '../../app/session/useSession';
import { enviosDe } from '../atividades/offline/outboxDaSessao';
import { atualizarAgenda } from './atualizarAgenda';
import { meuDiaNoAparelho } from './meuDiaNoAparelho';

/**
 * Keeps the agenda's copy on the device up to date from any page of the signed-in app: a few
 * seconds after the app opens, when the connection returns, when the app comes back to the front, and once the server
 * took one of the person's writes. Only for whoever keeps a copy (opened Meu dia on this device):
 * the others are not asked for what they do not use. Draws nothing.
 */
// Meu dia brings the copy up to date on the same events while it is open: no second request so soon after.
const RECENTE_MS = 30_000;
// On opening, the page the person opened loads first: on a phone's network the agenda's answer
// (tens of KB) would share the line with the page's own code and data. Meu dia, open by then,
// has brought the copy up to date itself.
const DEPOIS_DE_ABRIR_MS = 3_000;

export function AgendaNoAparelho() {
  const { user, empresa } = useSession();
  const usuarioId = user?.id;
  const empresaId = empresa?.id;
  useEffect(() => {
    if (!usuarioId || !empresaId) return undefined;
    const atualizar = (mesmoSeRecente = false) => {
      void meuDiaNoAparelho.ler(meuDiaNoAparelho.chave(usuarioId, empresaId)).then((guardada) => {
        if (!guardada || !navigator.onLine) return;
        if (!mesmoSeRecente && Date.now() - Date.parse(guardada.em) < RECENTE_MS) return;
        atualizarAgenda(usuarioId, empresaId).catch(() => undefined);
      });
    };
    const aoVoltar = () => atualizar();
    const aoMostrar = () => {
      if (document.visibilityState === 'visible') atualizar();
    };
    const enviados = new Set<string>();
    const pararDeOuvir = enviosDe(usuarioId, empresaId).outbox.ouvir((itens) => {
      const novos = itens.filter((item) => item.estado === 'enviado' && !enviados.has(item.id));
      for (const item of novos) enviados.add(item.id);
      if (novos.length > 0) atualizar(true);
    });
    window.addEventListener('online', aoVoltar);
    document.addEventListener('visibilitychange', aoMostrar);
    const abertura = window.setTimeout(atualizar, DEPOIS_DE_ABRIR_MS);
    return () => {
      window.clearTimeout(abertura);
      pararDeOuvir();
      window.removeEventListener('online', aoVoltar);
      document.removeEventListener('visibilitychange', aoMostrar);
    };
  }, [usuarioId, empresaId]);
  return null;
}

import { EnviosNaoEnviados } from '../../features/atividades/offline/EnviosNaoEnviados';
import { AgendaNoAparelho } from '../../features/meu-dia/AgendaNoAparelho';

/** What the topbar keeps going on the device: the writes still to send (and their count) and the agenda's copy. */
export function TrabalhoNoAparelho() {
  return (
    <>
      <EnviosNaoEnviados />
      <AgendaNoAparelho />
    </>
  );
}

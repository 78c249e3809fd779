import type { Localizacao } from '#contract/atividade';

/** How long a transition waits for the phone's location (the permission prompt included) before going without it. */
const ESPERA_MS = 5000;
/** A position vaguer than this says nothing of the site (the API refuses it too). */
const PRECISAO_MAX_M = 100_000;

/**
 * Where the phone is, when the browser can tell and its owner allows it; null otherwise (denied,
 * unavailable, too slow or too vague), never an error: a transition never waits on it for long.
 */
export function localizacaoDoAparelho(): Promise<Localizacao | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // getCurrentPosition's own timeout does not count the time the permission prompt stays open.
    const desistir = setTimeout(() => resolve(null), ESPERA_MS);
    const fim = (localizacao: Localizacao | null) => {
      clearTimeout(desistir);
      resolve(localizacao);
    };
    geolocation.getCurrentPosition(
      ({ coords }) => fim(coords.accuracy <= PRECISAO_MAX_M ? { latitude: coords.latitude, longitude: coords.longitude, precisao: coords.accuracy } : null),
      () => fim(null),
      { enableHighAccuracy: true, timeout: ESPERA_MS, maximumAge: 60_000 },
    );
  });
}

/** A point on the Earth, in degrees. */
export interface Ponto {
  latitude: number;
  longitude: number;
}

const RAIO_DA_TERRA_KM = 6371;
const radianos = (graus: number) => (graus * Math.PI) / 180;

/** The distance along the Earth's surface between two points, in km (the haversine formula). */
export function distanciaKm(de: Ponto, ate: Ponto): number {
  const dLat = radianos(ate.latitude - de.latitude);
  const dLon = radianos(ate.longitude - de.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radianos(de.latitude)) * Math.cos(radianos(ate.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * RAIO_DA_TERRA_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

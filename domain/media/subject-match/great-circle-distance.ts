const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export interface Distance {
  kilometers: number;
  miles: number;
}

/** Haversine distance between two points, rounded to 0.1 km and 0.1 mi. */
export function greatCircleDistance(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): Distance {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  const kilometers = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return {
    kilometers: Math.round(kilometers * 10) / 10,
    miles: Math.round((kilometers / KM_PER_MILE) * 10) / 10,
  };
}

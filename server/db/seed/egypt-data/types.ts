export interface NamedPair {
  name: string;
  name_ar: string;
}

export type AreaSeed = NamedPair;

export interface ZoneSeed extends NamedPair {
  areas: readonly AreaSeed[];
}

export interface CitySeed extends NamedPair {
  zones: readonly ZoneSeed[];
}

import type { TPlaceSuggestion, TProfile, TProfileInput } from '@common/contracts/accounts';
import type { TProfileFields } from '@common/rules/profile';

/** The form's values, as sent: the eight fields as typed, and the coordinates of a chosen (or saved) place. */
export interface TProfileValues extends TProfileFields {
  lat: number | null;
  lng: number | null;
}

export const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;

export function initialProfileValues(profile?: TProfile | null): TProfileValues {
  const coords =
    profile?.lat != null && profile.lng != null
      ? { lat: profile.lat, lng: profile.lng }
      : { lat: null, lng: null };
  return {
    username: profile?.username ?? '',
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    street: profile?.street ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zip: profile?.zip ?? '',
    country: profile?.country ?? '',
    ...coords,
  };
}

/** A typed change; editing any part of the address forgets the place's coordinates (the server looks it up again). */
export function typedValues(field: keyof TProfileFields, value: string): Partial<TProfileValues> {
  const isAddress = (ADDRESS_FIELDS as readonly string[]).includes(field);
  return isAddress ? { [field]: value, lat: null, lng: null } : { [field]: value };
}

/** A chosen suggestion fills the address (the street only when the suggestion has one) and its coordinates. */
export function placeValues(place: TPlaceSuggestion): Partial<TProfileValues> {
  return {
    ...(place.street != null ? { street: place.street } : {}),
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: place.country,
    lat: place.lat,
    lng: place.lng,
  };
}

export function toProfileInput(values: TProfileValues): TProfileInput {
  const { lat, lng, ...fields } = values;
  return { ...fields, lat, lng };
}

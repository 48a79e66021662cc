import type { TPlaceSuggestion, TProfile, TProfileInput } from '@common/contracts/accounts';
import type { TProfileFields } from '@common/rules/profile';

/** The form's state: the eight fields as typed, and the coordinates of a chosen (or saved) place. */
export interface TProfileFormState {
  fields: TProfileFields;
  coords: { lat: number; lng: number } | null;
}

export const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;

export function initialProfileState(profile?: TProfile | null): TProfileFormState {
  const fields: TProfileFields = {
    username: profile?.username ?? '',
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    street: profile?.street ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zip: profile?.zip ?? '',
    country: profile?.country ?? '',
  };
  const coords = profile?.lat != null && profile.lng != null ? { lat: profile.lat, lng: profile.lng } : null;
  return { fields, coords };
}

/** A typed change; editing any part of the address forgets the place's coordinates (the server looks it up again). */
export function withTyped(
  state: TProfileFormState,
  field: keyof TProfileFields,
  value: string,
): TProfileFormState {
  const isAddress = (ADDRESS_FIELDS as readonly string[]).includes(field);
  return { fields: { ...state.fields, [field]: value }, coords: isAddress ? null : state.coords };
}

/** A chosen suggestion fills the address (the street only when the suggestion has one) and its coordinates. */
export function withPlace(state: TProfileFormState, place: TPlaceSuggestion): TProfileFormState {
  return {
    fields: {
      ...state.fields,
      street: place.street ?? state.fields.street,
      city: place.city,
      state: place.state,
      zip: place.zip,
      country: place.country,
    },
    coords: { lat: place.lat, lng: place.lng },
  };
}

export function toProfileInput(state: TProfileFormState): TProfileInput {
  return { ...state.fields, lat: state.coords?.lat ?? null, lng: state.coords?.lng ?? null };
}

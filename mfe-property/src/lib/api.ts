import { apiFetch, isApiError } from '@manzil/api-client';
import { type Property, RELATED_LISTINGS_LIMIT } from '@manzil/contracts';

/** A listing id from the path: a positive whole number, else null (no request is made for it). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export class PropertyNotFoundError extends Error {
  /** The API's answer (a server-drawn page shows "not found" instead of loading). */
  readonly status = 404;

  constructor() {
    super('Property not found');
    this.name = 'PropertyNotFoundError';
  }
}

/** The listing is no longer advertised (its permit expired): the API answers 410 Gone. */
export class PropertyWithdrawnError extends Error {
  /** The API's answer (a server-drawn page shows "no longer advertised" instead of loading). */
  readonly status = 410;

  constructor() {
    super('Property no longer advertised');
    this.name = 'PropertyWithdrawnError';
  }
}

/**
 * `GET /api/properties/detail?id=`; a 404 (or an id the API rejects) becomes PropertyNotFoundError, a 410 (a
 * listing no longer advertised) PropertyWithdrawnError.
 */
export async function fetchProperty(id: number): Promise<Property> {
  try {
    return await apiFetch('GET /api/properties/detail', { query: { id } });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw new PropertyNotFoundError();
    if (isApiError(error) && error.status === 410) throw new PropertyWithdrawnError();
    throw new Error('Failed to fetch property', { cause: error });
  }
}

/** Six other listings, picked at random by the API (`random=true&exclude=ID&limit=6`). */
export async function fetchRelated(id: number): Promise<Property[]> {
  try {
    const body = await apiFetch('GET /api/properties/search', {
      query: { random: true, exclude: id, limit: RELATED_LISTINGS_LIMIT },
    });
    return body.properties.filter((property) => property.id !== id).slice(0, RELATED_LISTINGS_LIMIT);
  } catch (error) {
    throw new Error('Failed to fetch other properties', { cause: error });
  }
}

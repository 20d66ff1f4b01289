import type { AdminPropertyType, PropertyTypeInput } from '@manzil/contracts';
import { call } from './admin-api.ts';

const PATH = '/api/admin/property-types';

/**
 * The catalog's property-type routes (admin token): create and update answer the type; delete answers 204, or
 * 409 while listings still have the type.
 */
export const propertyTypeChanges = {
  create: async (input: PropertyTypeInput) =>
    (await call<AdminPropertyType>(PATH, { method: 'POST', body: input })).data,
  update: async (id: number, input: PropertyTypeInput) =>
    (await call<AdminPropertyType>(`${PATH}/${id}`, { method: 'PUT', body: input })).data,
  remove: async (id: number) => {
    await call<void>(`${PATH}/${id}`, { method: 'DELETE' });
  },
};

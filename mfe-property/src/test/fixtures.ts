import type { Property } from '@manzil/contracts';
import { makeListing } from '@manzil/ui/testing';

/** Listing 42: a townhouse for sale in Al Raha Gardens with seven photos (the shared listing fixture). */
export const makeProperty = (overrides: Partial<Property> = {}): Property => makeListing(overrides);

export function related(count: number, excludeId = 42): Property[] {
  return Array.from({ length: count }, (_, index) =>
    makeProperty({
      id: excludeId + index + 1,
      titleEn: `Other home ${index + 1}`,
      titleAr: `منزل آخر ${index + 1}`,
    }),
  );
}

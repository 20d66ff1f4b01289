/**
 * The one analytics module (spec 7: events property_view and property_contact with its method). Events go to a
 * `dataLayer`-style queue on window, which a tag manager or a later collector can read; nothing is sent from here.
 */
export type ContactMethod = 'call' | 'email' | 'whatsapp';

export type AnalyticsEvent =
  | { event: 'property_view'; propertyId: number; listingType?: string; price?: number }
  | { event: 'property_contact'; propertyId: number; method: ContactMethod }
  | { event: 'property_share'; propertyId: number; method: 'native' | 'clipboard' };

export type AnalyticsRecord = AnalyticsEvent & { timestamp: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event, timestamp: new Date().toISOString() } satisfies AnalyticsRecord);
}

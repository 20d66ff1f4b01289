// `@manzil/ui/listing`: the pieces every listing shows (photo, price, facts, badges, card frame), used by the
// results, the listing page, related listings, the map and the assistant. An entry of its own, not part of
// `@manzil/ui`: that one is a shared singleton in the shell's start-up, and only pages with listings need these.
export {
  ListingBadges,
  type ListingBadgesProps,
  type ListingBadgesVariant,
} from './ListingBadges.tsx';
export { ListingCardFrame } from './ListingCardFrame.ts';
export {
  type ListingFactKey,
  ListingFacts,
  type ListingFactsProps,
  type ListingFactsVariant,
  type ListingFactValues,
  useListingFacts,
} from './ListingFacts.tsx';
export { ListingImage, type ListingImageProps, type ListingPhoto } from './ListingImage.tsx';
export {
  ListingPhotoSteps,
  type ListingPhotoStepsProps,
  type ListingPhotoStepsSize,
  PhotoButton,
} from './ListingPhotoSteps.tsx';
export {
  ListingPrice,
  type ListingPriceProps,
  type ListingPriceSize,
  useListingPrice,
} from './ListingPrice.tsx';
export { listingPlace, listingTitle } from './names.ts';
export { areaUnitKey, LISTING_NS, type PriceType, priceSuffixKey, statusKey } from './texts.ts';

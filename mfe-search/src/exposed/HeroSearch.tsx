import { useLang } from '@manzil/i18n';
import { SearchForm } from '../components/SearchForm.tsx';
import '../i18n/index.ts';
import { heroSearchUrl } from '../lib/search-url.ts';

/**
 * The hero search form (spec 2): submitting loads `/properties` (or `/ar/properties`) as a full page load with
 * the spec's parameters, empty or 'all' values left out, then page=1&limit=20&sortBy=newest.
 */
export default function HeroSearch() {
  const lang = useLang();
  return (
    <SearchForm variant="hero" onSubmit={(values) => window.location.assign(heroSearchUrl(values, lang))} />
  );
}

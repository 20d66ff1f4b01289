import { localizeSiteContent, useSiteContent } from '@manzil/api-client';
import { useLang } from '@manzil/i18n';
import { HydrationPart } from '@manzil/ui';
import { useMemo } from 'react';
import { About } from '../home/About.tsx';
import { AdminPanelGate } from '../home/AdminPanelGate.tsx';
import { CalculatorSection } from '../home/CalculatorSection.tsx';
import { ContactSection } from '../home/ContactSection.tsx';
import { FeaturedSection } from '../home/FeaturedSection.tsx';
import { Hero } from '../home/Hero.tsx';
import { SectionsNav } from '../home/SectionsNav.tsx';
import { Services } from '../home/Services.tsx';
import { Testimonials } from '../home/Testimonials.tsx';

/** Spec 2, home page: hero with search, services, featured listings, about, calculator, testimonials, contact. */
export function HomePage() {
  const lang = useLang();
  const raw = useSiteContent().content;
  const content = useMemo(() => localizeSiteContent(raw, lang), [raw, lang]);
  // The sections under the hero hydrate on their own, after the hero and its search form (a tap inside one
  // hydrates that one first); each is drawn again only when its own content changes. Those of the shell's own
  // hydrate once the page's modules are live and the visitor scrolls near them (a phone that stays on the first
  // screen never spends its start-up on them): the featured listings (a module's part) and the calculators (one
  // when the address asks for them) must not wait for that, since the page goes live only after them.
  const services = useMemo(() => <Services services={content.services} />, [content.services]);
  const featured = useMemo(() => <FeaturedSection />, []);
  const about = useMemo(() => <About about={content.about} />, [content.about]);
  const calculator = useMemo(() => <CalculatorSection />, []);
  const testimonials = useMemo(
    () => <Testimonials testimonials={content.testimonials} />,
    [content.testimonials],
  );
  const contact = useMemo(() => <ContactSection content={content} />, [content]);
  return (
    <>
      <SectionsNav />
      <Hero content={content} />
      <HydrationPart onView="services">{services}</HydrationPart>
      <HydrationPart>{featured}</HydrationPart>
      <HydrationPart onView="about">{about}</HydrationPart>
      <HydrationPart>{calculator}</HydrationPart>
      <HydrationPart onView="testimonials">{testimonials}</HydrationPart>
      <HydrationPart onView="contact">{contact}</HydrationPart>
      <AdminPanelGate />
    </>
  );
}

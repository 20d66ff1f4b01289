import { localizeSiteContent, useSiteContent } from '@manzil/api-client';
import { useLang } from '@manzil/i18n';
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
  const content = localizeSiteContent(useSiteContent().content, lang);
  return (
    <>
      <SectionsNav />
      <Hero content={content} />
      <Services services={content.services} />
      <FeaturedSection />
      <About about={content.about} />
      <CalculatorSection />
      <Testimonials testimonials={content.testimonials} />
      <ContactSection content={content} />
      <AdminPanelGate />
    </>
  );
}

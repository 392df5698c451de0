import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { BrandMark } from '../landing/BrandMark';
import { LandingFooter } from '../landing/LandingFooter';
import { about, type LegalDocument, privacy, terms } from './documents';

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-4 py-5">
        <BrandMark />
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 pb-16">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm text-emerald-300 hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to home
        </Link>
        <article className="mt-6">
          <h1 className="text-3xl font-bold sm:text-4xl">{doc.title}</h1>
          <p className="mt-2 text-sm text-slate-400">Last updated {doc.updated}</p>
          <p className="mt-6 text-lg text-slate-200">{doc.intro}</p>
          {doc.sections.map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-xl font-semibold text-emerald-300">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-slate-300">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </article>
      </main>
      <LandingFooter />
    </div>
  );
}

export const TermsPage = () => <LegalPage doc={terms} />;
export const PrivacyPage = () => <LegalPage doc={privacy} />;
export const AboutPage = () => <LegalPage doc={about} />;

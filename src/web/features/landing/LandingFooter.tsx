import { Link } from '@tanstack/react-router';
import { CONTACT_EMAIL } from '../../../content/contact';

/** Footer links to the legal pages and a contact mail link (spec §2). */
export function LandingFooter() {
  return (
    <footer className="border-t border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-400 sm:flex-row">
        <p>© ThinkStreet. Education only: paper money, never investment advice.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/terms" className="hover:text-emerald-300">
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-emerald-300">
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/about" className="hover:text-emerald-300">
                About
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-emerald-300">
                Contact
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

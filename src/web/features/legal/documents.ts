import { CONTACT_EMAIL } from '../../../content/contact';

// The three legal pages (spec §2: /terms, /privacy, /about and their long aliases). Plain data so
// the text is easy to review and the page component stays small.

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { title: string; updated: string; intro: string; sections: LegalSection[] };

const UPDATED = '23 November 2026';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  updated: UPDATED,
  intro:
    'ThinkStreet is a free, beta-stage education service that teaches finance through historical events, lessons, quizzes and a paper-trading simulator. By creating an account or using the service as a guest you agree to these terms.',
  sections: [
    {
      heading: 'Education only, never advice',
      paragraphs: [
        'Everything on ThinkStreet is general education about how markets have behaved in the past. Nothing here is investment, tax, legal or financial advice, and nothing here is a recommendation to buy or sell any security.',
        'Past market events are described to help you learn. They do not predict what markets will do next. Talk to a licensed professional before making real financial decisions.',
      ],
    },
    {
      heading: 'Paper money only',
      paragraphs: [
        'The trading simulator uses virtual money (a $100,000 practice balance). No real money is ever deposited, invested, won or lost, no real orders reach any exchange or broker, and virtual balances have no cash value and cannot be withdrawn or transferred.',
        'Prices in the simulator may be simulated, delayed or approximate. Do not rely on them for real trading.',
      ],
    },
    {
      heading: 'A beta service',
      paragraphs: [
        'ThinkStreet is in beta. Features may change, break or be removed, and progress, XP or virtual portfolios may occasionally be reset. We provide the service as it is, without warranties, and to the extent the law allows we are not liable for losses arising from its use.',
        'The service is currently free. If paid plans are offered later they will be clearly labelled, and nothing will be charged without your explicit agreement.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give a real e-mail address, keep your password to yourself, and tell us if you think someone else has used your account. One person per account.',
        "Be respectful: do not attack the service, scrape it, try to reach other people's data, or use feedback and chat features to post unlawful or abusive content. We may suspend accounts that do.",
        'You can stop using ThinkStreet at any time and ask us to delete your account (see the Privacy Policy).',
      ],
    },
    {
      heading: 'Content',
      paragraphs: [
        'The lessons, stories and illustrations belong to ThinkStreet or their licensors. You may use them for your own learning; please do not republish them in bulk. Feedback you send us may be used to improve the service.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms; the date above shows the latest version, and material changes will be announced in the app. Questions: ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '3 December 2026',
  intro:
    'We collect as little as we need to run a learning service, we never sell your data, and you can have it deleted. This page says exactly what we keep and why.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Account details: your e-mail address, name and username, a securely hashed password (we never store the password itself), or, if you sign in with Google, your Google account identifier, e-mail and name.',
        'Learning data: lessons and quizzes you complete, scores, XP, streaks, achievements, preferences you set, your virtual portfolio and its paper trades, and feedback you send us.',
        'Technical data: server logs with times, addresses and error details, kept to keep the service secure and working. We log sign-in events but never passwords or tokens.',
      ],
    },
    {
      heading: 'Guest mode and your browser',
      paragraphs: [
        "As a guest we keep no account or progress of yours on our servers: your progress is stored only in this browser's local storage and disappears when you clear it or exit guest mode. A question you ask the tutor goes to our server, with the list of lessons you have finished, to be answered, and is not stored. Signed-in users also keep a copy of their session and some progress in local storage so the app works offline.",
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run your account, save your progress, recommend your next lesson, show your statistics, secure the service and improve lessons. We do not use your data for advertising and we do not sell or rent it to anyone.',
        "Some features may use service providers (for example hosting or an AI tutor). They process data only on our behalf, and an AI tutor never receives another user's data.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account and learning data are kept while your account exists. Logs are kept for a limited period for security. When you delete your account, its data is deleted from our live systems and from backups as they expire.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        `Your profile lets you download your data (Download my data) and delete your account with all of its data (Delete account) at any time, change your name and preferences, and sign out from the user menu. For anything else, such as seeing or correcting other data or changing your e-mail address, write to ${CONTACT_EMAIL} from the e-mail address on your account and we will act within 30 days.`,
        'Cookies: we use only what the service needs to work (a short-lived cookie during Google sign-in). No advertising or tracking cookies.',
      ],
    },
  ],
};

export const about: LegalDocument = {
  title: 'About Us',
  updated: UPDATED,
  intro:
    "ThinkStreet teaches finance the way it actually happened: through the crashes, bubbles, panics and recoveries that shaped today's markets.",
  sections: [
    {
      heading: 'Why history',
      paragraphs: [
        'Textbook definitions are easy to forget. The 1929 crash, Black Monday, the dot-com bust and the 2008 crisis are not. Each lesson puts you inside an event, asks what you would have done, and then shows what really happened and why.',
      ],
    },
    {
      heading: 'Learn by doing',
      paragraphs: [
        'Quizzes, crisis simulations and a paper-trading simulator with $100,000 of virtual money let you practise risk, diversification and discipline without risking a cent. XP, streaks and achievements keep you coming back.',
      ],
    },
    {
      heading: 'Honest by design',
      paragraphs: [
        'ThinkStreet is an education product, in beta and free to use. We are not a broker and we do not give investment advice. If something looks wrong or could be better, use the Feedback button in the app or write to us.',
        `Contact: ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};

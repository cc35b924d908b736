import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information we collect',
    paragraphs: [
      'When you register we collect your name, e-mail address, username and password, the plan you choose and, if you give them, your display name, phone number, school and grade.',
      'When you use Smarty we store what you create: your chat messages, essays, saved articles, study paths and quiz results. We also keep basic technical records such as your IP address and the times you sign in.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: [
      'We use your information to run your account, provide the tutor, writing and research features, keep your work safe, answer support requests and tell you about important changes to the service.',
      'We do not sell your personal information, and we do not use your essays or chats to advertise to you.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Card payments are handled by our card payment provider. We receive a confirmation of payment and the e-mail address used at checkout, but never your full card number.',
    ],
  },
  {
    title: 'AI processing',
    paragraphs: [
      'To answer your questions, the text you send may be processed by an AI model run by us or by a carefully chosen AI provider acting on our behalf. We send only what is needed to answer you.',
      'Documents you upload are used to answer your own questions and are kept apart from other users’ work.',
    ],
  },
  {
    title: 'Cookies and browser storage',
    paragraphs: [
      'We use a strictly necessary cookie to keep you signed in. The app also keeps some settings and study progress in your browser so your work is not lost if a page reloads.',
      'We do not use advertising cookies or third-party tracking.',
    ],
  },
  {
    title: 'How long we keep data',
    paragraphs: [
      'We keep your account data while your account is open. Demo accounts and everything created in them are deleted automatically when the demo expires, 24 hours after it starts.',
      'When you ask us to delete your account, we delete your personal data, except records we must keep by law, such as payment records.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Passwords are stored only as strong one-way hashes, connections are encrypted, and access to your work is limited to your own account.',
      'No system is perfectly secure. If we ever learn of a breach that affects you, we will tell you promptly.',
    ],
  },
  {
    title: 'Your rights and contact',
    paragraphs: [
      'You can ask to see, correct, export or delete your personal data at any time. A parent or guardian can make these requests for a younger student.',
      'For any privacy question or request, contact our support team, which is available 24/7. If we change this policy in an important way, we will tell you before the change takes effect.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="How Smarty handles your information."
      intro="Your study work is personal. This policy explains what we collect, why we collect it, how long we keep it and the choices you have."
      sections={SECTIONS}
    />
  );
}

export type HelpTopic = 'scanning' | 'billing' | 'privacy';

export interface FaqEntry {
  id: string;
  topic: HelpTopic;
  question: string;
  answer: string;
}

export const HELP_TOPICS: { id: HelpTopic; title: string; text: string }[] = [
  {
    id: 'scanning',
    title: 'Scanning & Results',
    text: 'Taking good photos, how ratings work, allergens and personal alerts.',
  },
  {
    id: 'billing',
    title: 'Plans & Billing',
    text: 'Free, Basic and pay-as-you-go plans, limits, renewals and cancellations.',
  },
  {
    id: 'privacy',
    title: 'Account & Privacy',
    text: 'Your profile, your data, exports and deletion.',
  },
];

export const FAQS: FaqEntry[] = [
  {
    id: 'how-to-scan',
    topic: 'scanning',
    question: 'How do I scan a product?',
    answer:
      'Sign in and open the Scan tab. Use Camera to photograph the ingredient list, or Upload Photo to choose an existing picture. LabelLens reads the text and shows it so you can correct anything it misread. Choose a display language and tap Analyze Ingredients. For nutrition facts, switch to the Nutrition tab first.',
  },
  {
    id: 'what-products',
    topic: 'scanning',
    question: 'What kinds of products can I scan?',
    answer:
      'Any product with a printed ingredient list: food and beverages, beauty and cosmetics, household items, and health supplements. The list needs to be legible in the photo.',
  },
  {
    id: 'ratings-method',
    topic: 'scanning',
    question: 'How are the safety ratings worked out?',
    answer:
      'Each ingredient is matched against a knowledge base built from public sources: the Open Food Facts taxonomies of additives, allergens and ingredients, the European Union CosIng cosmetic-ingredient database and its annexes, and published hazard lists such as IARC classifications and California Proposition 65. Ingredients are rated Low Risk, Moderate Risk or High Risk, and every rating keeps its sources. An ingredient we cannot find is shown as Unknown instead of being guessed. The overall score out of 10 combines the ingredient ratings with your profile and the ingredients you have marked. Plain-language explanations may be written by AI and are labelled as such; they never change the rating.',
  },
  {
    id: 'allergens',
    topic: 'scanning',
    question: 'How does LabelLens detect allergens?',
    answer:
      'It reads "contains" and "may contain" statements on the label and checks each ingredient against common allergens such as milk, egg, peanut, tree nuts, soy, wheat and gluten, fish, shellfish and sesame, plus the allergies in your profile and any ingredient you marked as an allergy. A blurred photo or an incomplete label can hide an allergen, so always check the physical packaging if you have a serious allergy.',
  },
  {
    id: 'no-ingredients',
    topic: 'scanning',
    question: 'Why did my scan not find any ingredients?',
    answer:
      'The text was probably not readable: glare, blur, curved packaging or very small print are the usual causes. Try again in good light with the label filling the frame, or type the ingredients into the text box yourself.',
  },
  {
    id: 'mark-ingredients',
    topic: 'scanning',
    question: 'Can I mark ingredients I want to avoid?',
    answer:
      'Yes. On any result, mark an ingredient as a concern or an allergy. Future scans show a Personal Alert when that ingredient appears, and you can review or remove marked ingredients on your Profile.',
  },
  {
    id: 'medical-advice',
    topic: 'scanning',
    question: 'Is LabelLens medical advice?',
    answer:
      'No. Results are for information only and are not medical advice, diagnosis or treatment. Talk to a doctor or a registered dietitian about allergies, intolerances or health conditions.',
  },
  {
    id: 'plans',
    topic: 'billing',
    question: 'What plans are available?',
    answer:
      'Free costs $0 and includes 3 scans per month. Basic is $4.99/month for 100 scans per month. Pay-as-you-go costs $1 per 10 scans, bought in packs of 10 to 99 scans, and those credits never expire.',
  },
  {
    id: 'reset',
    topic: 'billing',
    question: 'When does my monthly scan count reset?',
    answer:
      'Your monthly allowance resets at the start of each billing cycle. Unused monthly scans do not roll over; pay-as-you-go credits stay until you use them.',
  },
  {
    id: 'cancel',
    topic: 'billing',
    question: 'Can I cancel my subscription?',
    answer:
      'Yes, at any time from the Plans screen. Cancellation takes effect at the end of the current billing period and you keep your scans until then. There are no refunds for partial months or unused scans, but a 30-day money-back guarantee applies to your first payment.',
  },
  {
    id: 'plan-change',
    topic: 'billing',
    question: 'What happens when I change plans?',
    answer:
      'Plan changes take effect from the next billing cycle. Payments are processed by our card payment provider; LabelLens never stores your card number.',
  },
  {
    id: 'export',
    topic: 'privacy',
    question: 'Can I export my data?',
    answer:
      'Yes. Data export is CSV and JSON, in Settings under Export my data: your scan history and your shopping list as CSV files you can open in any spreadsheet, and everything we hold about you (profile, scans, preferences, shopping list and billing) as one JSON file.',
  },
  {
    id: 'delete',
    topic: 'privacy',
    question: 'How do I delete my scan history or my account?',
    answer:
      'Clear your scan history at any time under Settings, Privacy & Data. To delete your account and all associated data, use Delete Account in Settings: it takes effect at once.',
  },
  {
    id: 'selling',
    topic: 'privacy',
    question: 'Do you sell my data?',
    answer:
      'No. We never sell your personal data. Your data travels only over encrypted connections (HTTPS) and is used only to provide the service. If you are in the EU, UK or a similar jurisdiction you have the rights described in our Privacy Policy under the GDPR.',
  },
  {
    id: 'age',
    topic: 'privacy',
    question: 'Who can use LabelLens?',
    answer: 'Anyone aged 13 or over, with one account per person.',
  },
];

/** Case-insensitive search over questions and answers, optionally within one topic. */
export function filterFaqs(
  entries: readonly FaqEntry[],
  query: string,
  topic: HelpTopic | null,
): FaqEntry[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (topic && entry.topic !== topic) return false;
    const haystack = `${entry.question} ${entry.answer}`.toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}

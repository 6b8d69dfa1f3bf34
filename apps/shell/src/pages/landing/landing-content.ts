import {
  Apple,
  Brain,
  Camera,
  ChartColumn,
  Gauge,
  Languages,
  Leaf,
  ListChecks,
  Lock,
  Pill,
  SprayCan,
  Sparkles,
  UserCheck,
} from 'lucide-react';

/**
 * The only figures the product may show (spec 01 §1). They are the spec's marketing placeholders,
 * not measurements: the landing page labels them as such (STATS_NOTE), and no result, score or
 * report of the product ever shows them.
 */
export const STATS_NOTE =
  'Illustrative launch figures from our product brief, not measured results.';
export const STATS = [
  { value: '10,000+', label: 'users' },
  { value: '192,000+', label: 'products analysed' },
  { value: '4.9/5', label: 'rating' },
  { value: '99.9%', label: 'accuracy' },
];

export const FEATURES = [
  {
    Icon: UserCheck,
    title: 'Personalized Safety Ratings',
    text: 'Ratings tuned to your allergies, dietary restrictions, health goals and custom thresholds, not a one-size-fits-all score.',
  },
  {
    Icon: Languages,
    title: 'Plain-Language Explanations',
    text: 'Every ingredient explained in words you understand, with no chemistry degree required. Results in 15 languages, with full explanations in English, Spanish, French, German, Italian, Portuguese and Dutch.',
  },
  {
    Icon: Gauge,
    title: 'Risk Level Indicators',
    text: 'Clear Low, Moderate and High risk levels and an overall score out of 10, so you can decide at a glance.',
  },
  {
    Icon: Leaf,
    title: 'Healthier Alternatives',
    text: '“Choose instead” advice for every ingredient of concern and personal conflict: what to look for on the next label (never a brand), and the best-rated similar product from your own scans.',
  },
  {
    Icon: ListChecks,
    title: 'Scan History & Shopping Lists',
    text: 'Keep a history of everything you scan, put products to buy or avoid and what to look for on your shopping list, check them off in the shop and share the list as text. Offline use after download: with “Use offline” in Settings, labels are read and rated on your device with no network, and those scans join your history when you are back online.',
  },
  {
    Icon: Lock,
    title: 'Privacy First',
    text: 'Encrypted connections (HTTPS), GDPR rights built in: export or delete your data yourself in Settings, and we never sell your data.',
  },
];

export const STEPS = [
  {
    Icon: Camera,
    title: 'Scan & Capture',
    text: 'Take a photo of the ingredient list, or the nutrition facts, on any product label.',
  },
  {
    Icon: Brain,
    title: 'AI Analysis',
    text: 'LabelLens reads the label and checks every ingredient for safety, allergens and your own concerns.',
  },
  {
    Icon: ChartColumn,
    title: 'Get Insights',
    text: 'See an overall safety score, per-ingredient explanations and allergen alerts personalised to you.',
  },
];

export const CATEGORIES = [
  {
    Icon: Apple,
    title: 'Food & Beverages',
    text: 'Additives, preservatives, sweeteners and allergens in everyday groceries.',
  },
  {
    Icon: Sparkles,
    title: 'Beauty & Cosmetics',
    text: 'Skincare, make-up and hair-care ingredients, including restricted cosmetic substances.',
  },
  {
    Icon: SprayCan,
    title: 'Household Items',
    text: 'Cleaning products and detergents, with irritants and hazards called out.',
  },
  {
    Icon: Pill,
    title: 'Health & Supplements',
    text: 'Vitamins and supplements, with fillers and allergens flagged.',
  },
];

export const TESTIMONIALS = [
  {
    quote:
      'My son has a peanut allergy. LabelLens flags "may contain" statements I used to miss on the back of the pack.',
    name: 'Sarah M.',
    role: 'Parent',
  },
  {
    quote:
      'I finally understand what the long chemical names on my skincare mean, explained in plain English.',
    name: 'Priya K.',
    role: 'Skincare enthusiast',
  },
  {
    quote:
      'Scanning before I buy has become a habit. The personal alerts for ingredients I avoid save me a lot of time.',
    name: 'Daniel R.',
    role: 'Follows a gluten-free diet',
  },
];

export interface PricingPlan {
  name: string;
  price: string;
  period: string;
  scans: string;
  description: string;
  features: string[];
  cta: string;
  popular?: boolean;
}

export const PRICING: PricingPlan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    scans: '3 scans/month',
    description: 'Try LabelLens on the products you buy most.',
    features: ['3 scans every month', 'Safety ratings and allergen alerts', 'Scan history'],
    cta: 'Start Free',
  },
  {
    name: 'Basic',
    price: '$4.99',
    period: '/month',
    scans: '100 scans/month',
    description: 'For everyday shoppers and families.',
    features: [
      '100 scans every month',
      'Personalised ratings for your profile',
      'Nutrition analysis',
      'Share and export results',
    ],
    cta: 'Choose Basic',
    popular: true,
  },
  {
    name: 'Pay-as-you-go',
    price: '$1',
    period: 'per 10 scans',
    scans: 'Credits never expire',
    description: 'Scan occasionally without a subscription.',
    features: ['Buy 10 to 99 scans at a time', 'Credits never expire', 'All analysis features'],
    cta: 'Buy Scans',
  },
];

export const TRUST_POINTS = ['No credit card required', 'Free forever plan', 'Cancel anytime'];

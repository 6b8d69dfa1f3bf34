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

/** The only figures the product may show (spec 01 §1). */
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
    text: 'Every ingredient explained in words you understand, in 25+ languages, with no chemistry degree required.',
  },
  {
    Icon: Gauge,
    title: 'Risk Level Indicators',
    text: 'Clear Low, Moderate and High risk levels and an overall score out of 10, so you can decide at a glance.',
  },
  {
    Icon: Leaf,
    title: 'Healthier Alternatives',
    text: 'Guidance on what to look for instead when a product does not fit your needs.',
  },
  {
    Icon: ListChecks,
    title: 'Scan History & Shopping Lists',
    text: 'Keep a history of everything you scan, track what you buy, add products to your shopping list, and use it offline after download.',
  },
  {
    Icon: Lock,
    title: 'Privacy First',
    text: 'Encrypted storage, GDPR rights built in, and we never sell your data.',
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

/** What the analysis job is asked about one ingredient. No personal data is ever sent. */
export interface EnrichmentItem {
  id: number;
  name: string;
  /** False when the knowledge base does not know it: the model gives an opinion, labelled AI-estimated. */
  known: boolean;
  /** The knowledge base's rating, which the model must not change. */
  rating: string;
  notes: string[];
}

export interface EnrichmentResult {
  id: number;
  /** Plain-language explanation in the display language. */
  explanation: string;
  /** For unknown ingredients only. */
  opinion?: { riskLevel: 'low_risk' | 'moderate' | 'hazardous'; reason: string };
}

export interface AnalysisJobData {
  scanId: string;
  /** ISO code of the display language. */
  language: string;
  items: EnrichmentItem[];
}

export interface AnalysisJobResult {
  model: string;
  results: EnrichmentResult[];
}

/** Progress updates carry the ingredients explained since the previous update. */
export interface AnalysisJobProgress {
  results: EnrichmentResult[];
}

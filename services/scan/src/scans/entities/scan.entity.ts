import { Column, Entity, PrimaryColumn } from 'typeorm';
import type {
  AllergenDto,
  ChooseInsteadDto,
  IngredientDto,
  PersonalVerdictDto,
} from '../dto/scan.mapper';

/** One analysed product of one person (spec 01 §3 "Scan result" / "Scan detail"). */
@Entity('scans')
export class ScanEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ name: 'product_name', type: 'text', nullable: true }) productName!: string | null;
  /** The ingredient list as it was analysed. */
  @Column({ name: 'ingredients_text', type: 'text' }) ingredientsText!: string;
  @Column({ name: 'contains_statements', type: 'jsonb', default: () => "'[]'" })
  containsStatements!: string[];
  @Column({ type: 'jsonb' }) ingredients!: IngredientDto[];
  @Column({ type: 'jsonb' }) allergens!: AllergenDto[];
  @Column({ name: 'allergen_names', type: 'jsonb', default: () => "'[]'" })
  allergenNames!: string[];
  @Column({ name: 'ingredient_count', type: 'int' }) ingredientCount!: number;
  @Column({ name: 'allergen_count', type: 'int' }) allergenCount!: number;
  @Column({ name: 'overall_safety_score', type: 'real', nullable: true }) overallSafetyScore!:
    number | null;
  /** low_risk, moderate, hazardous, or unknown when no ingredient was recognised. */
  @Column({ name: 'overall_safety_rating', type: 'text' }) overallSafetyRating!: string;
  /** The personal verdict when scanned; null without a profile, or for scans saved before it. */
  @Column({ type: 'jsonb', nullable: true }) personal!: PersonalVerdictDto | null;
  /** "Choose instead" advice when scanned; null for scans saved before it (issue 18). */
  @Column({ type: 'jsonb', nullable: true }) guidance!: ChooseInsteadDto[] | null;
  @Column({ name: 'nutrition_data', type: 'jsonb', nullable: true }) nutritionData!: object | null;
  @Column({ name: 'nutrition_analysis', type: 'jsonb', nullable: true }) nutritionAnalysis!:
    object | null;
  @Column({ name: 'display_language', type: 'text' }) displayLanguage!: string;
  @Column({ name: 'label_language', type: 'text', nullable: true }) labelLanguage!: string | null;
  /** Model that wrote the plain-language explanations, when the LLM enrichment ran. */
  @Column({ name: 'enriched_by', type: 'text', nullable: true }) enrichedBy!: string | null;
  @Column({ name: 'reservation_id', type: 'text', nullable: true }) reservationId!: string | null;
  @Column({ name: 'scanned_at', type: 'timestamptz' }) scannedAt!: Date;
}

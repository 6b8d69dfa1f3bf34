import type { SafetyRating } from '@labellens/contracts';
import { Column, Entity } from 'typeorm';
import {
  JsonbColumn,
  NullableJsonbColumn,
  NullableTextColumn,
  TextColumn,
  TimestampColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';
// The stored parts are the engine's own DTOs (the mapper reads this entity: no import back).
import type {
  AllergenDto,
  ChooseInstead as ChooseInsteadDto,
  IngredientDto,
  PersonalVerdictDto,
} from '@labellens/ingredient-analysis';
import type { ScanNutritionDto } from '../dto/create-scan.dto';
import type { NutritionAnalysisDto } from '../dto/nutrition-analysis.mapper';

/** One analysed product of one person (spec 01 §3 "Scan result" / "Scan detail"). */
@Entity('scans')
export class ScanEntity {
  @UuidPrimaryColumn() id!: string;
  @TextColumn('user_id') userId!: string;
  @NullableTextColumn('product_name') productName!: string | null;
  /** The ingredient list as it was analysed. */
  @TextColumn('ingredients_text') ingredientsText!: string;
  @JsonbColumn('contains_statements', { default: () => "'[]'" }) containsStatements!: string[];
  @JsonbColumn() ingredients!: IngredientDto[];
  @JsonbColumn() allergens!: AllergenDto[];
  @JsonbColumn('allergen_names', { default: () => "'[]'" }) allergenNames!: string[];
  @Column({ name: 'ingredient_count', type: 'int' }) ingredientCount!: number;
  @Column({ name: 'allergen_count', type: 'int' }) allergenCount!: number;
  @Column({ name: 'overall_safety_score', type: 'real', nullable: true }) overallSafetyScore!:
    number | null;
  /** low_risk, moderate, hazardous, or unknown when no ingredient was recognised. */
  @TextColumn('overall_safety_rating') overallSafetyRating!: SafetyRating;
  /** The personal verdict when scanned; null without a profile, or for scans saved before it. */
  @NullableJsonbColumn() personal!: PersonalVerdictDto | null;
  /** "Choose instead" advice when scanned; null for scans saved before it (issue 18). */
  @NullableJsonbColumn() guidance!: ChooseInsteadDto[] | null;
  @NullableJsonbColumn('nutrition_data') nutritionData!: ScanNutritionDto['nutritionData'] | null;
  @NullableJsonbColumn('nutrition_analysis') nutritionAnalysis!: NutritionAnalysisDto | null;
  @TextColumn('display_language') displayLanguage!: string;
  @NullableTextColumn('label_language') labelLanguage!: string | null;
  /** Model that wrote the plain-language explanations, when the LLM enrichment ran. */
  @NullableTextColumn('enriched_by') enrichedBy!: string | null;
  @NullableTextColumn('reservation_id') reservationId!: string | null;
  @TimestampColumn('scanned_at') scannedAt!: Date;
}

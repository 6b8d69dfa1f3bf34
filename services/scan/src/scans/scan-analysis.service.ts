import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  iterateIngredientAnalysis,
  loadKnowledgeBase,
  resolveLanguage,
  type IngredientPreference,
  type UserProfile,
} from '@labellens/ingredient-analysis';
import { PreferenceRepository } from '../preferences/preference.repository';
import { ProfileRepository } from '../profiles/profile.repository';
import {
  toAllergenDto,
  toIngredientDto,
  toOverallSafetyDto,
  toPersonalVerdictDto,
  type AllergenDto,
  type ChooseInsteadDto,
  type IngredientDto,
  type OverallSafetyDto,
  type PersonalVerdictDto,
} from './dto/scan.mapper';

export interface AnalysisInput {
  /** The person's list as one text, parsed here (by the engine) and nowhere else. */
  ingredientsText: string;
  containsStatements: string[];
  /** Allergens the extraction declared (English names); they count as `contains`. */
  allergens: string[];
  displayLanguage: string;
}

export interface PersonalContext {
  profile: UserProfile | null;
  preferences: IngredientPreference[];
}

export interface AnalysisOutcome {
  ingredients: IngredientDto[];
  allergens: AllergenDto[];
  overall: OverallSafetyDto;
  personal: PersonalVerdictDto | null;
  guidance: ChooseInsteadDto[];
  labelLanguage: string;
  /** The list as analysed. */
  text: string;
}

/**
 * The analysis of one list with the knowledge base (no network, a few milliseconds): each
 * ingredient is handed out as soon as it is rated, then the allergens and the overall score.
 */
@Injectable()
export class ScanAnalyzer implements OnApplicationBootstrap {
  private readonly logger = new Logger('ScanAnalyzer');

  constructor(
    private readonly profiles: ProfileRepository,
    private readonly preferences: PreferenceRepository,
  ) {}

  /** Loading the knowledge base and building its matchers takes most of a second: do it before the first scan. */
  onApplicationBootstrap(): void {
    const started = Date.now();
    loadKnowledgeBase();
    const warm = this.analyse(
      {
        ingredientsText: 'sugar, wheat flour, milk, E330, palm oil',
        containsStatements: ['May contain nuts'],
        allergens: [],
        displayLanguage: 'en',
      },
      {
        profile: { allergies: ['milk'], diet: 'vegan' },
        preferences: [{ ingredientName: 'palm oil', preference: 'concern' }],
      },
    );
    while (!warm.next().done);
    this.logger.log(`knowledge base ready in ${Date.now() - started} ms`);
  }

  async personalContext(userId: string): Promise<PersonalContext> {
    const [profile, preferences] = await Promise.all([
      this.profiles.findForUser(userId),
      this.preferences.listForUser(userId),
    ]);
    return {
      profile,
      preferences: preferences.map((p) => ({
        ingredientName: p.ingredientName,
        preference: p.preference,
      })),
    };
  }

  *analyse(
    input: AnalysisInput,
    personal: PersonalContext,
  ): Generator<IngredientDto, AnalysisOutcome, void> {
    const kb = loadKnowledgeBase();
    const display = resolveLanguage(input.displayLanguage).display;
    const list = input.ingredientsText;
    // Statements go after the list so the parser tells `contains` from `may contain`.
    const text = [list, ...input.containsStatements].filter(Boolean).join('. ');
    const allergenNames = new Map(
      kb.allergens.map((a) => [a.id, (a.names[display] ?? a.names.en ?? a.id).toLowerCase()]),
    );
    const iterator = iterateIngredientAnalysis(text, {
      displayLanguage: display,
      profile: personal.profile,
      preferences: personal.preferences,
      containsStatements: input.allergens,
    });
    const ingredients: IngredientDto[] = [];
    for (;;) {
      const step = iterator.next();
      if (step.done) {
        const result = step.value;
        return {
          ingredients,
          allergens: result.allergenFindings.map(toAllergenDto),
          overall: toOverallSafetyDto(result.overallSafety),
          personal: toPersonalVerdictDto(result.personal),
          guidance: result.guidance,
          labelLanguage: result.language,
          text: list,
        };
      }
      const dto = toIngredientDto(step.value, ingredients.length, allergenNames);
      ingredients.push(dto);
      yield dto;
    }
  }
}

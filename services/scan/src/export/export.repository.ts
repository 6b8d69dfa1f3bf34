import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ExportedScan {
  id: string;
  product_name: string | null;
  scanned_at: Date;
  overall_safety_rating: string;
  overall_safety_score: number | null;
  contains_statements: string[];
  ingredients: {
    name: string;
    riskLevel?: string;
    safetyRating?: string;
    safetyScore?: number | null;
    concerns?: string[];
    allergens?: string;
    personalRisk?: string;
    userPreference?: string;
  }[];
  allergens: unknown[];
  nutrition_data: unknown;
  nutrition_analysis: unknown;
  display_language: string;
}

export interface ExportedShoppingListItem {
  id: string;
  kind: string;
  text: string;
  scan_id: string | null;
  checked: boolean;
  checked_at: Date | null;
  created_at: Date;
}

/** Everything the scan service holds about one person. */
@Injectable()
export class ExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  scans(userId: string): Promise<ExportedScan[]> {
    return this.dataSource.query(
      `SELECT id, product_name, scanned_at, overall_safety_rating, overall_safety_score, contains_statements,
              ingredients, allergens, nutrition_data, nutrition_analysis, display_language
       FROM scans WHERE user_id = $1 ORDER BY scanned_at DESC`,
      [userId],
    );
  }

  preferences(
    userId: string,
  ): Promise<{ ingredient_name: string; preference: string; created_at: Date }[]> {
    return this.dataSource.query(
      `SELECT ingredient_name, preference, created_at FROM ingredient_preferences WHERE user_id = $1 ORDER BY ingredient_name`,
      [userId],
    );
  }

  shoppingList(userId: string): Promise<ExportedShoppingListItem[]> {
    return this.dataSource.query(
      `SELECT id, kind, text, scan_id, checked, checked_at, created_at
       FROM shopping_list_items WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  async profile(userId: string): Promise<unknown> {
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT * FROM health_profiles WHERE user_id = $1`,
      [userId],
    );
    return rows.at(0) ?? null;
  }
}

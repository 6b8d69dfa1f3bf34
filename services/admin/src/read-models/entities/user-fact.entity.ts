import { TextColumn, TextPrimaryColumn } from '@labellens/server-database';

/**
 * A fact about one user that never changes once written (inserted once, listed newest first,
 * reconciled against its owning service): its id there and the user's id.
 */
export abstract class UserFactEntity {
  @TextPrimaryColumn() id!: string;
  @TextColumn('user_id') userId!: string;
}

import type { ComponentProps } from 'react';
import { labelledField, type LabelledFieldProps } from './labelled-field';
import { Textarea } from './Textarea';

export type TextareaFieldProps = LabelledFieldProps<ComponentProps<typeof Textarea>>;

/** A labelled multi-line text field (FormField + Textarea) that reports its text. */
export const TextareaField = labelledField(Textarea, 'TextareaField');

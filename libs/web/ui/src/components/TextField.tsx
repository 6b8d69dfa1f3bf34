import type { ComponentProps } from 'react';
import { Input } from './Input';
import { labelledField, type LabelledFieldProps } from './labelled-field';

export type TextFieldProps = LabelledFieldProps<ComponentProps<typeof Input>>;

/** A labelled text input (FormField + Input) that reports its text rather than the event. */
export const TextField = labelledField(Input, 'TextField');

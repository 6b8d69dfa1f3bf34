export { cx } from './cx';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
} from './components/Card';
export { Input, type InputProps } from './components/Input';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Select, type SelectProps } from './components/Select';
export { Label, type LabelProps } from './components/Label';
export { FormField, type FormFieldProps } from './components/FormField';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextareaField, type TextareaFieldProps } from './components/TextareaField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export type { FieldProps } from './components/labelled-field';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge';
export { Spinner, SpinnerBlock, type SpinnerProps } from './components/Spinner';
export { Progress, type ProgressProps } from './components/Progress';
export { Alert, type AlertProps } from './components/Alert';
export { Avatar, type AvatarProps } from './components/Avatar';
export { IconLink, type IconLinkProps } from './components/IconLink';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { SectionCard, type SectionCardProps } from './components/SectionCard';
export { FactList, type Fact, type FactListProps } from './components/FactList';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ModalDialog, type ModalDialogProps } from './components/ModalDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from './components/Accordion';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs';
export { FaqList, type Faq, type FaqListProps } from './components/FaqList';
export { Toaster, useToastState } from './toast/Toaster';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LABEL,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  createToastStore,
  dismissToast,
  toast,
  toastReducer,
  toastStore,
  type ToastAction,
  type ToastFn,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toast/toast-store';
export { formatDate } from './format-date';
export { useLater, type Later } from './hooks/useLater';
export { useFormFields, type FieldErrors } from './hooks/useFormFields';

import { LOGIN_URL } from '@labellens/web-api-client';
import { buttonClassName, EmptyState } from '@labellens/web-ui';
import { LogIn } from 'lucide-react';

export interface LogInPromptProps {
  /** What logging in gives access to ("Please log in to view your scan history"). */
  title: string;
}

/** A signed-out visitor's empty page, with a way to log in. */
export function LogInPrompt({ title }: LogInPromptProps) {
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title={title}
      action={
        <a href={LOGIN_URL} className={buttonClassName()}>
          Log In
        </a>
      }
    />
  );
}

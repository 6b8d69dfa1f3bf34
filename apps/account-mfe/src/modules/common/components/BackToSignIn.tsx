import { buttonClassName, type ButtonVariant } from '@labellens/web-ui';
import { Link } from 'react-router-dom';

export interface BackToSignInProps {
  variant?: ButtonVariant;
}

/** The full-width "Back to Sign In" link that ends the account e-mail steps. */
export function BackToSignIn({ variant }: BackToSignInProps) {
  return (
    <Link to="/auth" className={buttonClassName({ variant, block: true })}>
      Back to Sign In
    </Link>
  );
}

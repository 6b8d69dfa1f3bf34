import '../styles/admin.css';
import { useToast } from '@labellens/shell-contract';
import { adminLogin, adminSession } from '@labellens/web-api-client';
import { Button, TextField } from '@labellens/web-ui';
import { Lock } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminBrand } from '../modules/common-brand';

/** /admin/login (spec 02 §2, §5, §8). */
export default function AdminLoginPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({
        title: 'Missing credentials',
        description: 'Please enter both username and password',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      const session = await adminLogin(username.trim(), password);
      adminSession.save(session);
      toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
      void navigate('/admin/dashboard');
    } catch (error) {
      toast({
        title: 'Login failed',
        description:
          error instanceof Error && error.message ? error.message : 'Invalid credentials',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="admin-login" data-remote="admin" data-page="admin-login">
      <div className="admin-login__inner">
        <AdminBrand />
        <div className="ll-card ll-card--raised admin-login__card">
          <div className="admin-login__heading">
            <span className="ll-tile ll-tile--round ll-tile--soft admin-login__icon">
              <Lock aria-hidden="true" />
            </span>
            <h1>Administrator sign in</h1>
            <p>Restricted area. Use your administrator account.</p>
          </div>
          <form className="ll-stack" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              value={username}
              onValueChange={setUsername}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
            />
            <Button type="submit" size="lg" block disabled={pending}>
              {pending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </div>
      </div>
    </div>
  );
}

import { createApiClient } from '@velo/api-sdk';
import { Button } from '@velo/ui/Button';
import { TextField } from '@velo/ui/TextField';
import '@velo/ui/styles.css';
import { useState, type FormEvent } from 'react';

// The API is served by the page's own origin (here through the preview server's proxy).
const api = createApiClient({ baseUrl: '' });

export function App() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState('');

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const result = await api.auth.login({ email, password });
    setStatus(result.ok ? `Signed in as user ${result.data.userId}` : `Refused (${result.status})`);
  }

  return (
    <form onSubmit={signIn}>
      <TextField label="Email" type="email" value={email} onChange={setEmail} />
      <TextField label="Password" type="password" value={password} onChange={setPassword} />
      <Button type="submit">Sign in</Button>
      <p role="status">{status}</p>
    </form>
  );
}

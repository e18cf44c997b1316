import { createApiClient } from '@velo/api-sdk';

// Plain Node ESM: no page, so `baseUrl` is the API's absolute URL and the token is passed back in.
const baseUrl = process.env['VELO_API_URL'] ?? 'http://127.0.0.1:4300';
let token: string | null = null;
const api = createApiClient({ baseUrl, origin: baseUrl, getToken: () => token });

const login = await api.auth.login({ email: 'rider@acme.test', password: 'velo-demo-2026' });
if (!login.ok) throw new Error(`sign-in refused: ${login.status}`);
token = login.data.token;

const profile = await api.profile.get();
if (!profile.ok) throw new Error(`profile refused: ${profile.status}`);
console.log(`signed in: user ${login.data.userId}, role ${profile.data.role}`);

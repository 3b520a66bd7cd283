// The parts of the login that need @kollega/domain: its zod contract and the Danish messages. The domain brings
// zod, the largest thing on the landing page, so the login form loads this when the visitor starts on the form
// rather than with the page (decision 018).
export { loginFormSchema } from '@kollega/domain';
export { signInErrorMessage } from './auth-errors';

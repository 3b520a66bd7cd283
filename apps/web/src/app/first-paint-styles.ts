// Mantine's styles for what the app can show before it knows who is signed in: the page loader and the error
// state with its retry button (./gate.tsx). One file per component (Mantine's per-component CSS) instead of
// all of Mantine's ~40 kB, so a signed-out visitor downloads only what the landing page uses (decision 018):
// the landing page adds its own components (features/auth/landing-styles.ts) and every other screen loads
// the whole of Mantine (./app-wide.ts).
//
// The `.layer.css` variants put Mantine in the CSS layer `mantine`, beneath the app's own CSS modules whatever
// order the files arrive in; the whole stylesheet loaded later for the rest of the app is layered the same way.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';

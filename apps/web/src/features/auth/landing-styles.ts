// Mantine's styles for the components of the landing page and its login form, one file per component: a
// signed-out visitor gets these instead of all of Mantine (decision 018). The first paint already has the
// base, Button, Loader, Center, Stack, Text and Title (src/app/first-paint-styles.ts). A component added to
// the landing page or the login form adds its file here, or it shows unstyled.
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';

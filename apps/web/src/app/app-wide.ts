// What every screen except the landing page needs, loaded by the gate (./gate.tsx) once it knows the visitor
// is not simply looking at the landing page: all of Mantine's styles (the first paint carries only the few the
// landing page uses, ./styles/first-paint-styles.ts) and dayjs in Danish. Decision 018.
import '@mantine/core/styles.layer.css';
import './dayjs';

/** The company's view of the document templates (docs/rules/platform.md#ruling-23). */
export const TEMPLATES_QUERY_KEY = ['templates'] as const;

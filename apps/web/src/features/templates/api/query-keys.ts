/** The company's view of the document templates (decisions.md 23). */
export const TEMPLATES_QUERY_KEY = ['templates'] as const;

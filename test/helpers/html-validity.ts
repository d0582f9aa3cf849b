/** html-validate with the rules every built page is held to (the real site's and the fixtures'). */
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style preferences, not validity.
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    // React writes camel-cased attributes like maxLength / itemProp; HTML is case-insensitive.
    'attr-case': 'off',
    // Shiki's colour spans and our inline head scripts are intended.
    'no-raw-characters': 'off',
    // HTML5 allows any id without spaces; Markdown slugs may start with a digit.
    'valid-id': ['error', { relaxed: true }],
    // The skip link's region is `<div role="region">` as Docusaurus writes it (a site's CSS and
    // tests may target it); a `<section>` would be the same landmark.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
});

/** `file:line:column rule: message` for each problem of a page (none: valid). */
export async function htmlProblems(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) => result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

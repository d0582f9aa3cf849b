/** html-validate with the rules `test/build/html-validity.test.ts` holds the real site to. */
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    'attr-case': 'off',
    'no-raw-characters': 'off',
    'valid-id': ['error', { relaxed: true }],
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
});

/** `file:line:column rule: message` for each problem of a page (none: valid). */
export async function htmlProblems(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) => result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

/**
 * `@theme/CodeBlock` with code the build could not read as text (an expression): shown as a plain
 * block. One whose code is a string is highlighted at build time like a fence (mdx/code-block.ts).
 */
import type { ReactNode } from 'react';

export default function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: ReactNode; className?: string; showLineNumbers?: boolean | number }) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  return (
    <div className={title ? 'code-block code-block--titled' : 'code-block'}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre>
          <code className={lang ? `language-${lang}` : undefined}>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
        </pre>
      </div>
    </div>
  );
}
